import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type fr from '@/locales/fr.json';

type ValidationCode = keyof (typeof fr)['validation'];

/**
 * Domain schemas carry codes, not text (so the API can answer with them too);
 * this turns a field's code into its message, that of validation.required when the code is unknown.
 */
export function useFieldError() {
  const { t, i18n } = useTranslation();
  return (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const key = `validation.${error.message ?? ''}`;
    return i18n.exists(key) ? t(key as `validation.${ValidationCode}`) : t('validation.required');
  };
}
