import { describe, expect, it } from 'vitest';
import { weekPreview, type ShownMeal } from './build-week-preview';
import { mealEntrySchema, type MealEntry } from './meal-entry';
import { weekFrom } from './week';
import { layoutWeek } from './week-layout';
import { isWeekShownOn, weekPreviewSchema } from './week-preview';

const week = weekFrom('2026-11-30');
const entry = (id: string, recipeId: string, date: string, mealType: string | null, portions: number | null = null): MealEntry =>
  mealEntrySchema.parse({ id, organizationId: 'org-1', userId: 'user-1', recipeId, date, mealType, portions });
const entries = [entry('e1', 'quiche', '2026-12-01', 'dinner', 6), entry('e2', 'gone', '2026-12-01', 'lunch'), entry('e3', 'soupe', '2026-12-03', null)];
const names: Record<string, string | null> = { quiche: 'Quiche lorraine', gone: null, soupe: 'Soupe de potiron' };
const shown: ShownMeal = { name: (meal) => names[meal.recipeId], portions: (meal) => meal.portions ?? 4, notFound: 'Recette introuvable' };

describe('weekPreview', () => {
  it('keeps each day of the week with its meals as drawn: names, meal types and portions', () => {
    const preview = weekPreview(week, 1, layoutWeek(week, entries, '2026-12-02').days, shown);
    expect(preview?.weekStart).toBe('2026-11-30');
    expect(preview?.days.map((day) => day.day)).toEqual(week.days);
    expect(preview?.days[1]?.meals).toEqual([
      { id: 'e2', recipeId: null, name: 'Recette introuvable', mealType: 'lunch', portions: 4 },
      { id: 'e1', recipeId: 'quiche', name: 'Quiche lorraine', mealType: 'dinner', portions: 6 },
    ]);
    expect(preview?.days[3]?.meals).toEqual([{ id: 'e3', recipeId: 'soupe', name: 'Soupe de potiron', mealType: null, portions: 4 }]);
    expect(weekPreviewSchema.parse(JSON.parse(JSON.stringify(preview)))).toEqual(preview);
  });

  it('keeps nothing while a meal still waits for its recipe', () => {
    const loading: ShownMeal = { ...shown, name: (meal) => (meal.recipeId === 'soupe' ? undefined : names[meal.recipeId]) };
    expect(weekPreview(week, 1, layoutWeek(week, entries, '2026-12-02').days, loading)).toBeNull();
  });
});

describe('isWeekShownOn', () => {
  it('draws a kept week only while it is the week the planner opens on', () => {
    const kept = { weekStart: '2026-11-30', weekStartDay: 1 };
    expect(isWeekShownOn(kept, '2026-11-30')).toBe(true);
    expect(isWeekShownOn(kept, '2026-12-06')).toBe(true);
    expect(isWeekShownOn(kept, '2026-12-07')).toBe(false);
    expect(isWeekShownOn({ ...kept, weekStartDay: 6 }, '2026-12-03')).toBe(false);
  });
});
