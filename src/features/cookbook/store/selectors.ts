import type { Cookbook } from '@/domain/cookbook/cookbook';
import { isTagLimitReached } from '@/domain/cookbook/cookbook-tag';
import type { LoadStatus } from '@/domain/shared/load-status';
import type { CookbookStore } from './state';

// How screens read the cookbook: `useCookbook(selectX)` for one field, `useShallow` around the
// selectors returning objects. Missing lists read as the same empty value every time, so a
// component selecting one does not render again for nothing.

const noTags: Cookbook['tags'] = {};
const noViews: Cookbook['savedViews'] = [];
const noIds: string[] = [];

export const selectTags = (state: CookbookStore) => state.cookbook?.tags ?? noTags;
export const selectSavedViews = (state: CookbookStore) => state.cookbook?.savedViews ?? noViews;
export const selectPublicRecipeIds = (state: CookbookStore) => state.cookbook?.publicRecipeIds ?? noIds;
export const selectPublicRecipes = (state: CookbookStore) => state.publicRecipes;
export const selectCookbookLoading = (state: CookbookStore) => state.status === 'loading';

/** A new tag would pass the limit of the rules: the screens say so instead of offering it. */
export const selectTagLimitReached = (state: CookbookStore) => isTagLimitReached(selectTags(state));

export const selectIsBookmarked = (recipeId: string) => (state: CookbookStore) => state.bookmarks.some((bookmark) => bookmark.recipeId === recipeId);

/** For `useShallow`: what the cookbook screen filters by. */
export const selectSelection = (state: CookbookStore) => ({
  query: state.query,
  selectedTagIds: state.selectedTagIds,
  filterType: state.filterType,
  currentViewId: state.currentViewId,
});

/** For `useShallow`: the stored error and how to dismiss it. */
export const selectCookbookError = (state: CookbookStore) => ({ error: state.error, clearError: state.clearError });

/**
 * Where the household's tags stand, for a screen showing them outside the cookbook (the
 * household settings): a cookbook that loaded as missing simply has no tags yet.
 */
export const selectTagsStatus = (state: CookbookStore): Exclude<LoadStatus, 'idle'> =>
  state.cookbook !== null ? 'loaded' : state.status === 'loading' ? 'loading' : state.error === 'cookbook.errors.load' ? 'failed' : 'loaded';

/**
 * For `useShallow`: the stored error when a tag failed to delete, and how to dismiss it. A
 * failed create or rename is said by its own form, which keeps what was typed.
 */
export const selectTagWriteError = (state: CookbookStore) => ({
  error: state.error === 'cookbook.errors.deleteTag' ? state.error : null,
  clearError: state.clearError,
});

export const selectSetSelection = (state: CookbookStore) => state.setSelection;
export const selectToggleBookmark = (state: CookbookStore) => state.toggleBookmark;
export const selectSaveRecipe = (state: CookbookStore) => state.saveRecipe;
export const selectDeleteView = (state: CookbookStore) => state.deleteView;
export const selectSaveView = (state: CookbookStore) => state.saveView;
export const selectUpdateView = (state: CookbookStore) => state.updateView;
export const selectCreateTag = (state: CookbookStore) => state.createTag;

/** For `useShallow`: what the tag manager does. */
export const selectTagActions = (state: CookbookStore) => ({ createTag: state.createTag, updateTag: state.updateTag, deleteTag: state.deleteTag });
