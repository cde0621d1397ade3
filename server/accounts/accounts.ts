import { randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { SignUpPayload } from '@domain/accounts/sign-up-payload.ts';
import { collections } from '@domain/collections.ts';
import { addAccountSetup, type NewAccount } from '../households/household-setup.ts';
import { readDoc } from '../read-doc.ts';
import { isPreRegistration, preRegistrationDocuments, preRegistrationUserSchema } from './pre-registration.ts';

/** Firebase Admin error codes the sign-up answers with its own message. */
export type SignUpFailure = 'emailInUse' | 'weakPassword' | 'invalidEmail';

export class SignUpError extends Error {
  constructor(readonly reason: SignUpFailure) {
    super(reason);
  }
}

const adminErrorReasons: Record<string, SignUpFailure> = {
  'auth/email-already-exists': 'emailInUse',
  'auth/invalid-password': 'weakPassword',
  'auth/invalid-email': 'invalidEmail',
};

function adminCode(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/**
 * Creates the identity-service account (unverified) and everything it starts with. The
 * documents go in one batch; if it fails the account is deleted again, so a failure
 * never leaves half an account behind.
 */
export async function createPasswordAccount({ auth, firestore }: { auth: Auth; firestore: Firestore }, payload: SignUpPayload): Promise<{ uid: string; organizationId: string }> {
  let uid: string;
  try {
    const record = await auth.createUser({
      email: payload.email,
      password: payload.password,
      emailVerified: false,
      displayName: `${payload.firstName} ${payload.lastName}`,
    });
    uid = record.uid;
  } catch (error) {
    const reason = adminErrorReasons[adminCode(error) ?? ''];
    if (reason) throw new SignUpError(reason);
    throw error;
  }

  try {
    const batch = firestore.batch();
    const { organizationId: householdId } = addAccountSetup(firestore, batch, { ...payload, uid, emailVerified: false });
    await batch.commit();
    return { uid, organizationId: householdId };
  } catch (error) {
    await auth.deleteUser(uid).catch((cleanupError: unknown) => console.error(`Could not delete the half-created account ${uid}:`, cleanupError));
    throw error;
  }
}

/**
 * A Google sign-in's user document and household: written on the first sign-in, and written
 * afresh over a never-verified pre-registration of the same address (pre-registration.ts).
 * Returns false when the user already has an account of their own: nothing is written. One
 * transaction, so two racing calls set up a single household.
 */
export async function setUpGoogleAccount({ auth, firestore }: { auth: Auth; firestore: Firestore }, account: NewAccount): Promise<boolean> {
  const userRef = firestore.collection(collections.users).doc(account.uid);
  // The identity service first, so a failure below can never leave the squatter's password
  // working on an account the owner of the address now uses.
  if (isPreRegistration(readDoc(await userRef.get(), preRegistrationUserSchema), account.emailVerified)) await lockOutSquatter(auth, account);

  return firestore.runTransaction(async (transaction) => {
    const user = readDoc(await transaction.get(userRef), preRegistrationUserSchema);
    if (user === null) {
      addAccountSetup(firestore, transaction, account);
      return true;
    }
    if (!isPreRegistration(user, account.emailVerified)) return false;
    const discarded = await preRegistrationDocuments(firestore, transaction, account.uid, user);
    for (const ref of discarded) transaction.delete(ref);
    addAccountSetup(firestore, transaction, account, { replaceUser: true });
    return true;
  });
}

/**
 * Firebase itself drops an unverified account's password when Google proves the address
 * (the Auth emulator too). Where it stays linked, it is replaced by one nobody knows and the
 * squatter's sessions are ended; unlinking the provider instead would also clear the
 * account's e-mail. The Google profile's name replaces the squatter's.
 */
async function lockOutSquatter(auth: Auth, { uid, firstName, lastName }: NewAccount): Promise<void> {
  const hasPassword = (await auth.getUser(uid)).providerData.some((info) => info.providerId === 'password');
  const displayName = `${firstName} ${lastName}`.trim() || null;
  await auth.updateUser(uid, hasPassword ? { displayName, password: randomBytes(32).toString('base64url') } : { displayName });
  if (hasPassword) await auth.revokeRefreshTokens(uid);
}
