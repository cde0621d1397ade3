import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { collections } from '@domain/collections.ts';
import { inviteExpiryFrom } from '@domain/household/household-invite.ts';
import { isKnownRole, type AssignableRole } from '@domain/household/roles.ts';
import { ApiRefusal } from '../http/messages.ts';
import { managedHousehold, roleIn, type Caller } from './household-access.ts';
import { isRowOf, memberRows, rowName } from './member-rows.ts';

export interface MemberAddition {
  organizationId: string;
  /** The existing account, found by its lower-cased address. */
  invitee: { uid: string; email: string };
  role: AssignableRole;
}

/** 128 random bits: the invite's id is what its link carries, so it must not be guessable. */
function newInviteId(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Invites an existing account to the household, in one transaction (spec A §4 and §8): the
 * household's members row with invitationAccepted false, which the settings list as pending,
 * and organizationInvites/{id} valid 7 days. Nothing is written to the invitee's user
 * document: the membership the rules trust (users/{uid}.organizations) is theirs only once
 * they accept (DESIGN.md §3, membership starts at acceptance). Returns the invite's id.
 */
export async function addMember(firestore: Firestore, caller: Caller, { organizationId: householdId, invitee, role }: MemberAddition, now = new Date()): Promise<string> {
  const inviteRef = firestore.collection(collections.organizationInvites).doc(newInviteId());
  const inviteeRef = firestore.collection(collections.users).doc(invitee.uid);

  await firestore.runTransaction(async (transaction) => {
    const household = await managedHousehold((...refs) => transaction.getAll(...refs), firestore, caller, householdId);
    const user = await transaction.get(inviteeRef);
    // An identity-service account whose set-up never wrote its user document cannot join yet.
    if (!user.exists) throw new ApiRefusal(404, 'household.members.errors.userNotFound');
    const row = memberRows(household).find((candidate) => isRowOf(candidate, invitee.uid));
    if (row?.invitationAccepted === false) throw new ApiRefusal(409, 'household.members.errors.alreadyInvited');
    if (row || isKnownRole(roleIn(user, householdId))) throw new ApiRefusal(409, 'household.members.errors.alreadyMember');

    const invitedAt = Timestamp.fromDate(now);
    const stamp = FieldValue.serverTimestamp();
    transaction.update(household.ref, {
      members: FieldValue.arrayUnion({ userId: invitee.uid, email: invitee.email, name: rowName(user), role, invitationAccepted: false, joinedAt: invitedAt }),
      updatedAt: stamp,
    });
    transaction.create(inviteRef, {
      organizationId: householdId,
      userId: invitee.uid,
      email: invitee.email,
      role,
      status: 'pending',
      invitedBy: caller.uid,
      createdAt: invitedAt,
      expiresAt: Timestamp.fromDate(inviteExpiryFrom(now)),
      updatedAt: stamp,
    });
  });
  return inviteRef.id;
}
