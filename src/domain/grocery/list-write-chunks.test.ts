import { describe, expect, it } from 'vitest';
import { GROCERY_LIST_MAX_ENTRY_CHANGES_PER_WRITE, inWrites, mealsNotHeld } from './list-write-chunks';

const meal = (mealEntryId: string, portions = 2) => ({ mealEntryId, recipeId: `r-${mealEntryId}`, portions });

describe('mealsNotHeld', () => {
  it('leaves out the meals the list holds, and repeats of one meal after its first', () => {
    const held = { e1: { recipeId: 'r-e1', portions: 4 } };
    expect(mealsNotHeld([meal('e1'), meal('e2', 3), meal('e3'), meal('e2', 5)], held)).toEqual([meal('e2', 3), meal('e3')]);
  });

  it('takes ids as keys, whatever they spell', () => {
    expect(mealsNotHeld([meal('__proto__'), meal('constructor'), meal('a.b')], {})).toEqual([meal('__proto__'), meal('constructor'), meal('a.b')]);
  });
});

describe('inWrites', () => {
  it(`groups entries by ${GROCERY_LIST_MAX_ENTRY_CHANGES_PER_WRITE} in order, the last group holding the rest`, () => {
    expect(inWrites([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(inWrites([1, 2, 3])).toEqual([[1, 2, 3]]);
  });

  it('makes no write of nothing', () => {
    expect(inWrites([])).toEqual([]);
  });
});
