import { useTranslation } from 'react-i18next';

/** The switch into 'Que cuisiner avec mon placard ?' and back: pressed while the ranking shows. */
export function CupboardToggle({ on, onChange, className = '' }: { on: boolean; onChange: (on: boolean) => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => onChange(!on)}
      className={`self-start rounded-lg border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
        on ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50'
      } ${className}`}
    >
      {t('cookbook.cupboard.toggle')}
    </button>
  );
}
