import type { StoreApi } from 'zustand';
import type { ShopperLine } from '@/domain/grocery/shopping-list';
import type { GroceryList } from '@/domain/grocery/grocery-list';
import type { GroceryCategory } from '@/domain/grocery/categories';
import type { MealWhen } from '@/domain/grocery/meal-caption';
import type { Outcome } from '@/domain/shared/outcome';
import type { Unit } from '@/domain/recipes/units';
import type { LoadStatus } from '@/domain/shared/load-status';
import type { DocumentWrite } from '@/lib/firebase/document-writer';
import type { HouseholdScope } from '@/features/household';
import type { Overlay } from '@/lib/overlays';

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
  /** The active list as the live query last answered it, before `overlays`. */
  storedList: GroceryList | null;
  /** Changes shown on the list whose writes have not settled, laid over each answer (lib/overlays.ts). */
  overlays: readonly Overlay<GroceryList>[];
  /**
   * The list still stores an older array (lists opened at sign-up before lists kept maps): it
   * reads fine, but the planner leaves it alone rather than have the rules refuse its write.
   */
  olderShape: boolean;
  status: LoadStatus;
  /**
   * When each meal the list holds is planned, live, by meal entry id: what its portions stepper
   * names ('mardi · dîner'). Missing until read, null when gone or unreadable.
   */
  meals: Readonly<Record<string, MealWhen | null>>;
  error: GroceryErrorKey | null;
}

/** Errors of spec B §8 the list shows in its banner. */
export type GroceryErrorKey =
  | 'grocery.errors.update'
  | 'grocery.errors.removeItem'
  | 'grocery.errors.removeRecipe'
  | 'grocery.errors.portions'
  | 'grocery.errors.quantity'
  | 'grocery.errors.add'
  | 'grocery.errors.archive'
  | 'grocery.errors.putAway'
  | 'grocery.errors.share';

/** What the add-item form gives (spec B §5, "Add grocery item"): already validated by its schema. */
export interface CustomItemInput {
  name: string;
  /** A positive integer. */
  quantity: number;
  unit: Unit;
  category: GroceryCategory;
  standardIngredientId: string | null;
}

/** A planned meal the user adds to the list by hand (automation off: a day or the week). */
export interface MealToList {
  mealEntryId: string;
  recipeId: string;
  portions: number;
}

export interface GroceryActions {
  /** Follows the household's active list; the stop function forgets it. */
  follow: (scope: HouseholdScope) => () => void;
  /** Reads when each of the followed list's meals is planned (`meals`) until stopped: only the screen naming them does. */
  followMeals: () => () => void;
  /** Resolves once the list has answered (at once when it has): what the planner waits for before planning the list's side. */
  listAnswered: () => Promise<void>;
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
  /** Ticks a shopper line for what it shows to buy, or unticks it and every older tick it holds. */
  toggleLine: (line: ShopperLine) => Promise<void>;
  /**
   * Adds a custom item to the active list, opening one when the household has none (spec B §4).
   * Shown at once; refused with `error` set too.
   */
  addCustomItem: (input: CustomItemInput) => Promise<Outcome<GroceryErrorKey>>;
  /** A custom item's quantity, a positive integer (spec B §5). */
  changeCustomQuantity: (itemId: string, quantity: number) => Promise<void>;
  removeCustomItem: (itemId: string) => Promise<void>;
  /**
   * One planned meal's portions (1 to MAX_PORTIONS), on the meal and in the list together: a
   * meal's portions live on the meal (DESIGN.md §3).
   */
  changeMealPortions: (mealEntryId: string, portions: number) => Promise<void>;
  /** Removes every meal reference of a recipe from the list (after the user confirmed). */
  removeRecipe: (recipeId: string) => Promise<void>;
  /** Takes back meals added with addMeals whose planning the database then refused: the list held meals that are not planned. */
  takeBackMeals: (mealEntryIds: readonly string[]) => Promise<void>;
  /**
   * Adds planned meals the list does not hold yet (automation off), opening a list when none is
   * active. Refused, with `error` set too, when any write was.
   */
  addMeals: (meals: readonly MealToList[]) => Promise<Outcome<GroceryErrorKey>>;
  /** Archives the active list and any active legacy list of the household (spec B §4); the next add opens a new one. */
  archiveList: () => Promise<void>;
  /**
   * Makes sure the active list has a live share link (a new token when it has none or it
   * expired, DESIGN.md §3) and answers its token; null (and `error` set) when refused.
   */
  shareList: () => Promise<string | null>;
  /** Shares the list if needed and asks the server to mail its link to `to`; throws the message to show when refused. */
  sendByEmail: (to: string) => Promise<void>;
  dismissError: () => void;
}

export type GroceryStore = GroceryState & GroceryActions;

export const initialGroceryState: GroceryState = { list: null, storedList: null, overlays: [], olderShape: false, status: 'idle', meals: {}, error: null };

export type SetGrocery = StoreApi<GroceryStore>['setState'];
export type GetGrocery = StoreApi<GroceryStore>['getState'];

/** A part of the store's actions, in its own file (one file per group of intents). */
export type GrocerySlice<Action extends keyof GroceryActions> = (set: SetGrocery, get: GetGrocery, api: StoreApi<GroceryStore>) => Pick<GroceryActions, Action>;
