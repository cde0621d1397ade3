import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SummaryWords } from '@/domain/grocery/grocery-display';

/** The words of a line's source summary ('Crêpes, Quiche et 2 autres') in the screen's language. */
export function useSummaryWords(): SummaryWords {
  const { t } = useTranslation();
  return useMemo(() => ({ and: t('grocery.sources.and'), others: (count: number) => t('grocery.sources.others', { count }) }), [t]);
}
