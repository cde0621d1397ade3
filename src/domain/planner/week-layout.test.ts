import { describe, expect, it } from 'vitest';
import { weekFrom } from './week';
import { layoutWeek } from './week-layout';

const week = weekFrom('2026-03-23');

describe('layoutWeek', () => {
  it('lays out seven days with ordered entries, and the unplanned ones apart', () => {
    const entries = [
      { id: 'd', date: '2026-03-25', mealType: 'dinner' },
      { id: 'u', date: '', mealType: null },
      { id: 'b', date: '2026-03-25', mealType: 'breakfast' },
      { id: 'n', date: '2026-03-25', mealType: null },
      { id: 'out', date: '2026-04-01', mealType: 'lunch' },
      { id: 'l', date: '2026-03-29', mealType: 'lunch' },
    ];
    const layout = layoutWeek(week, entries, '2026-03-25');
    expect(layout.days.map((day) => day.day)).toEqual(week.days);
    expect(layout.days[2]?.entries.map((entry) => entry.id)).toEqual(['b', 'd', 'n']);
    expect(layout.days[6]?.entries.map((entry) => entry.id)).toEqual(['l']);
    expect(layout.days[0]?.entries).toEqual([]);
    expect(layout.unplanned.map((entry) => entry.id)).toEqual(['u']);
    expect(layout.days.flatMap((day) => day.entries).some((entry) => entry.id === 'out')).toBe(false);
  });

  it('marks past days and days holding an archived entry read-only, and today', () => {
    const entries = [{ id: 'a', date: '2026-03-27', mealType: 'lunch', isArchived: true }];
    const layout = layoutWeek(week, entries, '2026-03-25');
    expect(layout.days.map((day) => day.timing)).toEqual(['past', 'past', 'today', 'future', 'future', 'future', 'future']);
    expect(layout.days.map((day) => day.readOnly)).toEqual([true, true, false, false, true, false, false]);
  });
});
