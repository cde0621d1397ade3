import { useMemo } from 'react';
import type { Recipe } from '@/domain/recipes/recipe';
import { selectPublicRecipes, useCookbook } from '@/features/cookbook';
import { selectHouseholdRecipes, selectRecipesById, useRecipes } from '@/features/recipes';

/** An entry's recipe: undefined while unknown, null when gone ('Recette introuvable'). */
export type RecipeOf = (recipeId: string) => Recipe | null | undefined;

/**
 * The recipes of the entries on screen, as the planner reads them by id (followPlannerSlice).
 * Until a recipe's read answers, one the open cookbook already holds stands in: a meal just
 * dragged from the panel shows its name at once.
 */
export function usePlannerRecipeOf(): RecipeOf {
  const byId = useRecipes(selectRecipesById);
  const householdRecipes = useRecipes(selectHouseholdRecipes);
  const bookmarked = useCookbook(selectPublicRecipes);
  return useMemo(() => {
    const inCookbook = new Map(householdRecipes.map((recipe) => [recipe.id, recipe]));
    return (recipeId) => (recipeId in byId ? byId[recipeId] : (inCookbook.get(recipeId) ?? bookmarked[recipeId]));
  }, [byId, householdRecipes, bookmarked]);
}
