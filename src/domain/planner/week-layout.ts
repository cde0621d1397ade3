import { groupEntriesByDay, orderByMealType, type DatedEntry } from './meal-order';
import { dayTiming, type CalendarDay, type DayTiming, type PlannerWeek } from './week';

/** What the layout reads of an entry. */
export interface LayoutEntry extends DatedEntry {
  isArchived?: boolean;
}

/** One day card of the planner. */
export interface DayLayout<E> {
  day: CalendarDay;
  timing: DayTiming;
  /** Past days, and days holding an archived entry, take no add, edit, remove or drop (spec B §2, §4). */
  readOnly: boolean;
  /** Ordered by meal type; empty shows 'Aucune recette planifiée'. */
  entries: E[];
}

/** The planner screen's week: seven day cards, and the unplanned area in the order given. */
export interface WeekLayout<E> {
  days: DayLayout<E>[];
  unplanned: E[];
}

/**
 * Lays out a week from all the household's entries in one pass plus a sort per day; entries on
 * days outside the week are left out. Kept as a single function so it can be benchmarked.
 */
export function layoutWeek<E extends LayoutEntry>(week: Pick<PlannerWeek, 'days'>, entries: readonly E[], today: CalendarDay): WeekLayout<E> {
  const { byDay, unplanned } = groupEntriesByDay(entries);
  const days = week.days.map((day): DayLayout<E> => {
    const dayEntries = byDay.get(day) ?? [];
    const timing = dayTiming(day, today);
    return {
      day,
      timing,
      readOnly: timing === 'past' || dayEntries.some((entry) => entry.isArchived === true),
      entries: orderByMealType(dayEntries),
    };
  });
  return { days, unplanned };
}
