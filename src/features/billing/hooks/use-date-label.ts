import { useTranslation } from 'react-i18next';

/** Dates as the panel shows them: '1 juillet 2025' (spec A §9: fr-FR), '1 July 2025' in English. */
export function useDateLabel(): (date: Date) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? 'en-GB' : 'fr-FR';
  return (date) => date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' });
}
