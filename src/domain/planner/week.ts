import { addDays, getDay, startOfWeek, type Day } from 'date-fns';
import { parseCalendarDate, toCalendarDate } from '../shared/calendar-date';
import type { WeekStartDay } from '../household/household';

/** A local calendar day as the planner stores it, yyyy-MM-dd (spec B §2, §3). */
export type CalendarDay = string;

/** Days in a planner week, and in the add-to-plan picker (spec B §9). */
export const DAYS_PER_WEEK = 7;
export const ADD_TO_PLAN_DAY_COUNT = 14;

/** The seven days the planner shows; `start` is also the day of the 'Semaine du {date}' header. */
export interface PlannerWeek {
  start: CalendarDay;
  end: CalendarDay;
  days: readonly CalendarDay[];
}

/** Where a day stands against today: past days are read-only, today is highlighted (spec B §2). */
export type DayTiming = 'past' | 'today' | 'future';

/**
 * Every calculation goes through local midnight and date-fns' calendar arithmetic (setDate, not
 * +24 h), so a 23- or 25-hour day around a daylight-saving change never skips or repeats a day.
 */
function toLocalDay(day: CalendarDay): Date {
  const date = parseCalendarDate(day);
  if (!date) throw new RangeError(`Expected a yyyy-MM-dd day, got "${day}"`);
  return date;
}

/** Adds (or with a negative count, removes) whole calendar days. */
export function addCalendarDays(day: CalendarDay, count: number): CalendarDay {
  return toCalendarDate(addDays(toLocalDay(day), count));
}

/** `count` consecutive days from `start`. */
export function consecutiveDays(start: CalendarDay, count: number): CalendarDay[] {
  const first = toLocalDay(start);
  return Array.from({ length: count }, (_, index) => toCalendarDate(addDays(first, index)));
}

/**
 * The weekday weeks start on: the household's, or today's when it has none, so that an unset
 * household sees a week starting today (spec B §2, "today if unset").
 */
export function effectiveWeekStartDay(weekStartDay: WeekStartDay | null | undefined, today: CalendarDay): WeekStartDay {
  return weekStartDay ?? (getDay(toLocalDay(today)) as WeekStartDay);
}

/** First day of the week holding `day`. */
export function weekStartOf(day: CalendarDay, weekStartDay: WeekStartDay | null | undefined, today: CalendarDay): CalendarDay {
  // weekStartDaySchema holds it to 0..6, which is what date-fns' Day type names.
  const weekStartsOn = effectiveWeekStartDay(weekStartDay, today) as Day;
  return toCalendarDate(startOfWeek(toLocalDay(day), { weekStartsOn }));
}

/** The planner week holding `day` (the current week when `day` is today). */
export function plannerWeek(day: CalendarDay, weekStartDay: WeekStartDay | null | undefined, today: CalendarDay): PlannerWeek {
  return weekFrom(weekStartOf(day, weekStartDay, today));
}

/** The week beginning on `start`, taken as given. */
export function weekFrom(start: CalendarDay): PlannerWeek {
  const days = consecutiveDays(start, DAYS_PER_WEEK);
  return { start, end: days[DAYS_PER_WEEK - 1] ?? start, days };
}

/** The week before (-1) or after (+1): the arrows move by exactly 7 days (spec B §2). */
export function shiftWeek(week: Pick<PlannerWeek, 'start'>, direction: -1 | 1): PlannerWeek {
  return weekFrom(addCalendarDays(week.start, direction * DAYS_PER_WEEK));
}

/** yyyy-MM-dd strings sort like the days they name, so a string comparison is enough. */
export function dayTiming(day: CalendarDay, today: CalendarDay): DayTiming {
  if (day < today) return 'past';
  return day === today ? 'today' : 'future';
}

export function isPastDay(day: CalendarDay, today: CalendarDay): boolean {
  return dayTiming(day, today) === 'past';
}

export function isToday(day: CalendarDay, today: CalendarDay): boolean {
  return day === today;
}

/** The add-to-plan picker's days: the week's start to the end of the following week (spec B §2, §9). */
export function addToPlanDays(week: Pick<PlannerWeek, 'start'>): CalendarDay[] {
  return consecutiveDays(week.start, ADD_TO_PLAN_DAY_COUNT);
}
