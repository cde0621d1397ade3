import { FieldPath, FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { DEFAULT_HOUSEHOLD_SIZE } from '@domain/accounts/account-limits.ts';
import { googleHouseholdName, signUpHouseholdName } from '@domain/accounts/default-household-name.ts';
import { collections } from '@domain/collections.ts';
import { isKnownRole } from '@domain/household/roles.ts';
import { calendarFeedRef, dropMemberAddress } from '../calendar/tokens.ts';
import { ApiRefusal } from '../http/messages.ts';
import { isPlainDocumentId } from '../http/document-id.ts';
import { managedHousehold, roleIn, type Caller } from './household-access.ts';
import { addNewHousehold } from './household-setup.ts';
import { pendingInvitesOf } from './member-invites.ts';
import { isRowOf, memberRows, refuseMembershipChange, textField } from './member-rows.ts';

/**
 * Removes a member, or withdraws an invitation, in one transaction: their members row, their
 * pending invites of the household, their calendar address (whose copies answer 404 from the
 * commit on while the other members' keep working), and their users/{uid}.organizations entry
 * when they had accepted. A removed member whose default household this was moves to another
 * household of theirs that still exists or, when it was their only one, to a new 'Foyer de
 * {first name}' set up as sign-up sets one up, so they are never left without one. An invitee
 * who never accepted had no membership, and their own households stay as they were.
 */
export async function removeMember(firestore: Firestore, caller: Caller, { organizationId: householdId, userId }: { organizationId: string; userId: string }, now = new Date()): Promise<void> {
  const removed = await firestore.runTransaction(async (transaction) => {
    const household = await managedHousehold((...refs) => transaction.getAll(...refs), firestore, caller, householdId);
    const rows = memberRows(household);
    refuseMembershipChange(rows, { actorId: caller.uid, targetId: userId, nextRole: null });
    if (!isPlainDocumentId(userId)) throw new ApiRefusal(404, 'household.members.errors.notMember');

    const user = await transaction.get(firestore.collection(collections.users).doc(userId));
    const invites = await pendingInvitesOf(transaction, firestore, householdId, userId);
    const calendarFeed = await transaction.get(calendarFeedRef(firestore, householdId));
    const wasMember = user.exists && user.get(new FieldPath('organizations', householdId)) !== undefined;
    // undefined: their default household is another one and stays; null: they have no other left.
    const nextDefault = wasMember && user.get('defaultOrganizationId') === householdId ? await remainingHousehold(transaction, firestore, user, householdId) : undefined;

    const stamp = FieldValue.serverTimestamp();
    transaction.update(household.ref, { members: rows.filter((row) => !isRowOf(row, userId)), updatedAt: stamp });
    for (const invite of invites) transaction.delete(invite.ref);
    dropMemberAddress(transaction, firestore, calendarFeed, userId);
    if (!wasMember) return null;
    const defaultMove: unknown[] = [];
    if (nextDefault === null) {
      const membership = addNewHousehold(firestore, transaction, ownerOf(user), { name: fallbackHouseholdName(user), numberOfPersons: DEFAULT_HOUSEHOLD_SIZE, now });
      defaultMove.push(new FieldPath('organizations', membership.organizationId), membership, 'defaultOrganizationId', membership.organizationId);
    } else if (nextDefault !== undefined) {
      defaultMove.push('defaultOrganizationId', nextDefault);
    }
    transaction.update(user.ref, new FieldPath('organizations', householdId), FieldValue.delete(), 'updatedAt', stamp, ...defaultMove);
    return user.ref;
  });
  // The removed member's open app follows their user document. The commit above also takes
  // away the household's reads, and a listener refused by a commit can miss the rest of it (the
  // emulator drops it; a refused target is the first thing a client hears): this second write,
  // which changes nothing they see, brings their user document's live query the new state.
  await removed?.update({ updatedAt: FieldValue.serverTimestamp() });
}

/** The first other household the user still belongs to and that still exists, or null. */
async function remainingHousehold(transaction: Transaction, firestore: Firestore, user: DocumentSnapshot, leaving: string): Promise<string | null> {
  const memberships: unknown = user.get('organizations');
  const candidates = Object.keys(typeof memberships === 'object' && memberships !== null ? memberships : {}).filter(
    (id) => id !== leaving && isPlainDocumentId(id) && isKnownRole(roleIn(user, id)),
  );
  if (candidates.length === 0) return null;
  const households = await transaction.getAll(...candidates.map((id) => firestore.collection(collections.organizations).doc(id)));
  return households.find((household) => household.exists)?.id ?? null;
}

function ownerOf(user: DocumentSnapshot) {
  return { uid: user.id, email: textField(user, 'email'), firstName: textField(user, 'firstName'), lastName: textField(user, 'lastName') };
}

/** 'Foyer de {first name}' (spec A §5); without a first name, the name a nameless Google sign-up gets. */
function fallbackHouseholdName(user: DocumentSnapshot): string {
  return signUpHouseholdName(textField(user, 'firstName'), '') || googleHouseholdName(null);
}
