import { useTranslation } from 'react-i18next';

export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={`flex flex-col items-center justify-center gap-3 py-10 ${className}`}>
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" aria-hidden="true" />
      <span className="text-sm text-stone-600">{label ?? t('app.loading')}</span>
    </div>
  );
}
