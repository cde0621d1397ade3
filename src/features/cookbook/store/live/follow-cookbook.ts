import * as data from '../../data';
import { initialCookbookState, type CookbookSlice } from '../state';

/**
 * The household's cookbook and the user's bookmarks, live. The public recipes the cookbook
 * lists are read by id by the screens showing them (use-cookbook-recipes.ts), a page at a time.
 */
export const followCookbookSlice: CookbookSlice<'start'> = (set) => ({
  start: ({ householdId, userId }) => {
    set(initialCookbookState);
    const fail = (cause: unknown) => {
      console.error('Cookbook subscription failed', cause);
      set({ status: 'failed', error: 'cookbook.errors.load' });
    };
    // Loaded once both have answered: until then a bookmark button cannot tell what it would do.
    const waiting = new Set(['cookbook', 'bookmarks']);
    const answered = (part: string) => waiting.delete(part) && waiting.size === 0;
    const stops = [
      data.watchCookbook(
        householdId,
        (cookbook) => set(answered('cookbook') ? { cookbook, status: 'loaded' } : { cookbook }),
        fail,
      ),
      data.watchBookmarks(userId, (bookmarks) => set(answered('bookmarks') ? { bookmarks, status: 'loaded' } : { bookmarks }), fail),
    ];
    return () => {
      stops.forEach((stop) => stop());
      set(initialCookbookState);
    };
  },
});
