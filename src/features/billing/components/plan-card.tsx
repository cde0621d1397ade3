import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FREE_PLAN_ID, freePlanFeatureKeys } from '@/domain/billing/free-plan';
import { planFeatureNames, type Plan } from '@/domain/billing/plan';
import type { PlanCardAction } from '@/domain/billing/plan-card';
import { shownPrice } from '@/domain/billing/plan-card';
import type { BillingInterval } from '@/domain/billing/price';
import { formatPrice } from '@/domain/billing/price-format';
import { Button } from '@/ui/button';

interface PlanCardProps {
  plan: Plan;
  action: PlanCardAction;
  interval: BillingInterval;
  /** This plan's checkout is starting. */
  busy: boolean;
  /** Some checkout is starting: no other may start meanwhile. */
  disabled: boolean;
  /** The portal is opening ('Gérer'). */
  managing: boolean;
  onSubscribe: (plan: Plan) => void;
  onDonate: (plan: Plan) => void;
  onManage: () => void;
}

/** One card of the plan grid: name, description, price, features, and its button (spec A §4). */
export function PlanCard({ plan, action, interval, ...button }: PlanCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const isFree = plan.id === FREE_PLAN_ID;
  // The free plan is the app's own: its words are translated, a provider's plan is shown as written there.
  const name = isFree ? t('freePlan.name') : plan.name;
  const description = isFree ? t('freePlan.description') : plan.description;
  const features = isFree ? freePlanFeatureKeys.map((key) => t(key)) : planFeatureNames(plan);
  const price = shownPrice(plan, interval);

  return (
    <article aria-labelledby={headingId} className={`flex h-full flex-col gap-3 rounded-xl border p-4 ${action.kind === 'current' ? 'border-brand-600 ring-1 ring-brand-600' : 'border-stone-200'}`}>
      <h3 id={headingId} className="text-lg font-semibold text-stone-900">
        {name}
      </h3>
      {description && <p className="text-sm text-stone-600">{description}</p>}
      {price ? (
        <p className="text-stone-900">
          <span className="text-2xl font-bold">{formatPrice(price.unit_amount, price.currency)}</span>
          {price.recurring && <span className="text-sm text-stone-600"> {t(price.recurring.interval === 'year' ? 'billing.plans.perYear' : 'billing.plans.perMonth')}</span>}
        </p>
      ) : (
        action.kind === 'donate' && <p className="text-stone-900">{t('billing.plans.freeAmount')}</p>
      )}
      {features.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm text-stone-700">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="text-brand-700">
                ✓
              </span>
              {feature}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-2">
        {/* A paid plan is current: the free plan has no button, since one leaves a paid plan by cancelling it. */}
        {isFree && action.kind === 'none' ? (
          <p className="text-sm text-stone-600">{t('billing.plans.freeReturn')}</p>
        ) : (
          <PlanButton plan={plan} name={name} action={action} {...button} />
        )}
      </div>
    </article>
  );
}

function PlanButton({ plan, name, action, busy, disabled, managing, onSubscribe, onDonate, onManage }: Omit<PlanCardProps, 'interval'> & { name: string }) {
  const { t } = useTranslation();
  const wide = 'min-h-11 w-full';
  switch (action.kind) {
    case 'current':
      return (
        <Button variant="secondary" className={wide} disabled>
          {t('billing.plans.current')}
        </Button>
      );
    case 'unavailable':
      return (
        <Button variant="secondary" className={wide} disabled>
          {t('billing.plans.unavailable')}
        </Button>
      );
    case 'donate':
      return (
        <Button variant="secondary" className={wide} disabled={disabled} busy={busy} onClick={() => onDonate(plan)}>
          {t('billing.plans.donate')}
        </Button>
      );
    case 'subscribe':
      return (
        <Button
          className={wide}
          disabled={disabled}
          busy={busy}
          busyLabel={t('billing.plans.redirecting')}
          aria-label={busy ? undefined : t('billing.plans.subscribeTo', { plan: name })}
          onClick={() => onSubscribe(plan)}
        >
          {t('billing.plans.subscribe')}
        </Button>
      );
    case 'manage':
      return (
        <Button variant="secondary" className={wide} disabled={disabled} busy={managing} aria-label={t('billing.plans.manageTo', { plan: name })} onClick={onManage}>
          {t('billing.status.manage')}
        </Button>
      );
    case 'none':
      return null;
  }
}
