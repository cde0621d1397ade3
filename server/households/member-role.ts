import { FieldPath, FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { collections } from '@domain/collections.ts';
import type { AssignableRole } from '@domain/household/roles.ts';
import { ApiRefusal } from '../http/messages.ts';
import { isPlainDocumentId } from '../http/document-id.ts';
import { managedHousehold, type Caller } from './household-access.ts';
import { pendingInvitesOf } from './member-invites.ts';
import { isRowOf, memberRows, refuseMembershipChange } from './member-rows.ts';

/**
 * Gives a member another role, in users/{uid}.organizations (what the rules trust) and in the
 * household's members row (what the screens list), in one transaction. An invitee who has not
 * accepted yet has no membership to change, and none is written for them (DESIGN.md §3): their
 * row and their pending invites take the role they will join with. The refusals are decided
 * on the rows that transaction read, so two owners demoting each other at once cannot both
 * succeed: the second one retries, sees a single owner left, and is refused.
 */
export async function changeMemberRole(
  firestore: Firestore,
  caller: Caller,
  { organizationId: householdId, userId, role }: { organizationId: string; userId: string; role: AssignableRole },
): Promise<void> {
  await firestore.runTransaction(async (transaction) => {
    const household = await managedHousehold((...refs) => transaction.getAll(...refs), firestore, caller, householdId);
    const rows = memberRows(household);
    refuseMembershipChange(rows, { actorId: caller.uid, targetId: userId, nextRole: role });
    if (!isPlainDocumentId(userId)) throw new ApiRefusal(404, 'household.members.errors.notMember');

    const row = rows.find((candidate) => isRowOf(candidate, userId));
    const userRef = firestore.collection(collections.users).doc(userId);
    const user = await transaction.get(userRef);
    const invites = await pendingInvitesOf(transaction, firestore, householdId, userId);
    const membership = new FieldPath('organizations', householdId);
    const stamp = FieldValue.serverTimestamp();
    // A membership held already is kept in step whatever the row says; an accepted row without
    // one gets it back, as the rules must see the role the screens list.
    if (user.exists && (user.get(membership) !== undefined || row?.invitationAccepted === true)) {
      const joinedAt: unknown = user.get(new FieldPath('organizations', householdId, 'joinedAt')) ?? row?.joinedAt ?? Timestamp.now();
      transaction.update(userRef, membership, { organizationId: householdId, role, joinedAt }, 'updatedAt', stamp);
    }
    transaction.update(household.ref, { members: rows.map((candidate) => (candidate === row ? { ...candidate, role } : candidate)), updatedAt: stamp });
    for (const invite of invites) transaction.update(invite.ref, { role, updatedAt: stamp });
  });
}
