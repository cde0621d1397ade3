import { describe, expect, it } from 'vitest';
import { calendarDateSchema, parseCalendarDate, toCalendarDate } from './calendar-date';

describe('calendar dates', () => {
  it('formats a local date as yyyy-MM-dd with zero padding', () => {
    expect(toCalendarDate(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
  });

  it('parses to local midnight and round-trips', () => {
    const date = parseCalendarDate('2024-12-31');
    expect(date).toEqual(new Date(2024, 11, 31));
    expect(date && toCalendarDate(date)).toBe('2024-12-31');
  });

  it('refuses days that do not exist and other formats', () => {
    for (const value of ['2024-02-30', '2023-02-29', '2024-13-01', '2024-1-5', '05/01/2024', '2024-01-05T00:00', '']) {
      expect(parseCalendarDate(value), value).toBeNull();
      expect(calendarDateSchema.safeParse(value).success, value).toBe(false);
    }
  });

  it('accepts a leap day', () => {
    expect(calendarDateSchema.parse('2024-02-29')).toBe('2024-02-29');
  });
});
