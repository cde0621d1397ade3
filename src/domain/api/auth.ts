import { z } from 'zod';
import { HOUSEHOLD_NAME_MAX_LENGTH } from '../accounts/account-limits';
import { SINGLE_LINE_ERROR, singleLineText } from '../shared/single-line';
import { householdSizeSchema } from '../household/household';
import { signUpPayloadSchema } from '../accounts/sign-up-payload';
import { defineEndpoint } from './endpoint';

const success = z.object({ success: z.literal(true) });

/** POST /api/auth/signup (spec A §7). Never retried: a second try would find the address taken. */
export const signUpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/signup',
  request: signUpPayloadSchema,
  response: success,
  bearer: false,
  retry: false,
});

export const verifyEmailRequestSchema = z.object({
  email: z.string().trim().min(1, { error: 'required' }),
  token: z.string().trim().min(1, { error: 'required' }),
});

/** POST /api/auth/verify-email. Never retried: the token is single-use, a lost answer may have spent it. */
export const verifyEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/verify-email',
  request: verifyEmailRequestSchema,
  response: success,
  bearer: false,
  retry: false,
});

export const googleSignUpRequestSchema = z.object({
  idToken: z.string().min(1, { error: 'required' }),
  organizationName: z
    .string()
    .trim()
    .max(HOUSEHOLD_NAME_MAX_LENGTH, { error: 'householdNameTooLong' })
    .regex(singleLineText, { error: SINGLE_LINE_ERROR })
    .optional(),
  numberOfPersons: householdSizeSchema.optional(),
});

/**
 * POST /api/auth/googlesignup. Retried (spec A §9): the server sets an account up once and
 * answers `created: false` to every later call for the same user.
 */
export const googleSignUpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/googlesignup',
  request: googleSignUpRequestSchema,
  response: success.extend({ created: z.boolean() }),
  bearer: false,
  retry: true,
});
