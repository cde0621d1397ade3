import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { assertFails, initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { setLogLevel, type DocumentData } from 'firebase/firestore';
import { expect, inject } from 'vitest';

// Every denied write is otherwise logged by the SDK as a stream error: hundreds of lines of noise.
setLogLevel('error');

/** The compat Firestore instance the test contexts hand out. */
export type TestFirestore = ReturnType<RulesTestContext['firestore']>;

export const firestoreRules = readFileSync(fileURLToPath(new URL('../../firestore.rules', import.meta.url)), 'utf8');

/**
 * The project the test files of this worker share, one after the other. The emulator compiles a
 * project's rules before it answers the project's first request, 3 to 9 s for these rules: with a
 * project per file, that was a third of the suite's time. Two workers never share one.
 */
export const suiteProject: `demo-${string}` = `demo-nioo-rules-${process.env.VITEST_POOL_ID ?? '1'}`;

/** Whether this worker has loaded the rules into its project (the worker's files share this module). */
let suiteRulesLoaded = false;

/**
 * The rules environment of a test file, on its worker's project (see global-setup.ts), emptied:
 * the data the file before it left is gone. The first file of a worker loads the rules, and fails
 * here when they do not compile.
 */
export async function createRulesEnv(): Promise<RulesTestEnvironment> {
  const env = await initializeTestEnvironment({
    projectId: suiteProject,
    firestore: { host: '127.0.0.1', port: inject('firestorePort'), ...(suiteRulesLoaded ? {} : { rules: firestoreRules }) },
  });
  suiteRulesLoaded = true;
  await env.clearFirestore();
  return env;
}

/** A test environment with other rules than the app's, on a demo- project of its own: rules are per project. */
export function createCustomRulesEnv(projectId: `demo-${string}`, rules: string): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId,
    firestore: { host: '127.0.0.1', port: inject('firestorePort'), rules },
  });
}

/** Writes fixtures the way the server (firebase-admin) would: bypassing the rules. */
export function seed(env: RulesTestEnvironment, write: (db: TestFirestore) => Promise<unknown>): Promise<void> {
  return env.withSecurityRulesDisabled(async (context) => {
    await write(context.firestore());
  });
}

/** A stored document as the server sees it (withSecurityRulesDisabled returns nothing, hence the variable). */
export async function storedDocument(env: RulesTestEnvironment, path: string): Promise<DocumentData | undefined> {
  let data: DocumentData | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(path).get()).data();
  });
  return data;
}

/** The standard cast: each household role, an unverified user, an admin (see actors()). */
export const uids = { viewer: 'vera', member: 'mia', contributor: 'carl', owner: 'alice', unverified: 'ursula', admin: 'adam' } as const;

/** The household roles of spec A §6, the least privileged first. */
export const householdRoles = ['viewer', 'member', 'contributor', 'owner'] as const;

/** A signed-in user; verified unless the claims say otherwise. Extra claims become custom claims. */
export function signedIn(env: RulesTestEnvironment, uid: string, claims: Record<string, unknown> = {}): TestFirestore {
  return env.authenticatedContext(uid, { email: `${uid}@example.test`, email_verified: true, ...claims }).firestore();
}

/**
 * The standard cast: who is asking, from the least to the most privileged. The household roles
 * are roles in the household the test seeds for them (their users/{uid}.organizations); the
 * unverified user is a member of it too, the admin has no role there.
 */
export function actors(env: RulesTestEnvironment) {
  return {
    anonymous: env.unauthenticatedContext().firestore(),
    unverified: signedIn(env, uids.unverified, { email_verified: false }),
    viewer: signedIn(env, uids.viewer),
    member: signedIn(env, uids.member),
    contributor: signedIn(env, uids.contributor),
    owner: signedIn(env, uids.owner),
    admin: signedIn(env, uids.admin, { admin: true }),
  };
}

export type ActorName = keyof ReturnType<typeof actors>;

/** The organizations map of a User document (spec A §3), from organizationId → role. */
export function memberships(roles: Record<string, string>) {
  const joinedAt = new Date('2025-01-06T09:00:00Z');
  return Object.fromEntries(
    Object.entries(roles).map(([householdId, role]) => [householdId, { organizationId: householdId, role, joinedAt }]),
  );
}

/** serverTimestamp() for the compat clients the contexts hand out: the rules see it as request.time. */
export function serverTimestamp() {
  return firebase.firestore.FieldValue.serverTimestamp();
}

/** A point in time chosen by the client, which a rule demanding request.time must refuse. */
export function clientTime(iso = '2030-01-01T00:00:00Z') {
  return firebase.firestore.Timestamp.fromDate(new Date(iso));
}

/**
 * Asserts every request is PERMISSION_DENIED. Denied requests change nothing, so they run at
 * once; a request that got through (or failed otherwise) is reported by its position in the list.
 */
export async function assertAllFail(requests: readonly Promise<unknown>[]): Promise<void> {
  const results = await Promise.allSettled(requests.map((request) => assertFails(request)));
  const notDenied = results.flatMap((result, i) => (result.status === 'rejected' ? [`#${i}: ${String(result.reason)}`] : []));
  expect(notDenied, 'requests that were not PERMISSION_DENIED').toEqual([]);
}
