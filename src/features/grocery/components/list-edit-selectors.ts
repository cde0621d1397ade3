import type { GroceryStore } from '../grocery-state';

// The list's edits, one per intent, as the screens that offer them select them.

export const selectAddCustomItem = (state: GroceryStore) => state.addCustomItem;
export const selectArchiveList = (state: GroceryStore) => state.archiveList;

/** For `useShallow`: what a custom line's controls change. */
export const selectCustomItemEdits = (state: GroceryStore) => ({ changeCustomQuantity: state.changeCustomQuantity, removeCustomItem: state.removeCustomItem });

/** For `useShallow`: what a recipe's section changes. */
export const selectRecipeEdits = (state: GroceryStore) => ({ changeMealPortions: state.changeMealPortions, removeRecipe: state.removeRecipe });
