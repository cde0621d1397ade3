import { z } from 'zod';
import { calendarDateSchema } from '../shared/calendar-date';
import { optionalTimestampSchema } from '../shared/timestamp';
import { storedMealTypeSchema } from './meal-types';

/** Portions of an entry when neither it nor the household says (spec B §9). */
export const DEFAULT_ENTRY_PORTIONS = 2;

/** The most portions an entry may have (firestore.rules repeats it as maxPortions()). */
export const MAX_PORTIONS = 100;

export const portionsSchema = z.int().min(1).max(MAX_PORTIONS);

/**
 * The yyyy-MM-dd days calendarDateSchema reads (no year 0000, no 2023-02-29), as one RE2
 * pattern: firestore.rules cannot parse dates, so it repeats this as calendarDayPattern().
 */
export const CALENDAR_DAY_PATTERN =
  '(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9]0|[0-9][1-9]00|[1-9]000)-(?:(?:0[1-9]|1[0-2])-(?:0[1-9]|1[0-9]|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)|(?:0[13578]|1[02])-31)|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)';

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
  /**
   * Its recipe's name when it was planned, on one line (planRecipeName): what the week shows
   * before the recipe itself is read, which then shows its own name. Absent from older meals.
   */
  recipeName: z.string().optional(),
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

/**
 * The name a planned meal shows: its recipe's own once read, null when the recipe is gone, and
 * before the recipe is read (undefined) the name it was planned with, if it kept one.
 */
export function shownRecipeName(
  entry: Pick<MealEntry, 'recipeName'>,
  recipe: { name: string } | null | undefined,
): string | null | undefined {
  if (recipe === undefined) return entry.recipeName;
  return recipe?.name ?? null;
}
