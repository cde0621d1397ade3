import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../accounts/account-limits';
import { assignableRoles } from '../household/roles';
import { defineEndpoint } from './endpoint';

// Membership writes go through the API service (DESIGN.md §3): a role lives in
// users/{uid}.organizations, which no client may write, and in the household's members rows,
// which the rules cannot check one by one. Each call applies all its effects in one transaction;
// the server checks that the caller owns the household (or is an admin).

const id = z.string().trim().min(1, { error: 'required' }).max(128);
const success = z.object({ success: z.literal(true) });

export const memberRoleSchema = z.enum(assignableRoles);

export const addMemberRequestSchema = z.object({
  organizationId: id,
  email: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH, { error: 'emailTooLong' }).pipe(z.email({ error: 'invalidEmail' })),
  role: memberRoleSchema,
});

/**
 * POST /api/households/members/add: invites an existing account, as the household's pending
 * members row (invitationAccepted false) and an invite, and mails the link; the account joins
 * only when it accepts. `emailSent` is false when only the mail failed (spec A §8). Never
 * retried: a second call would find the invitation there.
 */
export const addMemberEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/households/members/add',
  request: addMemberRequestSchema,
  response: success.extend({ inviteId: z.string(), emailSent: z.boolean() }),
  bearer: true,
  retry: false,
});

/** POST /api/households/members/role. Retried: setting the same role twice changes nothing more. */
export const changeMemberRoleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/households/members/role',
  request: z.object({ organizationId: id, userId: id, role: memberRoleSchema }),
  response: success,
  bearer: true,
  retry: true,
});

/**
 * POST /api/households/members/remove, which also withdraws a pending invitation. The removed
 * member's default household moves to another of theirs, or to a new 'Foyer de {first name}'
 * when it was their only one. Never retried.
 */
export const removeMemberEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/households/members/remove',
  request: z.object({ organizationId: id, userId: id }),
  response: success,
  bearer: true,
  retry: false,
});

/**
 * POST /api/invites/accept (spec A §4, Invitation): the signed-in invitee joins the household,
 * which becomes their default one. Never retried: the invite is no longer pending afterwards.
 */
export const acceptInviteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/invites/accept',
  request: z.object({ inviteId: id }),
  response: success.extend({ organizationId: z.string() }),
  bearer: true,
  retry: false,
});
