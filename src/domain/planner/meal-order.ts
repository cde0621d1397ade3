import { mealTypeRank, mealTypes } from './meal-types';
import type { CalendarDay } from './week';

/** What ordering and grouping need of an entry; '' (or a missing date) means unplanned. */
export interface DatedEntry {
  date?: string | null;
  mealType?: string | null;
}

/** Entries split by planned day, with the unplanned ones apart (spec B §3). */
export interface EntriesByDay<E> {
  byDay: ReadonlyMap<CalendarDay, E[]>;
  unplanned: E[];
}

/**
 * A day's entries by meal type: breakfast, lunch, snack, dinner, then unspecified (spec B §2).
 * Entries of the same type keep the order they came in: each goes to its type's bucket, in one pass.
 */
export function orderByMealType<E extends Pick<DatedEntry, 'mealType'>>(entries: readonly E[]): E[] {
  const byRank: E[][] = Array.from({ length: mealTypes.length + 1 }, () => []);
  for (const entry of entries) byRank[mealTypeRank(entry.mealType)]?.push(entry);
  return byRank.flat();
}

/** One pass over the entries; each day's list keeps the input order (order it with orderByMealType). */
export function groupEntriesByDay<E extends DatedEntry>(entries: readonly E[]): EntriesByDay<E> {
  const byDay = new Map<CalendarDay, E[]>();
  const unplanned: E[] = [];
  for (const entry of entries) {
    if (!entry.date) {
      unplanned.push(entry);
      continue;
    }
    const list = byDay.get(entry.date);
    if (list) list.push(entry);
    else byDay.set(entry.date, [entry]);
  }
  return { byDay, unplanned };
}
