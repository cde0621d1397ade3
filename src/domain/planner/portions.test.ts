import { describe, expect, it } from 'vitest';
import { MAX_PORTIONS } from './meal-entry';
import { canDecrementPortions, canIncrementPortions, decrementPortions, incrementPortions, newEntryPortions, resolvePortionsInput } from './portions';

describe('resolvePortionsInput', () => {
  it('resets a blank field to the household size, else 2, and saves it', () => {
    expect(resolvePortionsInput('', 3, 5)).toEqual({ portions: 5, save: true });
    expect(resolvePortionsInput('   ', 3, null)).toEqual({ portions: 2, save: true });
    expect(resolvePortionsInput('', null, undefined)).toEqual({ portions: 2, save: true });
  });

  it('saves a positive integer', () => {
    expect(resolvePortionsInput('1', 3, 5)).toEqual({ portions: 1, save: true });
    expect(resolvePortionsInput(' 12 ', 3, 5)).toEqual({ portions: 12, save: true });
    expect(resolvePortionsInput('007', 3, 5)).toEqual({ portions: 7, save: true });
    expect(resolvePortionsInput(String(MAX_PORTIONS), 3, 5)).toEqual({ portions: MAX_PORTIONS, save: true });
  });

  it('reverts anything else to the previous portions, or 1, without saving', () => {
    for (const raw of ['0', '-2', '1.5', '2.', 'abc', '1e2', '0x10', String(MAX_PORTIONS + 1), '99999999999999999999']) {
      expect(resolvePortionsInput(raw, 3, 5), raw).toEqual({ portions: 3, save: false });
      expect(resolvePortionsInput(raw, null, 5), raw).toEqual({ portions: 1, save: false });
    }
  });
});

describe('portions stepper', () => {
  it('decrements only above one and increments up to the maximum', () => {
    expect(canDecrementPortions(1)).toBe(false);
    expect(canDecrementPortions(2)).toBe(true);
    expect(decrementPortions(1)).toBe(1);
    expect(decrementPortions(4)).toBe(3);
    expect(incrementPortions(1)).toBe(2);
    expect(canIncrementPortions(MAX_PORTIONS)).toBe(false);
    expect(incrementPortions(MAX_PORTIONS)).toBe(MAX_PORTIONS);
  });
});

describe('newEntryPortions', () => {
  it('prefers the household size, then the recipe servings, then 2', () => {
    expect(newEntryPortions(4, 6)).toBe(4);
    expect(newEntryPortions(null, 6)).toBe(6);
    expect(newEntryPortions(undefined, undefined)).toBe(2);
  });

  it('never goes past what an entry may hold', () => {
    expect(newEntryPortions(null, 250)).toBe(MAX_PORTIONS);
  });
});
