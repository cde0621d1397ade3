import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="hidden border-t border-stone-200 bg-white py-6 text-center text-sm text-stone-500 md:block print:hidden">
      {t('app.copyright', { year: new Date().getFullYear() })}
    </footer>
  );
}
