import { useTranslation } from 'react-i18next';
import { billingIntervals, type BillingInterval } from '@/domain/billing/price';

/** 'Mensuel' / 'Annuel' (spec A §2): two pressed-or-not buttons, the chosen one filled. */
export function IntervalToggle({ value, onChange }: { value: BillingInterval; onChange: (interval: BillingInterval) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('billing.interval.label')} className="flex gap-1 self-start rounded-xl bg-stone-100 p-1">
      {billingIntervals.map((interval) => {
        const pressed = interval === value;
        return (
          <button
            key={interval}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(interval)}
            className={`min-h-11 rounded-lg px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${pressed ? 'bg-white text-brand-700 shadow-sm' : 'text-stone-600 hover:text-stone-900'}`}
          >
            {t(`billing.interval.${interval}`)}
          </button>
        );
      })}
    </div>
  );
}
