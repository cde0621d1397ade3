import { z } from 'zod';
import { optionalTimestampSchema } from '../shared/timestamp';

/**
 * mealPlans/{id}, the older planner's entries. Callers stored extra fields of their own
 * (spec B §3), so unknown fields are kept rather than stripped.
 */
export const mealPlanEntrySchema = z.looseObject({
  id: z.string().min(1),
  organizationId: z.string().min(1),
  recipeId: z.string().min(1),
  createdAt: optionalTimestampSchema,
  updatedAt: optionalTimestampSchema,
});

export type MealPlanEntry = z.infer<typeof mealPlanEntrySchema>;
