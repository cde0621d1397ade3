import type { RecipesById } from '@/domain/grocery/grocery-line';
import type { GroceryList } from '@/domain/grocery/grocery-list-v2';
import type { Recipe } from '@/domain/recipes/recipe';
import { plannedRecipeIds } from './follow-list-recipes';

// What a list's lines are made of, shared by the screen's hook (useGroceryLines) and the store's
// keeping of the shared view (follow-shared-view.ts), so both aggregate the same recipes.

/** The recipes the lines may use: the cookbook's, and those the store read by id (null once gone). */
export function listRecipesById(fetched: Readonly<Record<string, Recipe | null>>, cookbookRecipes: readonly Recipe[]): RecipesById {
  const byRecipeId = new Map<string, Recipe>();
  for (const [id, recipe] of Object.entries(fetched)) if (recipe) byRecipeId.set(id, recipe);
  for (const recipe of cookbookRecipes) byRecipeId.set(recipe.id, recipe);
  return byRecipeId;
}

/** A planned recipe neither in the cookbook nor read by id yet is still on its way. */
export function isWaitingForRecipes(list: Pick<GroceryList, 'mealEntryRefs'> | null, recipesById: RecipesById, fetched: Readonly<Record<string, Recipe | null>>): boolean {
  return plannedRecipeIds(list).some((id) => !recipesById.has(id) && !(id in fetched));
}
