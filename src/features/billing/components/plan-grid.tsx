import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { Plan } from '@/domain/billing/plan';
import { planCardAction } from '@/domain/billing/plan-card';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { Spinner } from '@/ui/spinner';
import { selectBusyAction, selectBusyPlanId, selectInterval, selectPanelActions, selectPlanCards, selectPlansStatus, selectShowsIntervalToggle } from '../store/selectors';
import { useBilling } from '../store';
import { DonationDialog } from './donation-dialog';
import { IntervalToggle } from './interval-toggle';
import { PlanCard } from './plan-card';

/**
 * The plans (spec A §2): the toggle when a plan has a period to choose, then the cards, three
 * across on wide screens and one on phones. The free plan shows even while the others load or
 * when they fail, with the spec's message and 'Réessayer'.
 */
export function PlanGrid({ currentPlanId, canSubscribe, subscribed }: { currentPlanId: string; canSubscribe: boolean; subscribed: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const cards = useBilling(selectPlanCards);
  const plans = useBilling(selectPlansStatus);
  const showsToggle = useBilling(selectShowsIntervalToggle);
  const interval = useBilling(selectInterval);
  const busyPlanId = useBilling(selectBusyPlanId);
  const busyAction = useBilling(selectBusyAction);
  const { loadPlans, setInterval, subscribe, donate, manage } = useBilling(useShallow(selectPanelActions));
  const [donating, setDonating] = useState<Plan | null>(null);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="sr-only">
        {t('billing.plans.title')}
      </h3>
      {showsToggle && <IntervalToggle value={interval} onChange={setInterval} />}
      {plans.status === 'failed' && plans.error && (
        <ErrorBox>
          <p>{t(plans.error)}</p>
          <Button variant="secondary" className="mt-2 min-h-11" onClick={() => void loadPlans()}>
            {t('billing.retry')}
          </Button>
        </ErrorBox>
      )}
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {cards.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={plan}
              action={planCardAction(plan, { currentPlanId, interval, canSubscribe, subscribed })}
              interval={interval}
              busy={busyPlanId === plan.id}
              disabled={busyPlanId !== null}
              managing={busyAction === 'manage'}
              onSubscribe={(chosen) => void subscribe(chosen)}
              onDonate={setDonating}
              onManage={() => void manage()}
            />
          </li>
        ))}
      </ul>
      {plans.status === 'loading' && <Spinner label={t('billing.plans.loading')} />}
      {donating && <DonationDialog plan={donating} donate={donate} onClose={() => setDonating(null)} />}
    </section>
  );
}
