import type { GroceryList } from '@/domain/grocery/grocery-list';
import type { GroceryStore } from './state';

// How screens read the list: `useGrocery(selectX)` for one field, `useShallow` around the
// selectors returning objects.

export const selectList = (state: GroceryStore) => state.list;
export const selectGroceryStatus = (state: GroceryStore) => state.status;
export const selectListMeals = (state: GroceryStore) => state.meals;
export const selectFollowMeals = (state: GroceryStore) => state.followMeals;
export const selectToggleLine = (state: GroceryStore) => state.toggleLine;

const noMeals: GroceryList['mealEntryRefs'] = {};

/** The planned meals the active list holds (none without a list); null until the list has answered. */
export const selectMealsOnList = (state: GroceryStore) => (state.status === 'loaded' ? (state.list?.mealEntryRefs ?? noMeals) : null);

/** For `useShallow`: the banner's error and how to dismiss it. */
export const selectGroceryError = (state: GroceryStore) => ({ error: state.error, dismissError: state.dismissError });

// The list's edits, one per intent.
export const selectAddCustomItem = (state: GroceryStore) => state.addCustomItem;
export const selectArchiveList = (state: GroceryStore) => state.archiveList;
export const selectAddMeals = (state: GroceryStore) => state.addMeals;

/** For `useShallow`: what a custom line's controls change. */
export const selectCustomItemEdits = (state: GroceryStore) => ({ changeCustomQuantity: state.changeCustomQuantity, removeCustomItem: state.removeCustomItem });

/** For `useShallow`: what a recipe's section changes. */
export const selectRecipeEdits = (state: GroceryStore) => ({ changeMealPortions: state.changeMealPortions, removeRecipe: state.removeRecipe });

export const selectSendByEmail = (state: GroceryStore) => state.sendByEmail;
