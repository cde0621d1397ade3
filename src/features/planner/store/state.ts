import type { StoreApi } from 'zustand';
import type { EntryChange } from '@/domain/planner/entry-changes';
import type { MealEntry } from '@/domain/planner/meal-entry';
import type { MealType } from '@/domain/planner/meal-types';
import type { PlannerFilters } from '@/domain/planner/planner-filters';
import { defaultPlannerFilters } from '@/domain/planner/planner-filters';
import type { CalendarDay, PlannerWeek } from '@/domain/planner/week';
import type { Outcome } from '@/domain/shared/outcome';
import type { Recipe } from '@/domain/recipes/recipe';
import type { StockChange } from '@/domain/cupboard/pantry-entry';
import type { LoadStatus } from '@/domain/shared/load-status';

/** Errors of spec B §8 the planner shows in its banner (the spec only logs them; we tell people). */
export type PlannerErrorKey =
  | 'planner.errors.noHousehold'
  | 'planner.errors.subscription'
  | 'planner.errors.add'
  | 'planner.errors.update'
  | 'planner.errors.remove'
  | 'planner.errors.cook'
  | 'planner.errors.uncook'
  | 'planner.propose.errors.validate';

/** A change shown before the database answers; `landed` once it has, until the live entries show it. */
export interface PendingChange {
  token: number;
  change: EntryChange;
  landed: boolean;
}

export interface PlannerState {
  /** The week on screen; null until the planner opens one. */
  week: PlannerWeek | null;
  /** The household's entries of that week, and its unplanned ones, live. */
  weekEntries: MealEntry[];
  unplannedEntries: MealEntry[];
  status: LoadStatus;
  /** Changes laid over the live entries: what the screen shows is withEntryChanges(entries, changes). */
  pending: PendingChange[];
  error: PlannerErrorKey | null;
  filters: PlannerFilters;
  /** The meal just marked 'Cuisiné' and what it took from the cupboard, while 'Annuler' is offered. */
  cooked: CookedMeal | null;
  /**
   * The grid card whose options are open (EntryOptions): kept here, not in the card, so that a
   * card drawn anew (its meal landing, the week read again) keeps them open under the pointer.
   */
  optionsOpenFor: string | null;
}

export interface CookedMeal {
  entryId: string;
  recipeName: string;
  changes: StockChange[];
}

/** What adding a recipe to the plan needs; portions default to the household's size, else the recipe's servings. */
export interface NewEntry {
  recipe: Recipe;
  /** A day, or '' for the unplanned area. */
  date: CalendarDay | '';
  mealType: MealType | null;
  portions?: number;
}

export type PlannerOutcome = Outcome<PlannerErrorKey>;

export interface PlannerActions {
  /** Follows the household's unplanned entries and the entries of the week on screen. */
  follow: (householdId: string) => () => void;
  /** Puts a week on screen; its entries replace the previous week's. */
  showWeek: (week: PlannerWeek) => void;
  /**
   * One action per planner intent, each one batch (the entry and what goes with it, never the
   * weekly plan), shown at once, kept offline, and undone if refused. The grocery list joins these.
   */
  addEntry: (entry: NewEntry) => Promise<PlannerOutcome>;
  /** Several meals at once, one batch with the list's side (a validated proposal: 'Valider'). */
  planMeals: (meals: readonly NewEntry[]) => Promise<PlannerOutcome>;
  changePortions: (entryId: string, portions: number) => Promise<PlannerOutcome>;
  setMealType: (entryId: string, mealType: MealType | null) => Promise<PlannerOutcome>;
  /** To another day or to the unplanned area (''); the meal type resets (spec B §4). */
  moveEntry: (entryId: string, date: CalendarDay | '') => Promise<PlannerOutcome>;
  removeEntry: (entryId: string) => Promise<PlannerOutcome>;
  /** 'Cuisiné': takes the meal's amounts at its portions from the cupboard and marks it completed (actions/cook.ts). */
  cookEntry: (entryId: string, recipe: Pick<Recipe, 'name' | 'servings' | 'ingredients'>) => Promise<PlannerOutcome>;
  /** 'Annuler' on 'Cuisiné : {recette}': gives back exactly what it took and unmarks the meal. */
  undoCooked: () => Promise<PlannerOutcome>;
  setFilters: (filters: Partial<PlannerFilters>) => void;
  resetFilters: () => void;
  /** Opens one grid card's options (closing any other), or closes them with null. */
  showOptionsOf: (entryId: string | null) => void;
  dismissError: () => void;
}

export type PlannerStore = PlannerState & PlannerActions;

export const initialPlannerState: PlannerState = {
  week: null,
  weekEntries: [],
  unplannedEntries: [],
  status: 'idle',
  pending: [],
  error: null,
  filters: defaultPlannerFilters,
  cooked: null,
  optionsOpenFor: null,
};

export type SetPlanner = StoreApi<PlannerStore>['setState'];
export type GetPlanner = StoreApi<PlannerStore>['getState'];

/** A part of the store's actions, written in its own file (zustand's slices pattern). */
export type PlannerSlice<Action extends keyof PlannerActions> = (set: SetPlanner, get: GetPlanner, api: StoreApi<PlannerStore>) => Pick<PlannerActions, Action>;
