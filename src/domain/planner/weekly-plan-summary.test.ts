import { describe, expect, it } from 'vitest';
import { RECIPE_NAME_MAX_LENGTH } from '../recipes/recipe-limits';
import { WEEKLY_PLAN_MAX_MEALS } from './weekly-meal-plan';
import { planMealOf, planRecipeName, planTakesDate, summaryAfter, weeklyPlanId, weeklyPlanName, weeklyPlanPeriod } from './weekly-plan-summary';

const meal = (id: string, recipeId = `r-${id}`, extra: Record<string, unknown> = {}) => ({ id, recipeId, recipeName: id, date: '2026-11-24', mealType: 'lunch', portions: 4, completed: false, ...extra });

describe('summaryAfter', () => {
  const stored = [meal('a', 'r1'), meal('b', 'r1'), meal('c', 'r2')];

  it('adds a meal and counts its recipe once', () => {
    expect(summaryAfter(stored, { kind: 'add', meal: { ...meal('d', 'r3'), mealType: null } })).toMatchObject({ totalMeals: 4, uniqueRecipes: 3 });
    expect(summaryAfter(stored, { kind: 'add', meal: { ...meal('d', 'r1'), mealType: null } })).toMatchObject({ totalMeals: 4, uniqueRecipes: 2 });
  });

  it('rewrites only the changed meal, keeping the others as stored (unknown fields included)', () => {
    const odd = [{ ...meal('a'), legacy: true }, meal('b')];
    const summary = summaryAfter(odd, { kind: 'update', id: 'b', fields: { date: '', mealType: null } });
    expect(summary?.mealEntries[0]).toBe(odd[0]);
    expect(summary?.mealEntries[1]).toEqual({ ...meal('b'), date: '', mealType: null });
  });

  it("puts the changed meal's recipe name on one line, as the rules take it", () => {
    const summary = summaryAfter([meal('a', 'r1', { recipeName: 'Tarte\taux pommes' })], { kind: 'update', id: 'a', fields: { completed: true } });
    expect(summary?.mealEntries[0]).toMatchObject({ recipeName: 'Tarte aux pommes', completed: true });
  });

  it('removes a meal and recounts the recipes', () => {
    expect(summaryAfter(stored, { kind: 'remove', id: 'c' })).toMatchObject({ mealEntries: stored.slice(0, 2), totalMeals: 2, uniqueRecipes: 1 });
  });

  it('changes nothing for a meal the plan does not hold, one it holds already, or a full plan', () => {
    expect(summaryAfter(stored, { kind: 'update', id: 'z', fields: { portions: 2 } })).toBeNull();
    expect(summaryAfter(stored, { kind: 'remove', id: 'z' })).toBeNull();
    expect(summaryAfter(stored, { kind: 'add', meal: { ...meal('a'), mealType: 'lunch' } })).toBeNull();
    const full = Array.from({ length: WEEKLY_PLAN_MAX_MEALS }, (_, index) => meal(`m${index}`));
    expect(summaryAfter(full, { kind: 'add', meal: { ...meal('new'), mealType: null } })).toBeNull();
  });
});

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
