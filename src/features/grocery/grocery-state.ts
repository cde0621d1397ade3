import type { AggregatedItem } from '@/domain/grocery/grocery-line';
import type { GroceryList } from '@/domain/grocery/grocery-list-v2';
import type { Recipe } from '@/domain/recipes/recipe';
import type { DocumentWrite } from '@/lib/firestore/document-writer';
import type { HouseholdScope } from '@/features/household';

/** What a planner action does to the list's meal references (spec B §4, "automation"). */
export type MealRefChange =
  | { kind: 'add'; mealEntryId: string; recipeId: string; portions: number }
  | { kind: 'portions'; mealEntryId: string; portions: number }
  | { kind: 'remove'; mealEntryId: string };

/** A change of the list another feature writes in its own transaction. */
export interface PlannedListChange {
  write: DocumentWrite;
  /** Shows the change before the database answers; returns the undo. */
  show: () => () => void;
}

export interface GroceryState {
  /** The household's active list (the newest), live; null when it has none. */
  list: GroceryList | null;
  /**
   * The list still stores an older array (lists opened at sign-up before lists kept maps): it
   * reads fine, but the planner leaves it alone rather than have the rules refuse its write.
   */
  olderShape: boolean;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /**
   * Recipes the list plans that are not in the cookbook, read once by id while the list is
   * followed; null when gone or unreadable (the list then leaves their meals out).
   */
  recipes: Readonly<Record<string, Recipe | null>>;
  error: GroceryErrorKey | null;
}

/** Errors of spec B §8 the list shows in its banner. */
export type GroceryErrorKey = 'grocery.errors.update';

export interface GroceryActions {
  /** Follows the household's active list; the stop function forgets it. */
  follow: (scope: HouseholdScope) => () => void;
  /**
   * For the planner's actions: the list's side of adding, re-portioning or removing a meal, for
   * the planner's own transaction. Null when the list has nothing to do (automation off for an
   * addition, a meal the list does not hold, or the list not known yet).
   */
  planMealRefChange: (change: MealRefChange) => PlannedListChange | null;
  /**
   * Ticks a line, or unticks it with everything stored that made it checked (spec B §4). Shown
   * at once by the live list; a refused write is taken back and leaves `error` set.
   */
  toggleLine: (item: AggregatedItem) => Promise<void>;
  dismissError: () => void;
}

export type GroceryStore = GroceryState & GroceryActions;

export const initialGroceryState: GroceryState = { list: null, olderShape: false, status: 'idle', recipes: {}, error: null };
