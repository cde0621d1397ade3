import type { StoreApi } from 'zustand';
import type { Bookmark } from '@/domain/cookbook/bookmark';
import type { Cookbook } from '@/domain/cookbook/cookbook';
import type { SavedView, SavedViewChanges, TagFilterType } from '@/domain/cookbook/saved-view';
import type { Recipe } from '@/domain/recipes/recipe';
import type { Outcome } from '@/domain/shared/outcome';
import type { RecipeWrite } from '@/domain/recipes/recipe-form';
import type { LoadStatus } from '@/domain/shared/load-status';
import type { HouseholdScope } from '@/features/household';
import type { PlannedWrite } from '@/lib/firebase/document-writer';
import type { RecipeSaveResult, RecipeTagChoice } from '@/features/recipes';

/** Stored errors of spec B §8, as locale keys. */
export type CookbookErrorKey =
  | 'cookbook.errors.load'
  | 'cookbook.errors.bookmark'
  | 'cookbook.errors.createTag'
  | 'cookbook.errors.updateTag'
  | 'cookbook.errors.deleteTag'
  | 'cookbook.errors.saveView'
  | 'cookbook.errors.updateView'
  | 'cookbook.errors.deleteView';

export interface CookbookSelection {
  query: string;
  selectedTagIds: string[];
  filterType: TagFilterType;
  currentViewId: string | null;
}

export interface CookbookState extends CookbookSelection {
  /** The household's cookbook, live; null until it arrives, or while it is unreadable. */
  cookbook: Cookbook | null;
  /** Public recipes bookmarked here, by id: shown before their read by id answers. */
  publicRecipes: Readonly<Record<string, Recipe>>;
  /** The user's own bookmarks (spec B §1): which public recipes the bookmark button shows as kept. */
  bookmarks: Bookmark[];
  /** Loaded once both the cookbook and the bookmarks have answered. */
  status: LoadStatus;
  error: CookbookErrorKey | null;
}

/** A bookmark another feature writes in its own transaction; showing it puts the recipe in the cookbook. */
export type PlannedBookmark = PlannedWrite;

export interface CookbookActions {
  /** Follows the household's cookbook and the user's bookmarks; the stop function forgets them. */
  start: (scope: HouseholdScope) => () => void;
  setSelection: (selection: Partial<CookbookSelection>) => void;
  toggleBookmark: (recipe: Recipe) => Promise<void>;
  /**
   * For another feature's action that keeps a recipe (the planner's add-to-plan): the writes
   * bookmarking it, for its own transaction, and how to show them meanwhile. Null when the
   * recipe needs no bookmark (the household's own, or already in the cookbook). Waits for the
   * cookbook and the bookmarks to answer: a meal planned on a page just opened would otherwise
   * join the plan and never the cookbook.
   */
  planBookmark: (recipe: Recipe) => Promise<PlannedBookmark | null>;
  createTag: (tag: { name: string; color: string }) => Promise<string | null>;
  updateTag: (tagId: string, changes: { name: string; color: string }) => Promise<Outcome<CookbookErrorKey>>;
  deleteTag: (tagId: string) => Promise<void>;
  saveView: (view: Omit<SavedView, 'createdAt' | 'updatedAt' | 'isDefault'> & { isDefault?: boolean }) => Promise<Outcome<CookbookErrorKey>>;
  /** Renames, retags or recolours a view: shown at once, undone when the write fails. */
  updateView: (viewId: string, changes: SavedViewChanges) => Promise<Outcome<CookbookErrorKey>>;
  deleteView: (viewId: string) => Promise<void>;
  /** Saves a recipe of the household and the tags it joins or leaves, in one batch. */
  saveRecipe: (fields: RecipeWrite, existing: Recipe | null, tags: RecipeTagChoice) => Promise<RecipeSaveResult>;
  clearError: () => void;
}

export type CookbookStore = CookbookState & CookbookActions;

export const initialCookbookState: CookbookState = {
  cookbook: null,
  publicRecipes: {},
  bookmarks: [],
  status: 'loading',
  error: null,
  query: '',
  selectedTagIds: [],
  filterType: 'OR',
  currentViewId: null,
};

type SetCookbook = StoreApi<CookbookStore>['setState'];
type GetCookbook = StoreApi<CookbookStore>['getState'];

/** A part of the store's actions, written in its own file (zustand's slices pattern). */
export type CookbookSlice<Action extends keyof CookbookActions> = (set: SetCookbook, get: GetCookbook, store: StoreApi<CookbookStore>) => Pick<CookbookActions, Action>;

/**
 * What shows a change of the cookbook's own fields for optimistic(): it sets `change`, and its
 * undo puts back `before`, the fields as they were.
 */
export function showing(set: SetCookbook, change: Partial<CookbookState>, before: Partial<CookbookState>): () => () => void {
  return () => {
    set(change);
    return () => set(before);
  };
}
