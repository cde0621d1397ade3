import type { StoreApi } from 'zustand';
import type { GroceryList } from '@/domain/grocery/grocery-list';
import { readRecipes } from '@/features/recipes';
import type { GroceryStore } from '../state';

/** The recipes a list plans, each once. */
export function plannedRecipeIds(list: Pick<GroceryList, 'mealEntryRefs'> | null): string[] {
  return list ? [...new Set(Object.values(list.mealEntryRefs).map((ref) => ref.recipeId))] : [];
}

/**
 * Reads the recipes the followed list plans by id (into the recipes store's `recipesById`), again
 * as the list changes, while something shows its lines or keeps its shared view: no other
 * screen reads them. Returns the stop function.
 */
export function readListRecipes(api: StoreApi<GroceryStore>): () => void {
  const reader = readRecipes();
  reader.want(plannedRecipeIds(api.getState().list));
  const stopWatching = api.subscribe((next, previous) => {
    if (next.list !== previous.list) reader.want(plannedRecipeIds(next.list));
  });
  return () => {
    stopWatching();
    reader.stop();
  };
}
