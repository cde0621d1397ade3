import { describe, expect, it } from 'vitest';
import { RECIPE_NAME_MAX_LENGTH } from '../recipes/recipe-limits';
import { planMealOf, planRecipeName, planTakesDate, weeklyPlanId, weeklyPlanName, weeklyPlanPeriod } from './weekly-plan-summary';

describe('the plan of a period', () => {
  it('spans the week start to the end of the following week, named after its first day', () => {
    // 2026-11-26 is a Thursday; weeks start on Monday (1).
    expect(weeklyPlanPeriod('2026-11-26', 1, '2026-11-23')).toEqual({ startDate: '2026-11-23', endDate: '2026-12-06' });
    expect(weeklyPlanName('2026-11-23')).toBe('Menu du 23 novembre');
    expect(weeklyPlanId('org', '2026-11-23')).toBe('org_2026-11-23');
  });

  it('starts on today’s weekday when the household has no week start', () => {
    // 2026-11-25 is a Wednesday.
    expect(weeklyPlanPeriod('2026-11-27', null, '2026-11-25').startDate).toBe('2026-11-25');
  });

  it('takes unplanned meals and meals up to its end, while active', () => {
    const plan = { status: 'active', endDate: '2026-12-06' };
    expect(planTakesDate(plan, '')).toBe(true);
    expect(planTakesDate(plan, '2026-12-06')).toBe(true);
    expect(planTakesDate(plan, '2026-11-01')).toBe(true);
    expect(planTakesDate(plan, '2026-12-07')).toBe(false);
    expect(planTakesDate({ status: 'archived', endDate: '2026-12-06' }, '2026-11-24')).toBe(false);
    expect(planTakesDate({ status: 'active', endDate: new Date() }, '2027-01-01')).toBe(true);
  });

  it("holds a recipe's name on one line and within a recipe name's limit", () => {
    expect(planRecipeName('Soupe\r\nEND:VEVENT')).toBe('Soupe END:VEVENT');
    expect([...planRecipeName('🍲'.repeat(RECIPE_NAME_MAX_LENGTH + 5))]).toHaveLength(RECIPE_NAME_MAX_LENGTH);
    expect(planMealOf({ id: 'e', recipeId: 'r', date: '', mealType: null, portions: null, completed: false }, 'Sou\tpe').recipeName).toBe('Sou pe');
  });

  it('summarises an entry as spec B §3 lists', () => {
    expect(planMealOf({ id: 'e', recipeId: 'r', date: '', mealType: null, portions: null, completed: false }, 'Soupe')).toEqual({
      id: 'e', recipeId: 'r', recipeName: 'Soupe', date: '', mealType: null, portions: null, completed: false,
    });
  });
});
