import { describe, expect, it } from 'vitest';
import { isShoppedFor, listSideOfMove, mealsToList } from './meals-to-list';

const entry = (id: string, recipeId: string, portions: number | null = null) => ({ id, recipeId, portions });

describe('mealsToList', () => {
  it('lists the meals of open days in order, with their portions', () => {
    const days = [
      { readOnly: false, entries: [entry('e1', 'r1', 3), entry('e2', 'r2', 6)] },
      { readOnly: false, entries: [entry('e3', 'r1', 1)] },
    ];
    expect(mealsToList(days, 4)).toEqual([
      { mealEntryId: 'e1', recipeId: 'r1', portions: 3 },
      { mealEntryId: 'e2', recipeId: 'r2', portions: 6 },
      { mealEntryId: 'e3', recipeId: 'r1', portions: 1 },
    ]);
  });

  it('gives an entry without portions the household size, else 2, as the planner shows it', () => {
    const days = [{ readOnly: false, entries: [entry('e1', 'r1')] }];
    expect(mealsToList(days, 5)).toEqual([{ mealEntryId: 'e1', recipeId: 'r1', portions: 5 }]);
    expect(mealsToList(days, null)).toEqual([{ mealEntryId: 'e1', recipeId: 'r1', portions: 2 }]);
  });

  it('adds nothing for a read-only day (past or archived) or a day with no recipe', () => {
    expect(mealsToList([{ readOnly: true, entries: [entry('e1', 'r1', 2)] }], 4)).toEqual([]);
    expect(mealsToList([{ readOnly: false, entries: [] }], 4)).toEqual([]);
    const week = [
      { readOnly: true, entries: [entry('past', 'r1', 2)] },
      { readOnly: false, entries: [] },
      { readOnly: false, entries: [entry('open', 'r2', 2)] },
    ];
    expect(mealsToList(week, 4).map((meal) => meal.mealEntryId)).toEqual(['open']);
  });

  it('leaves out the meals the list holds already', () => {
    const days = [{ readOnly: false, entries: [entry('e1', 'r1', 3), entry('e2', 'r2', 6)] }];
    expect(mealsToList(days, 4, { e1: { recipeId: 'r1', portions: 3 } })).toEqual([{ mealEntryId: 'e2', recipeId: 'r2', portions: 6 }]);
    expect(mealsToList(days, 4, { e1: {}, e2: {} })).toEqual([]);
  });
});

describe('isShoppedFor', () => {
  it('shops for a meal with a day, not for one waiting in the unplanned area', () => {
    expect(isShoppedFor('2026-11-26')).toBe(true);
    expect(isShoppedFor('')).toBe(false);
  });
});

describe('listSideOfMove', () => {
  it('takes a meal moved to the unplanned area off the list and puts it back when it gets a day', () => {
    expect(listSideOfMove('2026-11-26', '')).toBe('leaves');
    expect(listSideOfMove('', '2026-11-27')).toBe('joins');
  });

  it('changes nothing on the list when a meal moves from one day to another', () => {
    expect(listSideOfMove('2026-11-26', '2026-11-27')).toBeNull();
    expect(listSideOfMove('', '')).toBeNull();
  });
});
