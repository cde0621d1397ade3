import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { listPreview } from '@/domain/grocery/build-list-preview';
import type { ShoppingList } from '@/domain/grocery/shopping-list';
import { selectScope, useHousehold } from '@/features/household';
import { forgetShown } from '@/lib/forget-shown';
import { rememberShown } from '@/lib/last-shown';
import { LIST_SCREEN } from './list-screen';
import { useShopperWords } from './use-shopper-words';
import { useSummaryWords } from './use-summary-words';

/**
 * Keeps the list named `name` as the shopper reads it now, for the next visit's head start. A
 * `null` name is a screen that shows no list (none open, nothing on it, unreadable), which
 * forgets it; `undefined`, a screen with no answer yet.
 */
export function useRememberList(name: string | null | undefined, shopping: ShoppingList): void {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? '';
  const scope = useHousehold(useShallow(selectScope));
  const words = useShopperWords();
  const summaryWords = useSummaryWords();
  useEffect(() => {
    if (!scope || name === undefined) return;
    if (name === null) forgetShown(LIST_SCREEN);
    else rememberShown(LIST_SCREEN, scope, language, listPreview(name, shopping, words, summaryWords));
  }, [scope, language, name, shopping, words, summaryWords]);
}
