import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { SignUpPayload } from '../../src/domain/accounts/sign-up-payload.ts';
import { collections } from '../../src/domain/collections.ts';
import { addAccountSetup, type NewAccount } from './household-setup.ts';

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
    const { organizationId } = addAccountSetup(firestore, batch, { ...payload, uid, emailVerified: false });
    await batch.commit();
    return { uid, organizationId };
  } catch (error) {
    await auth.deleteUser(uid).catch((cleanupError: unknown) => console.error(`Could not delete the half-created account ${uid}:`, cleanupError));
    throw error;
  }
}

/**
 * A first Google sign-in's user document and household. Returns false when the user
 * already has a document (a second call, or a race with another tab): nothing is written.
 */
export async function setUpGoogleAccount(firestore: Firestore, account: NewAccount): Promise<boolean> {
  const userRef = firestore.collection(collections.users).doc(account.uid);
  if ((await userRef.get()).exists) return false;
  const batch = firestore.batch();
  addAccountSetup(firestore, batch, account);
  try {
    await batch.commit();
    return true;
  } catch (error) {
    // ALREADY_EXISTS: the user document was created between the read and the commit.
    if (adminCode(error) === '6' || (error as { code?: unknown }).code === 6) return false;
    throw error;
  }
}
