import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { shopperWords, type ShopperWords } from '@/domain/grocery/shopper-display';

/** The words a shopper line is read with ('2 gousses', 'encore 25 cl', 'à vérifier'), in the screen's language. */
export function useShopperWords(): ShopperWords {
  const { t } = useTranslation();
  return useMemo(() => shopperWords((key, options) => t(key, options ?? {})), [t]);
}
