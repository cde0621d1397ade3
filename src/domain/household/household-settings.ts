import { z } from 'zod';
import { MAX_HOUSEHOLD_SIZE, MIN_HOUSEHOLD_SIZE } from '../accounts/account-limits';
import { householdNameSchema } from '../accounts/sign-up-payload';
import type { WeekStartDay } from './household';

/** How long a settings success message stays (spec A §4, §9). */
export const SETTINGS_SAVED_MESSAGE_MS = 3_000;

/**
 * The household's name and size as the owner edits them (spec A §2, §5). The name's codes are
 * sign-up's, so both forms say the same; the size has one code for its whole range, which the
 * settings panel words as 'between 1 and 20'.
 */
export const householdDetailsSchema = z.object({
  name: householdNameSchema,
  numberOfPersons: z
    .int({ error: 'householdSizeRange' })
    .min(MIN_HOUSEHOLD_SIZE, { error: 'householdSizeRange' })
    .max(MAX_HOUSEHOLD_SIZE, { error: 'householdSizeRange' }),
});

export type HouseholdDetails = z.output<typeof householdDetailsSchema>;

/**
 * What an owner may change on the household document, and nothing else (the rules refuse any
 * other field). A null week start day clears it: the planner's week then starts today.
 */
export interface HouseholdSettingsChange {
  name?: string;
  numberOfPersons?: number;
  weekStartDay?: WeekStartDay | null;
  groceryAutomation?: boolean;
}
