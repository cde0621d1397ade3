import { archiveAction } from './archive';
import { customItemActions } from './custom-items';
import type { GrocerySlice } from '../state';
import { listMealActions } from './list-meals';

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
