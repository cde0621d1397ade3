import type { Cookbook } from '@/domain/cookbook/cookbook';
import { tagIdsOf, withRecipeTagChanges } from '@/domain/cookbook/recipe-tags';
import { selectScope, useHousehold } from '@/features/household';
import { attempt, type CookbookSlice } from './cookbook-state';
import * as data from './data';

/** The cookbook without the recipe: out of its list and of every tag (spec B §4). */
function withoutRecipe(cookbook: Cookbook, recipeId: string): Cookbook {
  const tags = withRecipeTagChanges(cookbook.tags, recipeId, { added: [], removed: tagIdsOf(cookbook.tags, recipeId) });
  return { ...cookbook, publicRecipeIds: cookbook.publicRecipeIds.filter((id) => id !== recipeId), tags };
}

/** Adds a public recipe of another household to the cookbook, or takes it out; shown at once, put back if refused. */
export const bookmarkActions: CookbookSlice<'toggleBookmark'> = (set, get) => ({
  toggleBookmark: async (recipe) => {
    const scope = selectScope(useHousehold.getState());
    const { bookmarks, publicRecipes, cookbook } = get();
    if (!scope || !cookbook) return;
    const before = { bookmarks, publicRecipes, cookbook };
    if (bookmarks.some((bookmark) => bookmark.recipeId === recipe.id)) {
      const tagIds = tagIdsOf(cookbook.tags, recipe.id);
      set({ bookmarks: bookmarks.filter((bookmark) => bookmark.recipeId !== recipe.id), cookbook: withoutRecipe(cookbook, recipe.id) });
      await attempt(set)('cookbook.errors.bookmark', () => data.removeBookmark(scope.userId, scope.organizationId, recipe.id, tagIds), before);
    } else {
      set({
        bookmarks: [...bookmarks, { userId: scope.userId, recipeId: recipe.id, createdAt: new Date() }],
        publicRecipes: { ...publicRecipes, [recipe.id]: recipe },
        cookbook: { ...cookbook, publicRecipeIds: [...new Set([...cookbook.publicRecipeIds, recipe.id])] },
      });
      await attempt(set)('cookbook.errors.bookmark', () => data.addBookmark(scope.userId, scope.organizationId, recipe.id), before);
    }
  },
});
