import { describe, expect, it } from 'vitest';
import { mealPlanEntrySchema } from './meal-plan-entry';

describe('mealPlanEntrySchema', () => {
  it('keeps the fields its callers added', () => {
    const entry = mealPlanEntrySchema.parse({ id: 'm1', organizationId: 'o1', recipeId: 'r1', day: 'lundi', createdAt: 1_700_000_000 });
    expect(entry).toMatchObject({ day: 'lundi', createdAt: new Date(1_700_000_000_000), updatedAt: null });
  });

  it('still requires its own fields', () => {
    expect(mealPlanEntrySchema.safeParse({ id: 'm1', organizationId: 'o1' }).success).toBe(false);
  });
});
