import type { HouseholdQuery } from '@/features/household';
import { createStore } from '@/lib/create-store';
import { bookmarkActions } from './actions/bookmarks';
import { initialCookbookState, type CookbookStore } from './state';
import { followCookbookSlice } from './live/follow-cookbook';
import { saveRecipeAction } from './actions/save-recipe';
import { tagActions } from './actions/tags';
import { viewActions } from './actions/views';

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

/** The bookmark of another household's public recipe, in the planner's own batch when it plans the recipe. */
export const planBookmark: CookbookStore['planBookmark'] = (recipe) => useCookbook.getState().planBookmark(recipe);
