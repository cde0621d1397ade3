import type { StoredDoc } from '../shared/read-doc';
import { isInviteExpired, isInviteForEmail, type HouseholdInvite } from './household-invite';

/** Spec A §8, Invitation acceptance: why an invite cannot be accepted, as a locale key. */
export type InviteRefusal =
  | 'invite.errors.notFound'
  | 'invite.errors.invalidData'
  | 'invite.errors.notPending'
  | 'invite.errors.expired'
  | 'invite.errors.wrongAccount';

/**
 * Spec A §4, Invitation: the stored invite (parsed with householdInviteSchema) must exist,
 * have its household, address and role, be pending, not be past expiresAt, and be addressed to
 * the signed-in account, ignoring case. Whether the household still exists is for the caller to check.
 */
export function inviteAcceptance(
  stored: StoredDoc<HouseholdInvite>,
  account: { email: string | null | undefined },
  now: Date,
): { ok: true; invite: HouseholdInvite } | { ok: false; error: InviteRefusal } {
  if (stored.state === 'missing') return { ok: false, error: 'invite.errors.notFound' };
  if (stored.state === 'unreadable') return { ok: false, error: 'invite.errors.invalidData' };
  const invite = stored.value;
  if (invite.status !== 'pending') return { ok: false, error: 'invite.errors.notPending' };
  if (isInviteExpired(invite, now)) return { ok: false, error: 'invite.errors.expired' };
  if (!isInviteForEmail(invite, account.email)) return { ok: false, error: 'invite.errors.wrongAccount' };
  return { ok: true, invite };
}
