import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { currentPlanId } from '@/domain/billing/current-plan';
import { isLiveSubscriptionStatus } from '@/domain/billing/subscription-status';
import { selectCanManageHousehold, selectHouseholdId, selectHouseholdSubscription, useHousehold } from '@/features/household';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { selectFailure, selectPanelActions } from '../store/selectors';
import { useBilling } from '../store';
import { PlanGrid } from './plan-grid';
import { SubscriptionStatusCard } from './subscription-status-card';
import { usePeriodEndCheck } from '../hooks/use-period-end-check';

/**
 * The panel 'Abonnements' of the household settings (spec A §2): the error banner with
 * 'Réessayer', the household's subscription (live, as the provider's events update it), and
 * the plans. Owners subscribe and manage; the other members see it read-only and may donate.
 */
export function SubscriptionPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const householdId = useHousehold(selectHouseholdId);
  const subscription = useHousehold(selectHouseholdSubscription);
  const canManage = useHousehold(selectCanManageHousehold);
  const failure = useBilling(selectFailure);
  const { loadPlans, retry, dismissFailure, settle, markPeriodEnded } = useBilling(useShallow(selectPanelActions));

  useEffect(() => void loadPlans(), [loadPlans]);
  usePeriodEndCheck(householdId, subscription, markPeriodEnded);
  // By its status alone: a period end passed under a cancellation is the check's to mark canceled.
  const subscribed = isLiveSubscriptionStatus(subscription?.status);

  // Back from the provider's page through the browser's history, the page may come back as it
  // was left: with a checkout's spinner still turning.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) settle();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [settle]);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-6">
      <h2 id={headingId} className="text-xl font-semibold text-stone-900">
        {t('billing.title')}
      </h2>
      {!canManage && <p className="text-sm text-stone-600">{t('billing.ownersOnly')}</p>}
      {failure && (
        <ErrorBox onDismiss={dismissFailure} dismissLabel={t('billing.dismiss')}>
          <p>{t(failure.error)}</p>
          <Button variant="secondary" className="mt-2 min-h-11" onClick={() => void retry()}>
            {t('billing.retry')}
          </Button>
        </ErrorBox>
      )}
      {subscription && <SubscriptionStatusCard subscription={subscription} canManage={canManage} />}
      <PlanGrid currentPlanId={currentPlanId(subscription)} canSubscribe={canManage} subscribed={subscribed} />
    </section>
  );
}
