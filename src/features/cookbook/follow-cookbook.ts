import { unreadPublicRecipeIds } from '@/domain/cookbook/cookbook-recipes';
import * as data from './data';
import { initialCookbookState, type CookbookSlice } from './cookbook-state';

/**
 * The household's cookbook and the user's bookmarks, live. The public recipes the cookbook
 * lists are read once each; which of them show follows its current list (cookbook-recipes.ts).
 */
export const followCookbookSlice: CookbookSlice<'start'> = (set, get) => ({
  start: ({ organizationId, userId }) => {
    set(initialCookbookState);
    const fail = (cause: unknown) => {
      console.error('Cookbook subscription failed', cause);
      set({ loading: false, error: 'cookbook.errors.load' });
    };
    // Each id is asked for once: a snapshot arriving before the answer, or a recipe deleted or
    // made private since (which never answers), must not be read again on every change.
    const asked = new Set<string>();
    const readPublicRecipes = (ids: readonly string[]) => {
      const unread = unreadPublicRecipeIds(ids, get().publicRecipes).filter((id) => !asked.has(id));
      if (unread.length === 0) return;
      unread.forEach((id) => asked.add(id));
      void data.fetchPublicRecipes(unread).then((found) => set((state) => ({ publicRecipes: { ...state.publicRecipes, ...Object.fromEntries(found.map((recipe) => [recipe.id, recipe])) } })), fail);
    };

    // Loaded once both have answered: until then a bookmark button cannot tell what it would do.
    const waiting = new Set(['cookbook', 'bookmarks']);
    const answered = (part: string) => waiting.delete(part) && waiting.size === 0;
    const stops = [
      data.watchCookbook(
        organizationId,
        (cookbook) => {
          set(answered('cookbook') ? { cookbook, loading: false } : { cookbook });
          readPublicRecipes(cookbook?.publicRecipeIds ?? []);
        },
        fail,
      ),
      data.watchBookmarks(userId, (bookmarks) => set(answered('bookmarks') ? { bookmarks, loading: false } : { bookmarks }), fail),
    ];
    return () => {
      stops.forEach((stop) => stop());
      set(initialCookbookState);
    };
  },
});
