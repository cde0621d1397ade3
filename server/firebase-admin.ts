import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export interface FirebaseAdmin {
  firestore: Firestore;
  auth: Auth;
}

/**
 * The one firebase-admin app of the process. Locally FIRESTORE_EMULATOR_HOST and
 * FIREBASE_AUTH_EMULATOR_HOST point the SDK at the emulators, so no credentials are needed.
 */
export function initFirebaseAdmin(projectId: string): FirebaseAdmin {
  const app = getApps()[0] ?? initializeApp({ projectId });
  return { firestore: getFirestore(app), auth: getAuth(app) };
}
