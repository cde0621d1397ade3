import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { COOKBOOK_PAGE_SIZE } from '@/domain/cookbook/cookbook-filter';
import type { Recipe } from '@/domain/recipes/recipe';
import { recipeCardFace } from '@/domain/recipes/recipe-card-face';
import { selectScope, useHousehold } from '@/features/household';
import { rememberShown } from '@/lib/last-shown';
import { COOKBOOK_SCREEN } from './cookbook-screen';

/**
 * Keeps the cookbook's first page as drawn now, for the next visit's head start: only the page
 * the cookbook opens on (no search, tag or view: the selection starts afresh each visit), and
 * `null` while it loads.
 */
export function useRememberCookbook(firstPage: readonly Recipe[] | null): void {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? '';
  const scope = useHousehold(useShallow(selectScope));
  useEffect(() => {
    if (!scope || !firstPage) return;
    rememberShown(COOKBOOK_SCREEN, scope, language, { cards: firstPage.slice(0, COOKBOOK_PAGE_SIZE).map(recipeCardFace) });
  }, [scope, language, firstPage]);
}
