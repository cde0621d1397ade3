import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, initializeFirestore, type Firestore } from 'firebase/firestore';
import { inject } from 'vitest';
import type {} from './global-setup.ts';

/**
 * Verified members with their own app's Firestore client each, on the rules suite's emulator:
 * for the *.emulator.test.ts files that drive a feature's data functions as two members writing
 * at once. Call `close` after the suite.
 */
export function memberClients<Uid extends string>(projectId: `demo-${string}`, uids: readonly Uid[]) {
  const apps: FirebaseApp[] = [];
  const clients = Object.fromEntries(
    uids.map((uid) => {
      const app = initializeApp({ projectId, apiKey: 'demo-key' }, `${projectId}-${uid}`);
      apps.push(app);
      const firestore = initializeFirestore(app, {});
      connectFirestoreEmulator(firestore, '127.0.0.1', inject('firestorePort'), { mockUserToken: { sub: uid, user_id: uid, email: `${uid}@example.test`, email_verified: true } });
      return [uid, firestore];
    }),
  ) as Record<Uid, Firestore>;
  return { clients, close: () => Promise.all(apps.map((app) => deleteApp(app))) };
}

/**
 * A visitor's client, signed in to nobody, on the rules suite's emulator: for the
 * *.emulator.test.ts files that drive what the shared page writes. Call `close` after the suite.
 */
export function visitorClient(projectId: `demo-${string}`) {
  const app = initializeApp({ projectId, apiKey: 'demo-key' }, `${projectId}-visitor`);
  const client = initializeFirestore(app, {});
  connectFirestoreEmulator(client, '127.0.0.1', inject('firestorePort'));
  return { client, close: () => deleteApp(app) };
}
