import { useTranslation } from 'react-i18next';
import type fr from '@/locales/fr.json';
import { usePageTitle } from '@/ui/use-page-title';

export type PageKey = keyof (typeof fr)['pages'];

/** Placeholder for screens whose feature issue has not landed yet: titled and translated, no fake data. */
export function ComingSoonPage({ page }: { page: PageKey }) {
  const { t } = useTranslation();
  const title = t(`pages.${page}`);
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
      <p className="mt-3 text-stone-600">
        <strong className="font-semibold text-brand-700">{t('app.comingSoon')}</strong> — {t('app.comingSoonHint')}
      </p>
    </section>
  );
}
