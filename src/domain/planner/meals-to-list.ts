import { entryPortions, type MealEntry } from './meal-entry';
import type { DayLayout } from './week-layout';

/** A planned meal as the grocery list references it (spec B §3, mealEntryRefs). */
export interface MealForList {
  mealEntryId: string;
  recipeId: string;
  portions: number;
}

/**
 * What adding days to the list by hand adds (spec B §2): the meals of the days still open to
 * changes, but those in `held` (the list has them already). A past or archived day adds nothing,
 * so the week adds exactly what its day buttons would. An entry without portions counts as the
 * planner shows it (household size, else 2).
 */
export function mealsToList(
  days: readonly Pick<DayLayout<Pick<MealEntry, 'id' | 'recipeId' | 'portions'>>, 'readOnly' | 'entries'>[],
  numberOfPersons: number | null | undefined,
  held: Readonly<Record<string, unknown>> = {},
): MealForList[] {
  return days
    .filter((day) => !day.readOnly)
    .flatMap((day) => day.entries)
    .filter((entry) => !Object.hasOwn(held, entry.id))
    .map((entry) => ({ mealEntryId: entry.id, recipeId: entry.recipeId, portions: entryPortions(entry, numberOfPersons) }));
}

/**
 * Whether a meal planned on `date` belongs on the grocery list: one waiting in 'Non planifiées'
 * (an empty date) is not going to be cooked this week, so nothing is bought for it yet.
 */
export function isShoppedFor(date: string): boolean {
  return date !== '';
}

/**
 * What moving a meal from one date to another does to the grocery list: it leaves the list for
 * 'Non planifiées', joins it again when given a day (the list adds it only with automation on),
 * and stays as it is between two days.
 */
export function listSideOfMove(from: string, to: string): 'leaves' | 'joins' | null {
  if (isShoppedFor(from) === isShoppedFor(to)) return null;
  return isShoppedFor(to) ? 'joins' : 'leaves';
}
