import { getDay } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { mealEntrySchema } from '../../src/domain/planner/meal-entry.ts';
import { weeklyMealPlanSchema } from '../../src/domain/planner/weekly-meal-plan.ts';
import { parseCalendarDate } from '../../src/domain/shared/calendar-date.ts';
import { bookmarkedRecipeIds, familyRecipes, ownRecipeIds } from './demo-cookbook.ts';
import { householdRecipes } from './demo-recipes.ts';
import { readPublicRecipeSeed } from './public-recipes.ts';
import { buildDemoWeek, DEMO_WEEK_START_DAY, demoMenu, type DemoWeekInput } from './demo-week.ts';

const catalogue = new Map(readPublicRecipeSeed().recipes.map((recipe) => [recipe.key, recipe.name]));

/** The names the seed finds in Firestore once the demo cookbook is written. */
const recipeNames = new Map<string, string>([
  ...familyRecipes.map((recipe): [string, string] => [recipe.key, recipe.name]),
  ...householdRecipes.map((recipe): [string, string] => [recipe.key, recipe.name]),
  ...bookmarkedRecipeIds.map((id): [string, string] => [id, catalogue.get(id) ?? '']),
]);

// Wednesday 25 March 2026, mid-morning local time: the week runs Monday 23 to Sunday 29.
const input: DemoWeekInput = {
  organizationId: 'org-demo',
  userId: 'user-demo',
  numberOfPersons: 4,
  weekStartDay: DEMO_WEEK_START_DAY,
  recipeNames,
  now: new Date(2026, 2, 25, 10, 30),
};

const weekday = (day: string) => getDay(parseCalendarDate(day) ?? new Date(Number.NaN));

describe('the demo week', () => {
  const { week, entries, plan } = buildDemoWeek(input);

  it('plans the current planner week, from the household week start day', () => {
    expect(week.start).toBe('2026-03-23');
    expect(week.days).toEqual(['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29']);
    for (const { data } of entries) if (data.date !== '') expect(week.days).toContain(data.date);
  });

  it('writes entries the app reads, for the demo household and user, not done nor archived', () => {
    for (const { id, data } of entries) {
      const entry = mealEntrySchema.parse({ id, ...data });
      expect(entry).toMatchObject({ organizationId: 'org-demo', userId: 'user-demo', completed: false, isArchived: false });
      expect(entry.createdAt).toEqual(input.now);
      expect(entry.updatedAt).toEqual(input.now);
    }
  });

  it('fills lunch and dinner on most days, with a breakfast or two, a snack and one unplanned entry', () => {
    const planned = entries.filter(({ data }) => data.date !== '');
    const daysWith = (mealType: string) => new Set(planned.filter(({ data }) => data.mealType === mealType).map(({ data }) => data.date));
    expect(daysWith('lunch').size).toBeGreaterThanOrEqual(6);
    expect(daysWith('dinner').size).toBeGreaterThanOrEqual(5);
    expect(daysWith('breakfast').size).toBeGreaterThanOrEqual(1);
    expect(daysWith('breakfast').size).toBeLessThanOrEqual(2);
    expect(daysWith('snack').size).toBeGreaterThanOrEqual(1);
    expect(entries.filter(({ data }) => data.date === '')).toHaveLength(1);
    expect(entries).toHaveLength(demoMenu.length);
  });

  it('serves the household size mostly', () => {
    const householdSized = entries.filter(({ data }) => data.portions === input.numberOfPersons);
    expect(householdSized.length / entries.length).toBeGreaterThan(0.7);
  });

  it('uses only recipes of the demo cookbook, and stable ids', () => {
    const cookbook = new Set<string>([...ownRecipeIds, ...bookmarkedRecipeIds]);
    for (const { data } of entries) expect(cookbook, data.recipeId).toContain(data.recipeId);
    expect(entries.map((entry) => entry.id)).toEqual(demoMenu.map((_, index) => `demo-entry-${index + 1}`));
    expect(buildDemoWeek({ ...input, now: new Date(2026, 2, 27, 22) }).entries.map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
  });

  it('summarises every entry in one weekly plan the app reads', () => {
    const parsed = weeklyMealPlanSchema.parse({ id: plan.id, ...plan.data });
    expect(parsed).toMatchObject({
      id: 'org-demo_2026-03-23',
      organizationId: 'org-demo',
      name: 'Menu du 23 mars',
      status: 'active',
      createdBy: 'user-demo',
      updatedBy: 'user-demo',
    });
    expect(plan.data.startDate).toBe('2026-03-23');
    expect(plan.data.endDate).toBe('2026-04-05');
    expect(parsed.totalMeals).toBe(entries.length);
    expect(parsed.uniqueRecipes).toBe(new Set(entries.map(({ data }) => data.recipeId)).size);
    expect(parsed.mealEntries).toEqual(
      entries.map(({ id, data }) => ({
        id,
        recipeId: data.recipeId,
        recipeName: recipeNames.get(data.recipeId),
        date: data.date,
        mealType: data.mealType,
        portions: data.portions,
        completed: false,
      })),
    );
    for (const meal of parsed.mealEntries) expect(meal.recipeName).not.toBe('');
  });

  it('follows another week start day, and today at the week end', () => {
    // Sunday 29 March 2026 with weeks starting on Sunday: that Sunday opens the week.
    const sunday = buildDemoWeek({ ...input, weekStartDay: 0, now: new Date(2026, 2, 29, 23, 59) });
    expect(sunday.week.start).toBe('2026-03-29');
    expect(sunday.plan.id).toBe('org-demo_2026-03-29');
    expect(sunday.plan.data.endDate).toBe('2026-04-11');
    for (const { data } of sunday.entries) if (data.date !== '') expect(sunday.week.days).toContain(data.date);
    // The same instant with Monday weeks: the last day of the week of the 23rd.
    const monday = buildDemoWeek({ ...input, now: new Date(2026, 2, 29, 23, 59) });
    expect(monday.week.start).toBe('2026-03-23');
    expect(weekday(monday.week.start)).toBe(1);
  });

  it('leaves out a recipe a persisted run no longer has, keeping the others ids', () => {
    const names = new Map(recipeNames);
    names.delete('demo-curry');
    const { entries: kept, plan: keptPlan } = buildDemoWeek({ ...input, recipeNames: names });
    const expected = entries.filter(({ data }) => data.recipeId !== 'demo-curry').map((entry) => entry.id);
    expect(kept.map((entry) => entry.id)).toEqual(expected);
    expect(keptPlan.data.totalMeals).toBe(expected.length);
  });
});
