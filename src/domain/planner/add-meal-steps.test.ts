import { describe, expect, it } from 'vitest';
import { plannerWeek, weekFrom } from '@/domain/planner/week';
import { recipeSchema } from '@/domain/recipes/recipe';
import { addMealDays, nextAddMealStep } from './add-meal-steps';

const recipe = recipeSchema.parse({ id: 'r1', name: 'Tarte aux pommes', servings: 6, organizationId: 'org-1', createdBy: { id: 'user-1' } });

describe('add meal steps', () => {
  it('asks for the recipe, then the day, then the details', () => {
    expect(nextAddMealStep({})).toEqual({ step: 'recipe' });
    expect(nextAddMealStep({ date: '2025-11-28' })).toEqual({ step: 'recipe' });
    expect(nextAddMealStep({ recipe })).toEqual({ step: 'date', recipe });
    expect(nextAddMealStep({ recipe, date: '2025-11-28' })).toEqual({ step: 'details', recipe, date: '2025-11-28' });
  });

  // Wednesday 26 November 2025, weeks starting on Monday.
  const today = '2025-11-26';

  it('offers 14 days from the week on screen, past ones left out', () => {
    const days = addMealDays(plannerWeek(today, 1, today), 1, today);
    expect(days).toHaveLength(12);
    expect(days[0]).toBe(today);
    expect(days.at(-1)).toBe('2025-12-07');
    expect(addMealDays(weekFrom('2025-12-08'), 1, today)).toEqual(expect.arrayContaining(['2025-12-08', '2025-12-21']));
  });

  it("offers the current week's days when the week on screen is an earlier one, or none is", () => {
    const current = addMealDays(null, 1, today);
    expect(current).toEqual(addMealDays(plannerWeek(today, 1, today), 1, today));
    expect(addMealDays(weekFrom('2025-11-03'), 1, today)).toEqual(current);
  });
});
