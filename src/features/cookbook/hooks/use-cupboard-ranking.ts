import { useEffect, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { rankByCupboard, type RankedRecipe } from '@/domain/cupboard/cupboard-ranking';
import type { Recipe } from '@/domain/recipes/recipe';
import { isPending } from '@/domain/shared/load-status';
import { selectPantryStock, useCupboard } from '@/features/cupboard';
import { selectIngredientList, useIngredientCatalogue } from '@/features/recipes';
import { useCookbookRecipes } from './use-cookbook-recipes';

export interface CupboardRanking {
  ranked: RankedRecipe<Recipe>[];
  loading: boolean;
  failed: boolean;
}

/**
 * 'Que cuisiner avec mon placard ?' (issue 26): the whole cookbook (the household's recipes and
 * its bookmarks) ranked by what the cupboard misses, in the browser, so offline too. It follows
 * the whole collection, so only a screen in that mode may call it (README "Speed on a phone").
 * Ranked again only when the recipes, the stock or the catalogue change.
 */
export function useCupboardRanking(): CupboardRanking {
  const { recipes, loading: recipesLoading, failed: recipesFailed } = useCookbookRecipes();
  const stock = useCupboard(selectPantryStock);
  const cupboardStatus = useCupboard((state) => state.status);
  const { ingredients, status: catalogueStatus, load } = useIngredientCatalogue(useShallow(selectIngredientList));
  useEffect(() => void load(), [load]);
  const ranked = useMemo(() => rankByCupboard(recipes, stock, ingredients), [recipes, stock, ingredients]);
  const failed = recipesFailed || cupboardStatus === 'failed' || catalogueStatus === 'failed';
  const loading = !failed && (recipesLoading || isPending(cupboardStatus) || isPending(catalogueStatus));
  return { ranked, loading, failed };
}
