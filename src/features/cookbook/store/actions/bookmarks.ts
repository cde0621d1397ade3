import type { Cookbook } from '@/domain/cookbook/cookbook';
import { tagIdsOf, withRecipeTagChanges } from '@/domain/cookbook/recipe-tags';
import { readHousehold, selectScope } from '@/features/household';
import { optimistic } from '@/lib/optimistic';
import { whenState } from '@/lib/when-state';
import { showing, type CookbookSlice } from '../state';
import * as data from '../../data';

/** How long planning a meal waits for the cookbook to answer before it plans without the bookmark. */
const COOKBOOK_ANSWER_MS = 5_000;

/** The cookbook without the recipe: out of its list and of every tag (spec B §4). */
function withoutRecipe(cookbook: Cookbook, recipeId: string): Cookbook {
  const tags = withRecipeTagChanges(cookbook.tags, recipeId, { added: [], removed: tagIdsOf(cookbook.tags, recipeId) });
  return { ...cookbook, publicRecipeIds: cookbook.publicRecipeIds.filter((id) => id !== recipeId), tags };
}

/** Adds a public recipe of another household to the cookbook, or takes it out; shown at once, put back if refused. */
export const bookmarkActions: CookbookSlice<'toggleBookmark' | 'planBookmark'> = (set, get, store) => ({
  toggleBookmark: async (recipe) => {
    const scope = readHousehold(selectScope);
    const { bookmarks, publicRecipes, cookbook } = get();
    if (!scope || !cookbook) return;
    const kept = bookmarks.some((bookmark) => bookmark.recipeId === recipe.id);
    const tagIds = tagIdsOf(cookbook.tags, recipe.id);
    await optimistic({
      show: showing(
        set,
        kept
          ? { bookmarks: bookmarks.filter((bookmark) => bookmark.recipeId !== recipe.id), cookbook: withoutRecipe(cookbook, recipe.id) }
          : {
              bookmarks: [...bookmarks, { userId: scope.userId, recipeId: recipe.id, createdAt: new Date() }],
              publicRecipes: { ...publicRecipes, [recipe.id]: recipe },
              cookbook: { ...cookbook, publicRecipeIds: [...new Set([...cookbook.publicRecipeIds, recipe.id])] },
            },
        { bookmarks, publicRecipes, cookbook },
      ),
      write: () => (kept ? data.removeBookmark(scope.userId, scope.householdId, recipe.id, tagIds) : data.addBookmark(scope.userId, scope.householdId, recipe.id)),
      error: 'cookbook.errors.bookmark',
      fail: (error) => set({ error }),
    });
  },

  planBookmark: async (recipe) => {
    const scope = readHousehold(selectScope);
    // Only a public recipe of another household joins by bookmark (spec B §2); the household's own are there already.
    if (!scope || !recipe.isPublic || recipe.organizationId === scope.householdId) return null;
    // Offline the cache answers at once; past the bound the meal is planned without the bookmark.
    await whenState(store, (state) => state.status !== 'loading', COOKBOOK_ANSWER_MS);
    const { bookmarks, cookbook } = get();
    const kept = cookbook?.publicRecipeIds.includes(recipe.id) || bookmarks.some((bookmark) => bookmark.recipeId === recipe.id);
    if (!cookbook || kept) return null;
    return {
      write: data.bookmarkWrites(scope.userId, scope.householdId, recipe.id),
      show: () => {
        set((state) => ({
          bookmarks: [...state.bookmarks, { userId: scope.userId, recipeId: recipe.id, createdAt: new Date() }],
          publicRecipes: { ...state.publicRecipes, [recipe.id]: recipe },
          cookbook: state.cookbook && { ...state.cookbook, publicRecipeIds: [...new Set([...state.cookbook.publicRecipeIds, recipe.id])] },
        }));
        // Undoes this bookmark only: what the live queries brought meanwhile stays.
        return () =>
          set((state) => ({
            bookmarks: state.bookmarks.filter((bookmark) => bookmark.recipeId !== recipe.id),
            cookbook: state.cookbook && { ...state.cookbook, publicRecipeIds: state.cookbook.publicRecipeIds.filter((id) => id !== recipe.id) },
          }));
      },
    };
  },
});
