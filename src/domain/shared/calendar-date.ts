import { format, isValid, parse } from 'date-fns';
import { z } from 'zod';

/** Planner days are stored as local calendar days, never as instants (spec B §2). */
export const CALENDAR_DATE_FORMAT = 'yyyy-MM-dd';

const calendarDatePattern = /^\d{4}-\d{2}-\d{2}$/;

export function toCalendarDate(date: Date): string {
  return format(date, CALENDAR_DATE_FORMAT);
}

/** Local midnight of a yyyy-MM-dd day, or null for anything else (including 2024-02-30). */
export function parseCalendarDate(value: string): Date | null {
  if (!calendarDatePattern.test(value)) return null;
  const date = parse(value, CALENDAR_DATE_FORMAT, new Date(0));
  return isValid(date) ? date : null;
}

export const calendarDateSchema = z
  .string()
  .refine((value) => parseCalendarDate(value) !== null, { error: 'Expected a yyyy-MM-dd day' });
