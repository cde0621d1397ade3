import { z } from 'zod';
import { optionalTimestampSchema } from '../shared/timestamp';
import { roleSchema } from './roles';

/** One entry of an organization's members array (spec A §3). */
export const memberSchema = z.object({
  userId: z.string().min(1),
  email: z.string(),
  name: z.string().default(''),
  // Optional because a missing role is displayed as unknown rather than refused (spec A §2).
  role: roleSchema.optional(),
  // False while the account an owner added has not accepted (it is no member yet), true once it has.
  invitationAccepted: z.boolean().default(false),
  joinedAt: optionalTimestampSchema,
});

export type Member = z.infer<typeof memberSchema>;
