import { randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { collections } from '../../src/domain/collections.ts';
import { inviteExpiryFrom } from '../../src/domain/household/household-invite.ts';
import { addAccountSetup } from '../../server/households/household-setup.ts';
import { demoAccount } from './demo-account.ts';

/**
 * The demo household's other members, so its settings page lists more than its owner: Léa, a
 * member who accepted, and Hugo, a viewer whose invitation is still pending. Each has an
 * account of their own (password as the demo's) and their own household, as real people would.
 */
export const demoMembers = [
  { firstName: 'Léa', lastName: 'Martin', email: 'lea@nioo.test', role: 'member', invitationAccepted: true },
  { firstName: 'Hugo', lastName: 'Petit', email: 'hugo@nioo.test', role: 'viewer', invitationAccepted: false },
] as const;

/** Adds the demo members to the demo household unless a persisted run already has them. */
export async function seedDemoMembers({ auth, firestore }: { auth: Auth; firestore: Firestore }): Promise<void> {
  const owner = await auth.getUserByEmail(demoAccount.email);
  const users = firestore.collection(collections.users);
  const householdId: unknown = (await users.doc(owner.uid).get()).get('defaultOrganizationId');
  if (typeof householdId !== 'string') throw new Error('The demo account has no household to add members to.');
  const householdRef = firestore.collection(collections.organizations).doc(householdId);

  for (const person of demoMembers) {
    if (await auth.getUserByEmail(person.email).catch(() => null)) continue;
    const { uid } = await auth.createUser({ email: person.email, password: demoAccount.password, emailVerified: true, displayName: `${person.firstName} ${person.lastName}` });
    const joinedAt = Timestamp.now();
    const batch = firestore.batch();
    addAccountSetup(firestore, batch, { uid, email: person.email, firstName: person.firstName, lastName: person.lastName, emailVerified: true, organizationName: `Famille ${person.lastName}`, numberOfPersons: 2 });
    await batch.commit();

    const household = await householdRef.get();
    const members: unknown[] = household.get('members') ?? [];
    const membership = firestore.batch();
    // Membership starts at acceptance (DESIGN.md §3): Hugo, still invited, has only his row and his invite.
    if (person.invitationAccepted) {
      membership.update(users.doc(uid), new FieldPath('organizations', householdId), { organizationId: householdId, role: person.role, joinedAt }, 'defaultOrganizationId', householdId);
    }
    membership.update(householdRef, {
      members: [...members, { userId: uid, email: person.email, name: `${person.firstName} ${person.lastName}`, role: person.role, invitationAccepted: person.invitationAccepted, joinedAt }],
    });
    if (!person.invitationAccepted) {
      membership.create(firestore.collection(collections.organizationInvites).doc(randomBytes(16).toString('hex')), {
        organizationId: householdId,
        userId: uid,
        email: person.email,
        role: person.role,
        status: 'pending',
        invitedBy: owner.uid,
        createdAt: joinedAt,
        expiresAt: Timestamp.fromDate(inviteExpiryFrom(joinedAt.toDate())),
        updatedAt: joinedAt,
      });
    }
    await membership.commit();
  }
}
