import { doc, getDoc, onSnapshot, serverTimestamp, updateDoc } from 'firebase/firestore';
import { userSchema, type User } from '@/domain/accounts/user';
import { collections } from '@/domain/collections';
import { householdSchema, type Household } from '@/domain/household/household';
import { firebase } from '@/lib/firebase/firestore';
import { readDoc } from '@/lib/firebase/typed-doc';

// A signed-in user's documents: loaded once the identity service says someone is signed in.

/**
 * A user document as the session reads it: the user, null when there is none, or 'incomplete' when
 * it exists but does not read as a user, an account whose set-up never finished.
 */
export type UserDocumentRead = User | null | 'incomplete';

/**
 * Live user document, so memberships and the default household follow changes made elsewhere.
 * `fromServer`: the server sent this read, not only the device's cache, which may still name a
 * household the user has since left; the server's agreement with the cache is an answer too.
 */
export function watchUserDocument(uid: string, onChange: (user: UserDocumentRead, fromServer: boolean) => void, onError: (error: unknown) => void): () => void {
  return onSnapshot(
    doc(firebase().db, collections.users, uid),
    { includeMetadataChanges: true },
    (snapshot) => onChange(readDoc(snapshot, userSchema) ?? (snapshot.exists() ? 'incomplete' : null), !snapshot.metadata.fromCache),
    onError,
  );
}

/**
 * The household document, live: null when it is gone or unreadable. The session's one read of it,
 * which every screen then shares (a second listener would read it again).
 */
export function watchHouseholdDocument(id: string, onChange: (household: Household | null) => void, onError: (error: unknown) => void): () => void {
  return onSnapshot(
    doc(firebase().db, collections.organizations, id),
    (snapshot) => onChange(readDoc(snapshot, householdSchema)),
    onError,
  );
}

export async function fetchHousehold(id: string): Promise<Household | null> {
  const snapshot = await getDoc(doc(firebase().db, collections.organizations, id));
  return readDoc(snapshot, householdSchema);
}

/** The user's households that still exist and that the user may still read. */
export async function fetchHouseholds(ids: readonly string[]): Promise<Household[]> {
  const found = await Promise.all(ids.map((id) => fetchHousehold(id).catch(() => null)));
  return found.filter((household): household is Household => household !== null);
}

export function setDefaultHousehold(uid: string, householdId: string): Promise<void> {
  return updateDoc(doc(firebase().db, collections.users, uid), { defaultOrganizationId: householdId, updatedAt: serverTimestamp() });
}

/**
 * True once the user has a verified account. A Google sign-in onto a missing or unverified
 * user document goes through the API service, which sets the account up or replaces a
 * never-verified pre-registration of the same address.
 */
export async function hasVerifiedAccount(uid: string): Promise<boolean> {
  const snapshot = await getDoc(doc(firebase().db, collections.users, uid));
  return snapshot.exists() && snapshot.get('emailVerified') === true;
}
