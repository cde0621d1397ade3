import { describe, expect, it } from 'vitest';
import { weeklyMealPlanSchema } from './weekly-meal-plan';

const stored = {
  id: 'p1',
  organizationId: 'o1',
  name: 'Menu du 11 mars',
  status: 'active',
  createdBy: 'u1',
  startDate: '2024-03-11',
  endDate: '2024-03-17T23:59:59.999+01:00',
  mealEntries: [{ id: 'e1', recipeId: 'r1', recipeName: 'Soupe', date: '2024-03-12', mealType: 'lunch', portions: 2 }],
  totalMeals: 1,
  uniqueRecipes: 1,
  automationExpiration: 1_710_200_000_000,
};

describe('weeklyMealPlanSchema', () => {
  it('reads a plan, its dates and its meal summary', () => {
    const plan = weeklyMealPlanSchema.parse(stored);
    expect(plan.startDate).toEqual(new Date(2024, 2, 11));
    expect(plan.endDate).toEqual(new Date('2024-03-17T22:59:59.999Z'));
    expect(plan.automationExpiration).toEqual(new Date(1_710_200_000_000));
    expect(plan.mealEntries[0]).toEqual({
      id: 'e1',
      recipeId: 'r1',
      recipeName: 'Soupe',
      date: '2024-03-12',
      mealType: 'lunch',
      portions: 2,
      completed: false,
    });
  });

  it('fills the defaults of an empty sign-up plan', () => {
    const plan = weeklyMealPlanSchema.parse({ id: 'p1', organizationId: 'o1', name: 'Menu', status: 'active' });
    expect(plan).toMatchObject({ mealEntries: [], totalMeals: 0, uniqueRecipes: 0, automationExpiration: null });
  });

  it('refuses a plan name holding a line break, and still reads an older meal whatever its recipe name', () => {
    expect(weeklyMealPlanSchema.safeParse({ ...stored, name: 'Menu\r\nEND:VCALENDAR' }).success).toBe(false);
    const older = { ...stored, mealEntries: [{ ...stored.mealEntries[0], recipeName: 'Sou\tpe' }] };
    expect(weeklyMealPlanSchema.parse(older).mealEntries[0]?.recipeName).toBe('Sou\tpe');
  });

  it('accepts only the active and archived statuses', () => {
    expect(weeklyMealPlanSchema.parse({ ...stored, status: 'archived' }).status).toBe('archived');
    expect(weeklyMealPlanSchema.safeParse({ ...stored, status: 'draft' }).success).toBe(false);
  });
});
