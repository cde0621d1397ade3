import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to={paths.recipes.href()} className="flex items-center gap-2 text-xl font-bold text-brand-700" data-testid="logo">
      <img src="/logo.svg" alt="" className="h-8 w-8" />
      <span>{t('app.name')}</span>
    </Link>
  );
}
