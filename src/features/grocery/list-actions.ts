import { archiveAction } from './archive-action';
import { customItemActions } from './custom-item-actions';
import type { GrocerySlice } from './grocery-state';
import { listMealActions } from './list-meal-actions';

/** The list-editing intents of the grocery store, one file per group. */
export const listActions: GrocerySlice<'addCustomItem' | 'changeCustomQuantity' | 'removeCustomItem' | 'changeMealPortions' | 'removeRecipe' | 'takeBackMeals' | 'addMeals' | 'archiveList'> = (
  set,
  get,
  api,
) => ({
  ...customItemActions(set, get, api),
  ...listMealActions(set, get, api),
  ...archiveAction(set, get, api),
});
