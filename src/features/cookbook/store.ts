import type { HouseholdQuery } from '@/features/household';
import { createStore } from '@/lib/create-store';
import { bookmarkActions } from './bookmark-actions';
import { initialCookbookState, type CookbookStore } from './cookbook-state';
import { followCookbookSlice } from './follow-cookbook';
import { saveRecipeAction } from './save-recipe';
import { tagActions } from './tag-actions';
import { viewActions } from './view-actions';

export const useCookbook = createStore<CookbookStore>((set, get, store) => ({
  ...initialCookbookState,
  ...followCookbookSlice(set, get, store),
  ...bookmarkActions(set, get, store),
  ...tagActions(set, get, store),
  ...viewActions(set, get, store),
  ...saveRecipeAction(set, get, store),
  setSelection: (selection) => set(selection),
  clearError: () => set({ error: null }),
}));

/** The household's cookbook and the user's bookmarks as a query of the app shell (DESIGN.md §1). */
export const followCookbook: HouseholdQuery = (scope) => useCookbook.getState().start(scope);
