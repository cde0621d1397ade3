import type { DecodedIdToken } from 'firebase-admin/auth';
import { FieldPath, type DocumentReference, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { collections } from '@domain/collections.ts';
import { canManageHousehold } from '@domain/household/roles.ts';
import { ApiRefusal } from '../http/messages.ts';
import { isPlainDocumentId } from '../http/document-id.ts';

/** The signed-in user a membership call acts for. */
export interface Caller {
  uid: string;
  /** The custom claim of DESIGN.md §3; `=== true` so a string "true" never counts, as in the rules. */
  admin: boolean;
}

export function callerOf(token: DecodedIdToken): Caller {
  return { uid: token.uid, admin: token.admin === true };
}

/** Reads documents at once: a transaction's getAll, so what is decided on them stays true until it commits. */
export type ReadDocuments = (...refs: DocumentReference[]) => Promise<DocumentSnapshot[]>;

/**
 * users/{uid}.organizations.{organizationId}.role, read where firestore.rules reads it. A
 * FieldPath, not a dotted string: an id is never read as a path.
 */
export function roleIn(user: DocumentSnapshot, householdId: string): unknown {
  return user.get(new FieldPath('organizations', householdId, 'role'));
}

/** Whether the caller owns the household (per their user document), or is an admin. */
export function managesHousehold(caller: Caller, user: DocumentSnapshot | undefined, householdId: string): boolean {
  if (caller.admin) return true;
  const role = user && roleIn(user, householdId);
  return canManageHousehold(typeof role === 'string' ? role : undefined);
}

/**
 * The household the caller manages: they own it, or they are an admin (DESIGN.md §3). The
 * caller's role is checked first, so someone else learns nothing of which households exist;
 * an owner or admin naming a household that is gone gets householdNotFound.
 */
export async function managedHousehold(read: ReadDocuments, firestore: Firestore, caller: Caller, householdId: string): Promise<DocumentSnapshot> {
  const userRef = firestore.collection(collections.users).doc(caller.uid);
  const householdRef = isPlainDocumentId(householdId) ? firestore.collection(collections.organizations).doc(householdId) : null;
  const [user, household] = await read(userRef, ...(householdRef ? [householdRef] : []));
  if (!managesHousehold(caller, user, householdId)) throw new ApiRefusal(403, 'household.members.errors.forbidden');
  if (!household?.exists) throw new ApiRefusal(404, 'household.members.errors.householdNotFound');
  return household;
}
