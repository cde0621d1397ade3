import { z } from 'zod';
import { subscriptionSchema } from '../billing/subscription';
import { optionalTimestampSchema } from '../shared/timestamp';
import { DEFAULT_HOUSEHOLD_SIZE, MAX_HOUSEHOLD_SIZE, MIN_HOUSEHOLD_SIZE } from '../accounts/account-limits';
import { memberSchema } from './member';

export const householdSizeSchema = z.int().min(MIN_HOUSEHOLD_SIZE).max(MAX_HOUSEHOLD_SIZE);

/** 0 is Sunday and 6 Saturday, as Date#getDay() and date-fns' weekStartsOn count. */
export const weekStartDaySchema = z.int().min(0).max(6);

export type WeekStartDay = z.infer<typeof weekStartDaySchema>;

/**
 * A new household's weeks start on Monday, the French convention, as its first meal plan and
 * grocery list do (sign-up-week.ts): with no start day its week would begin each day anew.
 */
export const NEW_HOUSEHOLD_WEEK_START_DAY: WeekStartDay = 1;

/** A household (spec A §3). */
export const householdSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  creatorId: z.string().min(1),
  numberOfPersons: householdSizeSchema.default(DEFAULT_HOUSEHOLD_SIZE),
  // Left as stored: only false turns automation off, see isGroceryAutomationOn.
  groceryAutomation: z.boolean().nullish(),
  // Null when unset (households older than NEW_HOUSEHOLD_WEEK_START_DAY), which means the planner week starts today.
  weekStartDay: weekStartDaySchema.nullish().transform((day) => day ?? null),
  members: z.array(memberSchema).default([]),
  subscription: subscriptionSchema.nullish().transform((subscription) => subscription ?? null),
  createdAt: optionalTimestampSchema,
  updatedAt: optionalTimestampSchema,
});

export type Household = z.infer<typeof householdSchema>;

/** On unless explicitly false (spec A §3): households created before the toggle existed have it on. */
export function isGroceryAutomationOn(household: { groceryAutomation?: boolean | null }): boolean {
  return household.groceryAutomation !== false;
}
