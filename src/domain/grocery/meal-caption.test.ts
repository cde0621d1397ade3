import { describe, expect, it } from 'vitest';
import type { MealType } from '../planner/meal-types';
import { mealCaption, mealCaptions } from './meal-caption';

const labels: Record<MealType, string> = { breakfast: 'Petit-déjeuner', lunch: 'Déjeuner', snack: 'Goûter', dinner: 'Dîner' };
const label = (mealType: MealType) => labels[mealType];

describe('mealCaption', () => {
  it('names the French weekday and the meal type in lower case', () => {
    // 2026-12-01 is a Tuesday.
    expect(mealCaption({ date: '2026-12-01', mealType: 'dinner' }, label)).toBe('mardi · dîner');
    expect(mealCaption({ date: '2026-12-06', mealType: 'breakfast' }, label)).toBe('dimanche · petit-déjeuner');
  });

  it('shows just the day for a meal without a type', () => {
    expect(mealCaption({ date: '2026-12-02', mealType: null }, label)).toBe('mercredi');
  });

  it('shows just the meal type for an unplanned meal, and nothing when it says neither', () => {
    expect(mealCaption({ date: '', mealType: 'lunch' }, label)).toBe('déjeuner');
    expect(mealCaption({ date: '', mealType: null }, label)).toBeNull();
    expect(mealCaption({ date: '2026-12-01', mealType: null }, label, (day) => String(day.getDay()))).toBe('2');
  });
});

describe('mealCaptions', () => {
  it('captions each meal of a recipe planned several times', () => {
    expect(
      mealCaptions(
        [
          { date: '2026-12-01', mealType: 'dinner' },
          { date: '2026-12-03', mealType: 'lunch' },
        ],
        label,
      ),
    ).toEqual(['mardi · dîner', 'jeudi · déjeuner']);
  });

  it('leaves unknown meals and meals saying nothing to their number', () => {
    expect(mealCaptions([undefined, null, { date: '', mealType: null }, { date: '2026-12-04', mealType: null }], label)).toEqual([null, null, null, 'vendredi']);
  });

  it('numbers two meals that would read the same, so every stepper keeps its own name', () => {
    expect(
      mealCaptions(
        [
          { date: '2026-12-01', mealType: 'dinner' },
          { date: '2026-12-01', mealType: 'dinner' },
          { date: '2026-12-01', mealType: 'lunch' },
        ],
        label,
      ),
    ).toEqual([null, null, 'mardi · déjeuner']);
  });
});
