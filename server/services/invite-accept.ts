import { FieldPath, FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { collections } from '../../src/domain/collections.ts';
import { inviteAcceptance } from '../../src/domain/household/invite-acceptance.ts';
import { isKnownRole } from '../../src/domain/household/roles.ts';
import type { LocaleKey } from '../../src/locales/locale-key.ts';
import { ApiRefusal } from '../messages.ts';
import { isPlainDocumentId } from './document-id.ts';
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
 * invite must pass inviteAcceptance and its household still exist. The account's membership
 * is written (or kept), the household becomes its default one, its members row says
 * invitationAccepted, and the invite is accepted. Returns the household's id.
 */
export async function acceptInvite(firestore: Firestore, caller: { uid: string; email: string | undefined }, inviteId: string, now = new Date()): Promise<string> {
  return firestore.runTransaction(async (transaction) => {
    if (!isPlainDocumentId(inviteId)) throw new ApiRefusal(404, 'invite.errors.notFound');
    const inviteRef = firestore.collection(collections.organizationInvites).doc(inviteId);
    const verdict = inviteAcceptance((await transaction.get(inviteRef)).data() ?? null, inviteId, { email: caller.email }, now);
    if (!verdict.ok) throw new ApiRefusal(refusalStatus[verdict.error], verdict.error);
    const { invite } = verdict;
    // The invite names the account it was made for; the same address on a later account is another person's.
    if (invite.userId !== undefined && invite.userId !== caller.uid) throw new ApiRefusal(403, 'invite.errors.wrongAccount');

    const organizationId = invite.organizationId;
    if (!isPlainDocumentId(organizationId)) throw new ApiRefusal(404, 'invite.errors.householdGone');
    const [household, user] = await transaction.getAll(
      firestore.collection(collections.organizations).doc(organizationId),
      firestore.collection(collections.users).doc(caller.uid),
    );
    if (!household?.exists) throw new ApiRefusal(404, 'invite.errors.householdGone');
    // Every verified account has its user document; one without cannot hold a membership.
    if (!user?.exists) throw new ApiRefusal(409, 'invite.errors.failed');

    const currentRole = roleIn(user, organizationId);
    // An invite made with its membership (addMember names its userId) is void once the owner
    // removed that member: accepting it must not let them back in.
    if (invite.userId !== undefined && !isKnownRole(currentRole)) throw new ApiRefusal(409, 'invite.errors.notPending');
    // A role an owner set since the invite was made stands; the invite's role is for a newcomer.
    const role = isKnownRole(currentRole) ? currentRole : invite.role;

    const acceptedAt = Timestamp.fromDate(now);
    const stamp = FieldValue.serverTimestamp();
    const joinedAt: unknown = user.get(new FieldPath('organizations', organizationId, 'joinedAt')) ?? acceptedAt;
    transaction.update(user.ref, new FieldPath('organizations', organizationId), { organizationId, role, joinedAt }, 'defaultOrganizationId', organizationId, 'updatedAt', stamp);

    const rows = memberRows(household);
    const accepted = { invitationAccepted: true, role };
    const members = rows.some((row) => isRowOf(row, caller.uid))
      ? rows.map((row) => (isRowOf(row, caller.uid) ? { ...row, ...accepted } : row))
      : [...rows, { userId: caller.uid, email: textField(user, 'email') || invite.email, name: rowName(user), ...accepted, joinedAt }];
    transaction.update(household.ref, { members, updatedAt: stamp });

    transaction.update(inviteRef, { status: 'accepted', acceptedAt, updatedAt: stamp });
    return organizationId;
  });
}
