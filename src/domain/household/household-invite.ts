import { addDays } from 'date-fns';
import { z } from 'zod';
import { optionalTimestampSchema } from '../shared/timestamp';
import { roleSchema } from './roles';

export const INVITE_EXPIRY_DAYS = 7;

export const inviteStatuses = ['pending', 'accepted'] as const;

export type InviteStatus = (typeof inviteStatuses)[number];

/**
 * organizationInvites/{id} (spec A §3). organizationId, email and role are required: an invite
 * missing one of them cannot be accepted ("Données d'invitation invalides").
 */
export const householdInviteSchema = z.object({
  id: z.string().min(1),
  organizationId: z.string().min(1),
  // The invited account, which must exist before it can be invited (spec A §5).
  userId: z.string().min(1).optional(),
  email: z.string().min(1),
  role: roleSchema.min(1),
  status: z.enum(inviteStatuses),
  invitedBy: z.string().min(1),
  createdAt: optionalTimestampSchema,
  expiresAt: optionalTimestampSchema,
  acceptedAt: optionalTimestampSchema,
  updatedAt: optionalTimestampSchema,
});

export type HouseholdInvite = z.infer<typeof householdInviteSchema>;

export function inviteExpiryFrom(createdAt: Date): Date {
  return addDays(createdAt, INVITE_EXPIRY_DAYS);
}

/** An invite without any date cannot be proven fresh, so it counts as expired. */
export function isInviteExpired(invite: Pick<HouseholdInvite, 'createdAt' | 'expiresAt'>, now: Date): boolean {
  const expiresAt = invite.expiresAt ?? (invite.createdAt ? inviteExpiryFrom(invite.createdAt) : null);
  return expiresAt === null || now.getTime() > expiresAt.getTime();
}

/** Spec A §4: the invite's address must be the signed-in user's, ignoring case. */
export function isInviteForEmail(invite: Pick<HouseholdInvite, 'email'>, email: string | null | undefined): boolean {
  return !!email && invite.email.trim().toLowerCase() === email.trim().toLowerCase();
}
