import { FieldPath, FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { collections } from '@domain/collections.ts';
import { inviteAcceptance } from '@domain/household/invite-acceptance.ts';
import { householdInviteSchema } from '@domain/household/household-invite.ts';
import { isKnownRole } from '@domain/household/roles.ts';
import { parseDoc } from '@domain/shared/read-doc.ts';
import type { LocaleKey } from '../../src/locales/locale-key.ts';
import { ApiRefusal } from '../http/messages.ts';
import { isPlainDocumentId } from '../http/document-id.ts';
import { roleIn } from './household-access.ts';
import { isRowOf, memberRows, rowName, textField } from './member-rows.ts';

const refusalStatus = {
  'invite.errors.notFound': 404,
  'invite.errors.invalidData': 400,
  'invite.errors.notPending': 409,
  'invite.errors.expired': 410,
  'invite.errors.wrongAccount': 403,
} as const satisfies Partial<Record<LocaleKey, number>>;

/**
 * Accepts an invite for the signed-in account, in one transaction (spec A §4, Invitation): the
 * invite must pass inviteAcceptance and its household still exist. This is where the account
 * joins (DESIGN.md §3, membership starts at acceptance): its users/{uid}.organizations entry is
 * written with the role of its pending row (an owner may have changed it since the invite was
 * made) or else the invite's, the household becomes its default one, its members row says
 * invitationAccepted, and the invite is accepted. Returns the household's id.
 */
export async function acceptInvite(firestore: Firestore, caller: { uid: string; email: string | undefined }, inviteId: string, now = new Date()): Promise<string> {
  return firestore.runTransaction(async (transaction) => {
    if (!isPlainDocumentId(inviteId)) throw new ApiRefusal(404, 'invite.errors.notFound');
    const inviteRef = firestore.collection(collections.organizationInvites).doc(inviteId);
    const verdict = inviteAcceptance(parseDoc(await transaction.get(inviteRef), householdInviteSchema), { email: caller.email }, now);
    if (!verdict.ok) throw new ApiRefusal(refusalStatus[verdict.error], verdict.error);
    const { invite } = verdict;
    // The invite names the account it was made for; the same address on a later account is another person's.
    if (invite.userId !== undefined && invite.userId !== caller.uid) throw new ApiRefusal(403, 'invite.errors.wrongAccount');

    const householdId = invite.organizationId;
    if (!isPlainDocumentId(householdId)) throw new ApiRefusal(404, 'invite.errors.householdGone');
    const [household, user] = await transaction.getAll(
      firestore.collection(collections.organizations).doc(householdId),
      firestore.collection(collections.users).doc(caller.uid),
    );
    if (!household?.exists) throw new ApiRefusal(404, 'invite.errors.householdGone');
    // Every verified account has its user document; one without cannot hold a membership.
    if (!user?.exists) throw new ApiRefusal(409, 'invite.errors.failed');

    const rows = memberRows(household);
    const row = rows.find((candidate) => isRowOf(candidate, caller.uid));
    // An invite addMember made (it names its userId) comes with a pending row; once the owner
    // removed that row, accepting must not let them in.
    if (invite.userId !== undefined && !row) throw new ApiRefusal(409, 'invite.errors.notPending');
    const currentRole = roleIn(user, householdId);
    const role = isKnownRole(row?.role) ? row.role : isKnownRole(currentRole) ? currentRole : invite.role;

    const acceptedAt = Timestamp.fromDate(now);
    const stamp = FieldValue.serverTimestamp();
    // A membership held already (written with the invite by an earlier version of the service) keeps its date.
    const joinedAt: unknown = user.get(new FieldPath('organizations', householdId, 'joinedAt')) ?? acceptedAt;
    transaction.update(user.ref, new FieldPath('organizations', householdId), { organizationId: householdId, role, joinedAt }, 'defaultOrganizationId', householdId, 'updatedAt', stamp);

    const accepted = { invitationAccepted: true, role, joinedAt };
    const members = row
      ? rows.map((candidate) => (candidate === row ? { ...candidate, ...accepted } : candidate))
      : [...rows, { userId: caller.uid, email: textField(user, 'email') || invite.email, name: rowName(user), ...accepted }];
    transaction.update(household.ref, { members, updatedAt: stamp });

    transaction.update(inviteRef, { status: 'accepted', acceptedAt, updatedAt: stamp });
    return householdId;
  });
}
