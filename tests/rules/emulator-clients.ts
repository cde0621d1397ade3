import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { connectFirestoreEmulator, initializeFirestore, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import type {} from './global-setup.ts';
import { createRulesEnv, seed, suiteProject } from './helpers.ts';
import { userDoc } from './recipe-fixtures.ts';

let appsCreated = 0;

/** A name no other app of the worker has: its files create their clients as they load, before any of them runs. */
function appName(who: string): string {
  appsCreated += 1;
  return `${suiteProject}-${who}-${appsCreated}`;
}

/**
 * Verified members with their own app's Firestore client each, on the rules suite's emulator:
 * for the *.emulator.test.ts files that drive a feature's data functions as two members writing
 * at once. Call `close` after the suite.
 */
export function memberClients<Uid extends string>(uids: readonly Uid[]) {
  const apps: FirebaseApp[] = [];
  const clients = Object.fromEntries(
    uids.map((uid) => {
      const app = initializeApp({ projectId: suiteProject, apiKey: 'demo-key' }, appName(uid));
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
export function visitorClient() {
  const app = initializeApp({ projectId: suiteProject, apiKey: 'demo-key' }, appName('visitor'));
  const client = initializeFirestore(app, {});
  connectFirestoreEmulator(client, '127.0.0.1', inject('firestorePort'));
  return { client, close: () => deleteApp(app) };
}

/**
 * The suite of a *.emulator.test.ts file whose users belong to households: registers the hooks
 * that open a rules environment on the suite's emulator, and, before every test, empty it and
 * seed each user (users/{uid} with the given memberships, organizationId → role) and the given
 * documents (path → fields) in one batch, as the server would; after the suite, close the clients
 * and the environment. Returns each user's client, a visitor's client when asked for, and the
 * environment (created in beforeAll, hence the accessor).
 */
export function householdEmulator<Uid extends string, WithVisitor extends boolean = false>(
  roles: Readonly<Record<Uid, Readonly<Record<string, string>>>>,
  documents: () => Readonly<Record<string, DocumentData>> = () => ({}),
  options: { visitor?: WithVisitor } = {},
) {
  let env: RulesTestEnvironment;
  const members = memberClients(Object.keys(roles) as Uid[]);
  const visitor = options.visitor ? visitorClient() : undefined;

  beforeAll(async () => {
    env = await createRulesEnv();
  });

  afterAll(async () => {
    await Promise.all([members.close(), visitor?.close()]);
    await env.cleanup();
  });

  beforeEach(async () => {
    await env.clearFirestore();
    await seed(env, async (db) => {
      const batch = db.batch();
      for (const [uid, memberships] of Object.entries<Readonly<Record<string, string>>>(roles)) batch.set(db.doc(`users/${uid}`), userDoc(uid, memberships));
      for (const [path, fields] of Object.entries(documents())) batch.set(db.doc(path), fields);
      await batch.commit();
    });
  });

  return {
    clients: members.clients,
    visitor: visitor?.client as WithVisitor extends true ? Firestore : undefined,
    env: () => env,
  };
}
