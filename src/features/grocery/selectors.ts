import type { GroceryStore } from './grocery-state';

// How screens read the list: `useGrocery(selectX)` for one field, `useShallow` around the
// selectors returning objects.

export const selectList = (state: GroceryStore) => state.list;
export const selectGroceryStatus = (state: GroceryStore) => state.status;
export const selectFetchedRecipes = (state: GroceryStore) => state.recipes;
export const selectToggleLine = (state: GroceryStore) => state.toggleLine;

/** For `useShallow`: the banner's error and how to dismiss it. */
export const selectGroceryError = (state: GroceryStore) => ({ error: state.error, dismissError: state.dismissError });
