import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SUBSCRIPTION_SUCCESS_REDIRECT_MS } from '@/domain/billing/subscription-success';
import { paths } from '@/config/paths';
import type { SubscriptionCheck } from '../store/state';
import { selectCheckSubscription } from '../store/selectors';
import { useBilling } from '../store';

export type SubscriptionCheckView = { kind: 'checking' } | { kind: 'subscribed'; planName: string | null } | { kind: 'donated' } | { kind: 'failed' };

/**
 * The success page's state: after a donation, thanks at once; after a subscription checkout,
 * checking until the service shows it running, then success or failure. Success goes on to
 * /organization after 5 seconds.
 */
export function useSubscriptionCheck(afterDonation: boolean): SubscriptionCheckView {
  const check = useBilling(selectCheckSubscription);
  const navigate = useNavigate();
  const [result, setResult] = useState<SubscriptionCheck | null>(null);

  useEffect(() => {
    if (afterDonation) return;
    const leaving = new AbortController();
    void check(leaving.signal).then((outcome) => {
      if (!leaving.signal.aborted) setResult(outcome);
    });
    return () => leaving.abort();
  }, [afterDonation, check]);

  const succeeded = afterDonation || result?.ok === true;
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => void navigate(paths.household.href(), { replace: true }), SUBSCRIPTION_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  if (afterDonation) return { kind: 'donated' };
  if (!result) return { kind: 'checking' };
  return result.ok ? { kind: 'subscribed', planName: result.planName } : { kind: 'failed' };
}
