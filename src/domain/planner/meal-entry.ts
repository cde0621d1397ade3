import { z } from 'zod';
import { calendarDateSchema } from '../shared/calendar-date';
import { optionalTimestampSchema } from '../shared/timestamp';
import { storedMealTypeSchema } from './meal-types';

/** Portions of an entry when neither it nor the household says (spec B §9). */
export const DEFAULT_ENTRY_PORTIONS = 2;

export const portionsSchema = z.int().min(1);

/** A planned day, or '' for an entry waiting in the unplanned area (spec B §3). */
export const mealEntryDateSchema = z.union([z.literal(''), calendarDateSchema]);

/** Absent and null dates are unplanned too. */
const storedMealEntryDateSchema = mealEntryDateSchema.nullish().transform((date) => date ?? '');

/** mealEntries/{id} (spec B §3). */
export const mealEntrySchema = z.object({
  id: z.string().min(1),
  organizationId: z.string().min(1),
  userId: z.string().min(1),
  recipeId: z.string().min(1),
  date: storedMealEntryDateSchema,
  mealType: storedMealTypeSchema,
  // Null until someone sets it; see entryPortions for what is shown meanwhile.
  portions: portionsSchema.nullish().transform((portions) => portions ?? null),
  completed: z.boolean().default(false),
  isArchived: z.boolean().default(false),
  createdAt: optionalTimestampSchema,
  updatedAt: optionalTimestampSchema,
});

export type MealEntry = z.infer<typeof mealEntrySchema>;

/** The entry's own portions, else the household size, else 2 (spec B §4). */
export function entryPortions(
  entry: Pick<MealEntry, 'portions'>,
  numberOfPersons: number | null | undefined,
): number {
  return entry.portions ?? numberOfPersons ?? DEFAULT_ENTRY_PORTIONS;
}
