import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { periodEndLine, statusCardActions } from '@/domain/billing/status-card';
import type { Subscription } from '@/domain/billing/subscription';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { selectBusyAction, selectPanelActions } from '../store/selectors';
import { useBilling } from '../store';
import { StatusBadge } from './status-badge';
import { useDateLabel } from '../hooks/use-date-label';

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/**
 * 'Statut de l'abonnement' (spec A §2): the badge, the plan, the card and the date line, and for
 * owners 'Gérer', 'Annuler' (after the confirmation dialog) or 'Réactiver'.
 */
export function SubscriptionStatusCard({ subscription, canManage }: { subscription: Subscription; canManage: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const dateLabel = useDateLabel();
  const busyAction = useBilling(selectBusyAction);
  const { manage, cancel, reactivate } = useBilling(useShallow(selectPanelActions));
  const [confirming, setConfirming] = useState(false);
  const actions = statusCardActions(subscription, canManage);
  const line = periodEndLine(subscription, new Date());
  const card = subscription.payment_method;
  const busy = busyAction !== null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-stone-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-stone-900">
          {t('billing.status.title')}
        </h3>
        <StatusBadge status={subscription.status} />
      </div>
      {subscription.product?.name && <p className="font-medium text-stone-900">{subscription.product.name}</p>}
      {card && <p className="text-stone-700">{t('billing.status.card', { brand: brandName(card.brand), last4: card.last4 })}</p>}
      {line && <p className="text-stone-700">{t(`billing.status.${line.kind}`, { date: dateLabel(line.date) })}</p>}
      {(actions.manage || actions.cancel || actions.reactivate) && (
        <div className="flex flex-col gap-2 sm:flex-row">
          {actions.manage && (
            <Button variant="secondary" className="min-h-11" disabled={busy} busy={busyAction === 'manage'} onClick={() => void manage()}>
              {t('billing.status.manage')}
            </Button>
          )}
          {actions.cancel && (
            <Button variant="secondary" className="min-h-11" disabled={busy} busy={busyAction === 'cancel'} onClick={() => setConfirming(true)}>
              {t('billing.status.cancel')}
            </Button>
          )}
          {actions.reactivate && (
            <Button className="min-h-11" disabled={busy} busy={busyAction === 'reactivate'} onClick={() => void reactivate()}>
              {t('billing.status.reactivate')}
            </Button>
          )}
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('billing.cancelDialog.title')}
          message={t('billing.cancelDialog.message')}
          confirmLabel={t('billing.cancelDialog.confirm')}
          cancelLabel={t('billing.cancelDialog.keep')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void cancel();
          }}
        />
      )}
    </section>
  );
}
