import { describe, expect, it } from 'vitest';
import { groupEntriesByDay, orderByMealType } from './meal-order';

describe('orderByMealType', () => {
  it('orders breakfast, lunch, snack, dinner, then unspecified, stable within a type', () => {
    const entries = [
      { id: 'd1', mealType: 'dinner' },
      { id: 'n1', mealType: null },
      { id: 'l1', mealType: 'lunch' },
      { id: 'd2', mealType: 'dinner' },
      { id: 'b1', mealType: 'breakfast' },
      { id: 's1', mealType: 'snack' },
      { id: 'n2', mealType: null },
      { id: 'l2', mealType: 'lunch' },
    ];
    expect(orderByMealType(entries).map((entry) => entry.id)).toEqual(['b1', 'l1', 'l2', 's1', 'd1', 'd2', 'n1', 'n2']);
  });

  it('leaves its input untouched', () => {
    const entries = [{ mealType: 'dinner' }, { mealType: 'breakfast' }];
    orderByMealType(entries);
    expect(entries.map((entry) => entry.mealType)).toEqual(['dinner', 'breakfast']);
  });
});

describe('groupEntriesByDay', () => {
  it('groups planned entries by day and keeps the unplanned ones apart, in input order', () => {
    const entries = [
      { id: 'a', date: '2026-03-18' },
      { id: 'u1', date: '' },
      { id: 'b', date: '2026-03-19' },
      { id: 'c', date: '2026-03-18' },
      { id: 'u2', date: null },
      { id: 'u3' },
    ];
    const { byDay, unplanned } = groupEntriesByDay(entries);
    expect(byDay.get('2026-03-18')?.map((entry) => entry.id)).toEqual(['a', 'c']);
    expect(byDay.get('2026-03-19')?.map((entry) => entry.id)).toEqual(['b']);
    expect(byDay.get('2026-03-20')).toBeUndefined();
    expect(unplanned.map((entry) => entry.id)).toEqual(['u1', 'u2', 'u3']);
  });
});
