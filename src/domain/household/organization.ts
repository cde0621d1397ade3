import { z } from 'zod';
import { subscriptionSchema } from '../billing/subscription';
import { optionalTimestampSchema } from '../shared/timestamp';
import { DEFAULT_HOUSEHOLD_SIZE, MAX_HOUSEHOLD_SIZE, MIN_HOUSEHOLD_SIZE } from '../accounts/account-limits';
import { memberSchema } from './member';

export const householdSizeSchema = z.int().min(MIN_HOUSEHOLD_SIZE).max(MAX_HOUSEHOLD_SIZE);

/** 0 is Sunday and 6 Saturday, as Date#getDay() and date-fns' weekStartsOn count. */
export const weekStartDaySchema = z.int().min(0).max(6);

export type WeekStartDay = z.infer<typeof weekStartDaySchema>;

/** A household (spec A §3). */
export const organizationSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  creatorId: z.string().min(1),
  numberOfPersons: householdSizeSchema.default(DEFAULT_HOUSEHOLD_SIZE),
  // Left as stored: only false turns automation off, see isGroceryAutomationOn.
  groceryAutomation: z.boolean().nullish(),
  // Null when unset, which means the planner week starts today.
  weekStartDay: weekStartDaySchema.nullish().transform((day) => day ?? null),
  members: z.array(memberSchema).default([]),
  subscription: subscriptionSchema.nullish().transform((subscription) => subscription ?? null),
  createdAt: optionalTimestampSchema,
  updatedAt: optionalTimestampSchema,
});

export type Organization = z.infer<typeof organizationSchema>;

/** On unless explicitly false (spec A §3): households created before the toggle existed have it on. */
export function isGroceryAutomationOn(organization: { groceryAutomation?: boolean | null }): boolean {
  return organization.groceryAutomation !== false;
}
