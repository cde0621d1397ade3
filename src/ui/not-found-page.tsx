import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/ui/use-page-title';

/** An unknown address, or one the user may not open: it says nothing of what the route holds. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('app.notFound'));
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-3xl font-bold text-stone-900">{t('app.notFound')}</h1>
      <Link to={paths.recipes.href()} className="mt-4 inline-block font-medium text-brand-700 underline">
        {t('app.backHome')}
      </Link>
    </section>
  );
}
