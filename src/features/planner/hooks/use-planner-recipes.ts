import { useMemo } from 'react';
import type { Recipe } from '@/domain/recipes/recipe';
import { useCookbookRecipes } from '@/features/cookbook';
import { selectFetchedRecipes } from '../selectors';
import { usePlanner } from '../store';

export interface PlannerRecipes {
  /** What the planner offers to plan: the cookbook (the household's and its bookmarked recipes). */
  recipes: Recipe[];
  loading: boolean;
  /** An entry's recipe: undefined while unknown, null when gone ('Recipe not found'). */
  recipeOf: (recipeId: string) => Recipe | null | undefined;
}

export function usePlannerRecipes(): PlannerRecipes {
  const { recipes, loading } = useCookbookRecipes();
  const fetched = usePlanner(selectFetchedRecipes);
  return useMemo(() => {
    const byId = new Map(recipes.map((recipe) => [recipe.id, recipe]));
    return {
      recipes,
      loading,
      recipeOf: (recipeId: string) => byId.get(recipeId) ?? (recipeId in fetched ? fetched[recipeId] : undefined),
    };
  }, [recipes, loading, fetched]);
}
