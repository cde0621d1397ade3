import { entryPortions, type MealEntry } from './meal-entry';
import type { DayLayout } from './week-layout';

/** A planned meal as the grocery list references it (spec B §3, mealEntryRefs). */
export interface MealForList {
  mealEntryId: string;
  recipeId: string;
  portions: number;
}

/**
 * What adding days to the list by hand adds (automation off, spec B §2): the meals of the days
 * still open to changes. A past or archived day adds nothing, so the week adds exactly what its
 * day buttons would. An entry without portions counts as the planner shows it (household size, else 2).
 */
export function mealsToList(
  days: readonly Pick<DayLayout<Pick<MealEntry, 'id' | 'recipeId' | 'portions'>>, 'readOnly' | 'entries'>[],
  numberOfPersons: number | null | undefined,
): MealForList[] {
  return days
    .filter((day) => !day.readOnly)
    .flatMap((day) => day.entries)
    .map((entry) => ({ mealEntryId: entry.id, recipeId: entry.recipeId, portions: entryPortions(entry, numberOfPersons) }));
}
