import { getDay } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCalendarDate } from '../shared/calendar-date';
import type { WeekStartDay } from '../household/household';
import {
  addCalendarDays,
  addToPlanDays,
  dayTiming,
  effectiveWeekStartDay,
  isPastDay,
  isToday,
  plannerWeek,
  shiftWeek,
  weekFrom,
  weekStartOf,
} from './week';

const weekday = (day: string) => getDay(parseCalendarDate(day) ?? new Date(Number.NaN));

// Runs the calendar cases in zones whose daylight-saving changes differ: Paris (last Sundays of
// March and October), New York, Auckland (southern hemisphere) and Santiago (changes at midnight).
const zones = ['Europe/Paris', 'America/New_York', 'Pacific/Auckland', 'America/Santiago', 'UTC'];

describe.each(zones)('planner week in %s', (zone) => {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  // 2026-03-18 is a Wednesday.
  const startsByWeekStartDay: Record<WeekStartDay, string> = {
    0: '2026-03-15',
    1: '2026-03-16',
    2: '2026-03-17',
    3: '2026-03-18',
    4: '2026-03-12',
    5: '2026-03-13',
    6: '2026-03-14',
  };

  it('runs in the zone it names', () => {
    expect(new Date(2026, 0, 1).toString()).not.toBe('');
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  });

  it.each(Object.entries(startsByWeekStartDay))('starts on weekday %s', (startDay, start) => {
    const weekStartDay = Number(startDay) as WeekStartDay;
    const week = plannerWeek('2026-03-18', weekStartDay, '2026-03-18');
    expect(week.start).toBe(start);
    expect(week.days).toHaveLength(7);
    expect(week.days[0]).toBe(start);
    expect(week.end).toBe(week.days[6]);
    expect(weekday(week.start)).toBe(weekStartDay);
    // Every day of the week belongs to the same week.
    for (const day of week.days) expect(weekStartOf(day, weekStartDay, '2026-03-18'), day).toBe(start);
    expect(weekStartOf(addCalendarDays(week.end, 1), weekStartDay, '2026-03-18')).toBe(addCalendarDays(start, 7));
  });

  it('starts on today when the household has no week start day', () => {
    expect(effectiveWeekStartDay(null, '2026-03-18')).toBe(3);
    expect(effectiveWeekStartDay(undefined, '2026-03-15')).toBe(0);
    expect(plannerWeek('2026-03-18', null, '2026-03-18').start).toBe('2026-03-18');
    expect(plannerWeek('2026-03-26', null, '2026-03-18').days).toEqual([
      '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31',
    ]);
    // A household's own day wins over today's.
    expect(plannerWeek('2026-03-18', 1, '2026-03-18').start).toBe('2026-03-16');
  });

  it('crosses month and year ends', () => {
    expect(plannerWeek('2025-12-31', 1, '2025-12-31').days).toEqual([
      '2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04',
    ]);
    expect(plannerWeek('2026-03-01', 1, '2026-03-01')).toMatchObject({ start: '2026-02-23', end: '2026-03-01' });
    expect(plannerWeek('2024-02-29', 1, '2024-02-29').days).toContain('2024-02-29');
    expect(plannerWeek('2024-02-29', 1, '2024-02-29')).toMatchObject({ start: '2024-02-26', end: '2024-03-03' });
    expect(shiftWeek({ start: '2025-12-29' }, -1)).toMatchObject({ start: '2025-12-22', end: '2025-12-28' });
    expect(shiftWeek({ start: '2025-12-29' }, 1)).toMatchObject({ start: '2026-01-05', end: '2026-01-11' });
  });

  it('keeps seven distinct days across the March and October changes of 2026', () => {
    const march = plannerWeek('2026-03-29', 1, '2026-03-29');
    expect(march.days).toEqual(['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29']);
    expect(shiftWeek(march, 1).days).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05']);
    expect(shiftWeek(shiftWeek(march, 1), -1)).toEqual(march);

    const october = plannerWeek('2026-10-25', 0, '2026-10-25');
    expect(october.days).toEqual(['2026-10-25', '2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31']);
    expect(shiftWeek(october, -1)).toMatchObject({ start: '2026-10-18', end: '2026-10-24' });
    expect(addCalendarDays('2026-10-24', 1)).toBe('2026-10-25');
    expect(addCalendarDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addCalendarDays('2026-03-30', -1)).toBe('2026-03-29');
  });

  it('keeps the day around Santiago\'s midnight changes of 2026', () => {
    expect(plannerWeek('2026-09-06', 0, '2026-09-06')).toMatchObject({ start: '2026-09-06', end: '2026-09-12' });
    expect(plannerWeek('2026-04-05', 1, '2026-04-05')).toMatchObject({ start: '2026-03-30', end: '2026-04-05' });
    expect(addCalendarDays('2026-09-05', 1)).toBe('2026-09-06');
  });

  it('offers 14 days from the week start to the end of the following week', () => {
    const days = addToPlanDays({ start: '2026-03-23' });
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2026-03-23');
    expect(days[13]).toBe('2026-04-05');
    expect(new Set(days).size).toBe(14);
    expect(addToPlanDays({ start: '2026-10-19' })[13]).toBe('2026-11-01');
  });
});

describe('day timing', () => {
  it('tells past days, today and future days apart, across months and years', () => {
    expect(dayTiming('2026-03-17', '2026-03-18')).toBe('past');
    expect(dayTiming('2026-03-18', '2026-03-18')).toBe('today');
    expect(dayTiming('2026-03-19', '2026-03-18')).toBe('future');
    expect(isPastDay('2025-12-31', '2026-01-01')).toBe(true);
    expect(isPastDay('2026-02-01', '2026-01-31')).toBe(false);
    expect(isToday('2026-01-01', '2026-01-01')).toBe(true);
    expect(isToday('2026-01-02', '2026-01-01')).toBe(false);
  });
});

describe('weekFrom', () => {
  it('takes its start as given and refuses anything but a yyyy-MM-dd day', () => {
    expect(weekFrom('2026-03-18')).toMatchObject({ start: '2026-03-18', end: '2026-03-24' });
    expect(() => weekFrom('2026-02-30')).toThrow(RangeError);
    expect(() => plannerWeek('', 1, '2026-03-18')).toThrow(RangeError);
  });
});
