import { z } from 'zod';
import {
  DEFAULT_HOUSEHOLD_SIZE,
  EMAIL_MAX_LENGTH,
  HOUSEHOLD_NAME_MAX_LENGTH,
  HOUSEHOLD_NAME_MIN_LENGTH,
  MAX_HOUSEHOLD_SIZE,
  MIN_HOUSEHOLD_SIZE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_MIN_LENGTH,
} from './account-limits';
import { SINGLE_LINE_ERROR, singleLineText } from '../shared/single-line';

/**
 * Spec A §5. Each rule carries a code rather than text: the API service answers with it and the
 * form looks up its own translated message.
 */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: 'passwordTooShort' })
  .max(PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' })
  .regex(/[A-Z]/, { error: 'passwordNeedsUppercase' })
  .regex(/[a-z]/, { error: 'passwordNeedsLowercase' })
  .regex(/\d/, { error: 'passwordNeedsDigit' });

/**
 * A household's name (spec A §5), on one line: it heads the calendar feed and the e-mails, where
 * a line break would start lines of its own (DESIGN.md §3, "Ids and text from clients").
 */
export const householdNameSchema = z
  .string()
  .trim()
  .min(HOUSEHOLD_NAME_MIN_LENGTH, { error: 'householdNameTooShort' })
  .max(HOUSEHOLD_NAME_MAX_LENGTH, { error: 'householdNameTooLong' })
  .regex(singleLineText, { error: SINGLE_LINE_ERROR });

/** Body of POST /api/auth/signup. Names are single-line text, like every name the app stores. */
export const signUpPayloadSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(PERSON_NAME_MIN_LENGTH, { error: 'firstNameTooShort' })
    .max(PERSON_NAME_MAX_LENGTH, { error: 'firstNameTooLong' })
    .regex(singleLineText, { error: SINGLE_LINE_ERROR }),
  lastName: z
    .string()
    .trim()
    .min(PERSON_NAME_MIN_LENGTH, { error: 'lastNameTooShort' })
    .max(PERSON_NAME_MAX_LENGTH, { error: 'lastNameTooLong' })
    .regex(singleLineText, { error: SINGLE_LINE_ERROR }),
  // The length is checked first so an oversized string never reaches the address pattern.
  email: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH, { error: 'emailTooLong' }).pipe(z.email({ error: 'invalidEmail' })),
  password: passwordSchema,
  organizationName: householdNameSchema,
  numberOfPersons: z
    .int({ error: 'numberOfPersonsTooSmall' })
    .min(MIN_HOUSEHOLD_SIZE, { error: 'numberOfPersonsTooSmall' })
    .max(MAX_HOUSEHOLD_SIZE, { error: 'numberOfPersonsTooLarge' })
    .default(DEFAULT_HOUSEHOLD_SIZE),
});

export type SignUpPayload = z.infer<typeof signUpPayloadSchema>;
