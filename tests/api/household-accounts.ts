import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getDoc, getFirestore, serverTimestamp, setLogLevel, updateDoc } from 'firebase/firestore';
import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { setAdminClaim } from '../../server/accounts/admin-claim.ts';
import { admin, googleIdToken, passwordIdToken, postJson, stack, uniqueEmail } from './helpers.ts';

// Accounts and households for the membership and invitation API tests (household-members and
// invites): verified Google accounts set up as the app sets them up, each owning a household.

const { auth, firestore } = admin();

export interface Account {
  uid: string;
  email: string;
  name: string;
  idToken: string;
  /** The household the account signed up with. */
  organizationId: string;
}

/** A verified account with its own household named `householdName`. */
export async function signUp(householdName = 'Famille Test', name = 'Camille Martin', prefix = 'account'): Promise<Account> {
  const email = uniqueEmail(prefix);
  const { idToken, uid } = await googleIdToken(email, name);
  expect((await postJson('/api/auth/googlesignup', { idToken, organizationName: householdName, numberOfPersons: 2 })).status).toBe(201);
  const householdId = (await firestore.doc(`users/${uid}`).get()).get('defaultOrganizationId') as string;
  return { uid, email, name, idToken, organizationId: householdId };
}

/** An account whose address is not verified yet (password sign-up, link never followed). */
export async function unverifiedIdToken(): Promise<string> {
  const email = uniqueEmail('unverified');
  await postJson('/api/auth/signup', { firstName: 'Ines', lastName: 'Attente', email, password: 'Secret123', organizationName: 'Famille Attente', numberOfPersons: 1 });
  return passwordIdToken(email, 'Secret123');
}

/** A fresh ID token carrying the admin claim, as after `npm run admin:grant` and a new sign-in. */
export async function asAdmin(account: Account): Promise<Account> {
  await setAdminClaim(auth, account.email, true);
  return { ...account, idToken: (await googleIdToken(account.email, account.name)).idToken };
}

/** Puts `member` in `owner`'s household with `role`, as an accepted member, without the API. */
export async function joinDirectly(member: Account, householdId: string, role: string): Promise<void> {
  const joinedAt = Timestamp.now();
  await firestore.doc(`users/${member.uid}`).update(new FieldPath('organizations', householdId), { organizationId: householdId, role, joinedAt });
  await firestore.doc(`organizations/${householdId}`).update({
    members: FieldValue.arrayUnion({ userId: member.uid, email: member.email, name: member.name, role, invitationAccepted: true, joinedAt }),
  });
}

export function call(account: Pick<Account, 'idToken'> | null, path: string, body: unknown) {
  return postJson(path, body, account ? { Authorization: `Bearer ${account.idToken}` } : {});
}

export async function userData(uid: string) {
  return (await firestore.doc(`users/${uid}`).get()).data() ?? {};
}

export async function householdData(householdId: string) {
  return (await firestore.doc(`organizations/${householdId}`).get()).data() ?? {};
}

/** The household's members rows by user id. */
export async function rowsOf(householdId: string): Promise<Record<string, Record<string, unknown>>> {
  const rows = ((await householdData(householdId)).members ?? []) as Record<string, unknown>[];
  return Object.fromEntries(rows.map((row) => [row.userId as string, row]));
}

/** A refusal's status and body: the French message and its locale key. */
export async function expectRefusal(response: Response, status: number, code: string, message: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ message, code });
}

// A refused read or write is otherwise logged by the client SDK as a stream error.
setLogLevel('silent');
let clientApps = 0;

async function isAllowed(request: Promise<unknown>): Promise<boolean> {
  try {
    await request;
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied') return false;
    throw error;
  }
}

/**
 * What the account's own app may do with a household, asked as the app asks: the Firestore
 * client SDK with the account's ID token, against the suite's emulator and its rules. `read`:
 * get the household; `switchTo`: make it their current one (users/{uid}.defaultOrganizationId).
 */
export async function householdAccess(account: Account, householdId: string): Promise<{ read: boolean; switchTo: boolean }> {
  const app = initializeApp({ projectId: 'demo-nioo', apiKey: 'demo-api-key' }, `client-${(clientApps += 1)}`);
  try {
    const firestore = getFirestore(app);
    const emulator = new URL(stack.firestore);
    connectFirestoreEmulator(firestore, emulator.hostname, Number(emulator.port), { mockUserToken: account.idToken });
    return {
      read: await isAllowed(getDoc(doc(firestore, 'organizations', householdId))),
      switchTo: await isAllowed(updateDoc(doc(firestore, 'users', account.uid), { defaultOrganizationId: householdId, updatedAt: serverTimestamp() })),
    };
  } finally {
    await deleteApp(app);
  }
}
