import { useEffect, useMemo } from 'react';
import { cookbookRecipes } from '@/domain/cookbook/cookbook-recipes';
import type { Recipe } from '@/domain/recipes/recipe';
import { selectHouseholdId, useHousehold } from '@/features/household';
import { selectFollowHousehold, selectHouseholdRecipes, selectHouseholdRecipesStatus, useRecipes } from '@/features/recipes';
import { selectCookbookLoading, selectPublicRecipeIds, selectPublicRecipes } from '../selectors';
import { useCookbook } from '../store';

/**
 * The cookbook's recipes (the household's, then its bookmarked public ones), whether they are
 * still arriving, and whether the household's failed to. The household's whole list is followed
 * while a screen that picks from it is open (the cookbook, the planner's panel and pickers), not
 * by every screen.
 */
export function useCookbookRecipes(): { recipes: Recipe[]; loading: boolean; failed: boolean } {
  const organizationId = useHousehold(selectHouseholdId);
  const followHousehold = useRecipes(selectFollowHousehold);
  useEffect(() => (organizationId ? followHousehold(organizationId) : undefined), [organizationId, followHousehold]);
  const householdRecipes = useRecipes(selectHouseholdRecipes);
  const recipesStatus = useRecipes(selectHouseholdRecipesStatus);
  const publicRecipeIds = useCookbook(selectPublicRecipeIds);
  const publicRecipes = useCookbook(selectPublicRecipes);
  const cookbookLoading = useCookbook(selectCookbookLoading);
  const recipes = useMemo(() => cookbookRecipes(householdRecipes, publicRecipeIds, publicRecipes), [householdRecipes, publicRecipeIds, publicRecipes]);
  return { recipes, loading: cookbookLoading || recipesStatus === 'idle' || recipesStatus === 'loading', failed: recipesStatus === 'failed' };
}
