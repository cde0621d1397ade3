import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { collections } from '@domain/collections.ts';
import { isKnownRole } from '@domain/household/roles.ts';

/**
 * Whether the user belongs to the household in any role, read where firestore.rules reads it
 * (isOrgMember: users/{uid}.organizations.{organizationId}.role), so the API and the rules never
 * disagree on who is a member. The household's own members rows only serve its screens.
 */
export async function isHouseholdMember(firestore: Firestore, uid: string, householdId: string): Promise<boolean> {
  const user = await firestore.collection(collections.users).doc(uid).get();
  // A FieldPath, not a dotted string: an id is never read as a path.
  return isKnownRole(user.get(new FieldPath('organizations', householdId, 'role')));
}
