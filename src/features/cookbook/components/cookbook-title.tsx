import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** 'Mes recettes' and the way to a new recipe, above the cookbook and what it last showed alike. */
export function CookbookTitle() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-3xl font-bold text-stone-900">{t('cookbook.title')}</h1>
      <Link to={paths.newRecipe.href()} className="rounded-lg bg-brand-600 px-4 py-2.5 font-medium text-white hover:bg-brand-700">
        {t('cookbook.newRecipe')}
      </Link>
    </div>
  );
}
