import { useEffect, useRef } from 'react';
import { periodEndCheckDelayMs, type Subscription } from '@/domain/billing/subscription';

/**
 * The period-end check of spec A §4, while the panel shows: a subscription cancelled at period
 * end whose end has passed is marked cancelled at once; one whose end is ahead is checked
 * again a minute after it. Each subscription is marked once per visit (a refusal only means
 * another member's app, or the server, got there first).
 */
export function usePeriodEndCheck(householdId: string | null, subscription: Subscription | null, markPeriodEnded: (householdId: string) => Promise<void>): void {
  const marked = useRef<string | null>(null);

  useEffect(() => {
    if (!householdId || !subscription) return;
    const key = `${householdId}/${subscription.id}`;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const delay = periodEndCheckDelayMs(subscription, new Date());
      if (delay === null || marked.current === key) return;
      if (delay > 0) {
        timer = setTimeout(check, delay);
        return;
      }
      marked.current = key;
      void markPeriodEnded(householdId);
    };
    check();
    return () => clearTimeout(timer);
  }, [householdId, subscription, markPeriodEnded]);
}
