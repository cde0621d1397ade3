import type { RecipesById as LineRecipes } from '@/domain/grocery/grocery-line';
import type { GroceryList } from '@/domain/grocery/grocery-list';
import type { Recipe } from '@/domain/recipes/recipe';
import type { RecipesById } from '@/features/recipes';
import { plannedRecipeIds } from './live/follow-list-recipes';

// What a list's lines are made of, shared by the screen's hook (useGroceryLines) and the store's
// keeping of the shared view (follow-shared-view.ts), so both aggregate the same recipes.

/** The recipes the lines may use: those read by id that are there (one gone or unreadable is left out). */
export function listRecipesById(read: RecipesById): LineRecipes {
  const byRecipeId = new Map<string, Recipe>();
  for (const [id, recipe] of Object.entries(read)) if (recipe) byRecipeId.set(id, recipe);
  return byRecipeId;
}

/** A planned recipe not read by id yet is still on its way. */
export function isWaitingForRecipes(list: Pick<GroceryList, 'mealEntryRefs'> | null, read: RecipesById): boolean {
  return plannedRecipeIds(list).some((id) => !(id in read));
}
