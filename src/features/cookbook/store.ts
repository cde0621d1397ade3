import { createStore } from '@/lib/create-store';
import type { Bookmark } from '@/domain/recipes/bookmark';
import type { Cookbook } from '@/domain/recipes/cookbook';
import type { Recipe } from '@/domain/recipes/recipe';
import type { SavedView, TagFilterType } from '@/domain/recipes/saved-view';
import { useSession } from '@/features/auth';
import { watchHouseholdRecipes } from '@/features/recipes';
import * as data from './data';

/** Stored errors of spec B §8, as locale keys. */
export type CookbookErrorKey =
  | 'cookbook.errors.load'
  | 'cookbook.errors.bookmark'
  | 'cookbook.errors.createTag'
  | 'cookbook.errors.updateTag'
  | 'cookbook.errors.deleteTag'
  | 'cookbook.errors.addTag'
  | 'cookbook.errors.removeTag'
  | 'cookbook.errors.saveView'
  | 'cookbook.errors.deleteView';

export interface CookbookSelection {
  query: string;
  selectedTagIds: string[];
  filterType: TagFilterType;
  currentViewId: string | null;
}

interface CookbookState extends CookbookSelection {
  cookbook: Cookbook | null;
  householdRecipes: Recipe[];
  bookmarks: Bookmark[];
  /** Bookmarked public recipes of other households. */
  bookmarkedRecipes: Recipe[];
  loading: boolean;
  error: CookbookErrorKey | null;
}

interface CookbookActions {
  /** Follows the household's cookbook and recipes and the user's bookmarks; returns the unsubscribe. */
  start: (organizationId: string, userId: string) => () => void;
  setSelection: (selection: Partial<CookbookSelection>) => void;
  toggleBookmark: (recipe: Recipe) => Promise<void>;
  createTag: (tag: { name: string; color: string }) => Promise<string | null>;
  updateTag: (tagId: string, changes: { name: string; color: string }) => Promise<boolean>;
  deleteTag: (tagId: string) => Promise<void>;
  setRecipeTag: (tagId: string, recipeId: string, tagged: boolean) => Promise<void>;
  saveView: (view: Omit<SavedView, 'createdAt' | 'updatedAt' | 'isDefault'> & { isDefault?: boolean }) => Promise<boolean>;
  deleteView: (viewId: string) => Promise<void>;
  clearError: () => void;
}

export type CookbookStore = CookbookState & CookbookActions;

export const initialCookbookState: CookbookState = {
  cookbook: null,
  householdRecipes: [],
  bookmarks: [],
  bookmarkedRecipes: [],
  loading: true,
  error: null,
  query: '',
  selectedTagIds: [],
  filterType: 'OR',
  currentViewId: null,
};

/** Adds recipes not already known: a fetch and an optimistic add may bring the same one. */
function mergeRecipes(known: readonly Recipe[], added: readonly Recipe[]): Recipe[] {
  const ids = new Set(known.map((recipe) => recipe.id));
  return [...known, ...added.filter((recipe) => !ids.has(recipe.id))];
}

function newId(): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, 20);
}

function household(): { organizationId: string; userId: string } | null {
  const { organization, user } = useSession.getState();
  return organization && user ? { organizationId: organization.id, userId: user.id } : null;
}

export const useCookbook = createStore<CookbookStore>((set, get) => {
  /** Runs a write; on failure restores the state taken before the optimistic change and says so. */
  const attempt = async (error: CookbookErrorKey, write: () => Promise<void>, rollback?: Partial<CookbookState>): Promise<boolean> => {
    try {
      await write();
      return true;
    } catch (cause) {
      console.error(error, cause);
      set({ ...rollback, error });
      return false;
    }
  };

  return {
    ...initialCookbookState,

    start: (organizationId, userId) => {
      set({ ...initialCookbookState, query: get().query, selectedTagIds: get().selectedTagIds, filterType: get().filterType, currentViewId: get().currentViewId });
      const fail = (cause: unknown) => {
        console.error('Cookbook subscription failed', cause);
        set({ loading: false, error: 'cookbook.errors.load' });
      };
      let loadedParts = 0;
      const loaded = () => {
        loadedParts += 1;
        if (loadedParts >= 2) set({ loading: false });
      };
      let firstCookbook = true;
      let firstRecipes = true;
      const stops = [
        data.watchCookbook(
          organizationId,
          (cookbook) => {
            set({ cookbook });
            if (firstCookbook) {
              firstCookbook = false;
              loaded();
            }
            const missing = cookbook.publicRecipeIds.filter((id) => !get().bookmarkedRecipes.some((recipe) => recipe.id === id));
            if (missing.length > 0) void data.fetchPublicRecipes(missing).then((found) => set((state) => ({ bookmarkedRecipes: mergeRecipes(state.bookmarkedRecipes, found) })), fail);
          },
          fail,
        ),
        watchHouseholdRecipes(
          organizationId,
          (householdRecipes) => {
            set({ householdRecipes });
            if (firstRecipes) {
              firstRecipes = false;
              loaded();
            }
          },
          fail,
        ),
        data.watchBookmarks(userId, (bookmarks) => set({ bookmarks }), fail),
      ];
      return () => stops.forEach((stop) => stop());
    },

    setSelection: (selection) => set(selection),
    clearError: () => set({ error: null }),

    toggleBookmark: async (recipe) => {
      const target = household();
      const { bookmarks, bookmarkedRecipes, cookbook } = get();
      if (!target || !cookbook) return;
      const bookmarked = bookmarks.some((bookmark) => bookmark.recipeId === recipe.id);
      const before = { bookmarks, bookmarkedRecipes };
      if (bookmarked) {
        const tagIds = Object.values(cookbook.tags)
          .filter((tag) => tag.recipeIds.includes(recipe.id))
          .map((tag) => tag.id);
        set({ bookmarks: bookmarks.filter((bookmark) => bookmark.recipeId !== recipe.id), bookmarkedRecipes: bookmarkedRecipes.filter((known) => known.id !== recipe.id) });
        await attempt('cookbook.errors.bookmark', () => data.removeBookmark(target.userId, target.organizationId, recipe.id, tagIds), before);
      } else {
        set({ bookmarks: [...bookmarks, { userId: target.userId, recipeId: recipe.id, createdAt: new Date() }], bookmarkedRecipes: mergeRecipes(bookmarkedRecipes, [recipe]) });
        await attempt('cookbook.errors.bookmark', () => data.addBookmark(target.userId, target.organizationId, recipe.id), before);
      }
    },

    createTag: async (tag) => {
      const target = household();
      if (!target) return null;
      const id = newId();
      try {
        await data.createTag(target.organizationId, { id, ...tag });
        return id;
      } catch (cause) {
        console.error('Tag creation failed', cause);
        set({ error: 'cookbook.errors.createTag' });
        return null;
      }
    },

    updateTag: async (tagId, changes) => {
      const target = household();
      return target ? attempt('cookbook.errors.updateTag', () => data.updateTag(target.organizationId, tagId, changes)) : false;
    },

    deleteTag: async (tagId) => {
      const target = household();
      if (!target) return;
      const { selectedTagIds } = get();
      set({ selectedTagIds: selectedTagIds.filter((id) => id !== tagId) });
      await attempt('cookbook.errors.deleteTag', () => data.deleteTag(target.organizationId, tagId), { selectedTagIds });
    },

    setRecipeTag: async (tagId, recipeId, tagged) => {
      const target = household();
      if (target) await attempt(tagged ? 'cookbook.errors.addTag' : 'cookbook.errors.removeTag', () => data.setRecipeTag(target.organizationId, tagId, recipeId, tagged));
    },

    saveView: async (view) => {
      const target = household();
      if (!target) return false;
      const now = new Date();
      const existing = get().cookbook?.savedViews.find((candidate) => candidate.id === view.id);
      return attempt('cookbook.errors.saveView', () =>
        data.saveView(target.organizationId, { ...view, isDefault: view.isDefault ?? false, createdAt: existing?.createdAt ?? now, updatedAt: now }),
      );
    },

    deleteView: async (viewId) => {
      const target = household();
      if (!target) return;
      const { currentViewId } = get();
      // Spec B §4: deleting the current view clears the selection.
      if (currentViewId === viewId) set({ currentViewId: null, selectedTagIds: [] });
      await attempt('cookbook.errors.deleteView', () => data.deleteView(target.organizationId, viewId), { currentViewId });
    },
  };
});
