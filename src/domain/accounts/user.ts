import { z } from 'zod';
import { optionalTimestampSchema } from '../shared/timestamp';
import { roleSchema } from '../household/roles';

/** The user's side of a membership, stored under users/{uid}.organizations.{organizationId}. */
export const membershipSchema = z.object({
  organizationId: z.string().min(1),
  role: roleSchema.optional(),
  joinedAt: optionalTimestampSchema,
});

export type Membership = z.infer<typeof membershipSchema>;

export const userSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  emailVerified: z.boolean().default(false),
  // An account whose set-up never finished has no household; '' and null both mean that.
  defaultOrganizationId: z
    .string()
    .nullish()
    .transform((id) => id || null),
  organizations: z.record(z.string(), membershipSchema).default({}),
  createdAt: optionalTimestampSchema,
  updatedAt: optionalTimestampSchema,
});

export type User = z.infer<typeof userSchema>;
