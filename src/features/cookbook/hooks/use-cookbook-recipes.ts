import { useMemo } from 'react';
import { cookbookRecipes } from '@/domain/cookbook/cookbook-recipes';
import type { Recipe } from '@/domain/recipes/recipe';
import { selectHouseholdRecipes, selectHouseholdRecipesStatus, useRecipes } from '@/features/recipes';
import { selectCookbookLoading, selectPublicRecipeIds, selectPublicRecipes } from '../selectors';
import { useCookbook } from '../store';

/** The cookbook's recipes (the household's, then its bookmarked public ones), whether they are still arriving, and whether the household's failed to. */
export function useCookbookRecipes(): { recipes: Recipe[]; loading: boolean; failed: boolean } {
  const householdRecipes = useRecipes(selectHouseholdRecipes);
  const recipesStatus = useRecipes(selectHouseholdRecipesStatus);
  const publicRecipeIds = useCookbook(selectPublicRecipeIds);
  const publicRecipes = useCookbook(selectPublicRecipes);
  const cookbookLoading = useCookbook(selectCookbookLoading);
  const recipes = useMemo(() => cookbookRecipes(householdRecipes, publicRecipeIds, publicRecipes), [householdRecipes, publicRecipeIds, publicRecipes]);
  return { recipes, loading: cookbookLoading || recipesStatus === 'idle' || recipesStatus === 'loading', failed: recipesStatus === 'failed' };
}
