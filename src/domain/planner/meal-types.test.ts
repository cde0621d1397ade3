import { describe, expect, it } from 'vitest';
import { compareMealTypes, mealTypeLabelKey, mealTypeSchema, storedMealTypeSchema } from './meal-types';

describe('compareMealTypes', () => {
  it('orders breakfast, lunch, snack, dinner, then unspecified', () => {
    const shuffled = ['dinner', null, 'snack', 'breakfast', undefined, 'lunch'];
    expect([...shuffled].sort(compareMealTypes)).toEqual(['breakfast', 'lunch', 'snack', 'dinner', null, undefined]);
  });

  it('puts unknown values with the unspecified ones, keeping their relative order', () => {
    const entries = [
      { id: 'a', mealType: 'brunch' },
      { id: 'b', mealType: null },
      { id: 'c', mealType: 'dinner' },
      { id: 'd', mealType: 'none' },
    ];
    expect(entries.sort((x, y) => compareMealTypes(x.mealType, y.mealType)).map((entry) => entry.id)).toEqual(['c', 'a', 'b', 'd']);
    expect(compareMealTypes('brunch', null)).toBe(0);
  });
});

describe('meal type schemas', () => {
  it('refuses anything but the four meal types in written data', () => {
    expect(mealTypeSchema.safeParse('none').success).toBe(false);
    expect(mealTypeSchema.parse('snack')).toBe('snack');
  });

  it('reads stored absent, none or unknown values as null', () => {
    for (const value of [undefined, null, '', 'none', 'brunch']) {
      expect(storedMealTypeSchema.parse(value), String(value)).toBeNull();
    }
    expect(storedMealTypeSchema.parse('lunch')).toBe('lunch');
  });
});

describe('mealTypeLabelKey', () => {
  it('labels missing and unknown types as none', () => {
    expect(mealTypeLabelKey('breakfast')).toBe('mealTypes.breakfast');
    expect(mealTypeLabelKey(null)).toBe('mealTypes.none');
    expect(mealTypeLabelKey('brunch')).toBe('mealTypes.none');
  });
});
