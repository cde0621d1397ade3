import type { MealEntryRefFields } from './grocery-list';

/**
 * Entries of one map a single write may add or change: firestore.rules (isMapEdit) refuses a
 * fourth, so that checking each one stays within a request's expression budget.
 */
export const GROCERY_LIST_MAX_ENTRY_CHANGES_PER_WRITE = 3;

/** A planned meal to include in a list, stored at mealEntryRefs.{mealEntryId}. */
export interface MealToInclude extends MealEntryRefFields {
  mealEntryId: string;
}

/** The meals a list does not hold yet, each once (the first of duplicates), in their order. */
export function mealsNotHeld(meals: readonly MealToInclude[], held: Readonly<Record<string, unknown>>): MealToInclude[] {
  const seen = new Set(Object.keys(held));
  return meals.filter(({ mealEntryId }) => {
    if (seen.has(mealEntryId)) return false;
    seen.add(mealEntryId);
    return true;
  });
}

/** Entries split into the writes the rules accept, in order: each holds at most three. */
export function inWrites<Entry>(entries: readonly Entry[]): Entry[][] {
  const writes: Entry[][] = [];
  for (let start = 0; start < entries.length; start += GROCERY_LIST_MAX_ENTRY_CHANGES_PER_WRITE) {
    writes.push(entries.slice(start, start + GROCERY_LIST_MAX_ENTRY_CHANGES_PER_WRITE));
  }
  return writes;
}
