import { useTranslation } from 'react-i18next';

export function CrashScreen() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-stone-50 p-6 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{t('errors.crashTitle')}</h1>
      <p className="max-w-md text-stone-600">{t('errors.crashHint')}</p>
      <button type="button" onClick={() => window.location.reload()} className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
        {t('errors.refresh')}
      </button>
    </div>
  );
}
