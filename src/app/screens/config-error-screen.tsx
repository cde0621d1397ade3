import { useTranslation } from 'react-i18next';

/** Shown instead of the app when a hosted-service setting is missing (spec A §2). */
export function ConfigErrorScreen({ missing }: { missing: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-stone-50 p-6 text-center">
      <h1 className="text-2xl font-bold text-red-700">{t('errors.configTitle')}</h1>
      <p className="max-w-md text-stone-600">{t('errors.configHint')}</p>
      <ul className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-mono text-sm text-red-800">
        {missing.map((name) => (
          <li key={name}>{t('errors.configMissing', { name })}</li>
        ))}
      </ul>
    </div>
  );
}
