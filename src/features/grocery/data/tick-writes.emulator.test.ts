import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, initializeFirestore, type DocumentData, type Firestore } from 'firebase/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
// The rules suite's setup starts the emulator and declares the port it provides.
import type {} from '../../../../tests/rules/global-setup';
import { createRulesEnv, memberships, seed } from '../../../../tests/rules/helpers';
import { tickLine, untickLine } from './tick-writes';

// Ticks written by two members of one household at the same time, each with their own client,
// against the emulator and the real rules: a hundred each, every one kept.

const PROJECT = 'demo-grocery-ticks';
const HOME = 'org-home';
const LIST = 'list-home';
const members = { alice: 'owner', vera: 'viewer' } as const;
type Member = keyof typeof members;

let env: RulesTestEnvironment;
const apps: FirebaseApp[] = [];
const clients = {} as Record<Member, Firestore>;

function client(uid: Member): Firestore {
  const app = initializeApp({ projectId: PROJECT, apiKey: 'demo-key' }, `client-${uid}`);
  apps.push(app);
  const firestore = initializeFirestore(app, {});
  connectFirestoreEmulator(firestore, '127.0.0.1', inject('firestorePort'), { mockUserToken: { sub: uid, user_id: uid, email: `${uid}@example.test`, email_verified: true } });
  return firestore;
}

beforeAll(async () => {
  env = await createRulesEnv(PROJECT);
  (Object.keys(members) as Member[]).forEach((uid) => (clients[uid] = client(uid)));
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await env.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, async (db) => {
    const batch = db.batch();
    for (const [uid, role] of Object.entries(members)) {
      batch.set(db.doc(`users/${uid}`), { email: `${uid}@example.test`, emailVerified: true, defaultOrganizationId: HOME, organizations: memberships({ [HOME]: role }) });
    }
    batch.set(db.doc(`groceryListsV2/${LIST}`), {
      organizationId: HOME,
      name: 'Liste de courses du 20 novembre',
      status: 'active',
      mealEntryRefs: {},
      checkedItems: { 'name:sel:mass': true, 'entry:e1:i1': true },
      customItems: {},
      createdAt: new Date('2026-11-20T09:00:00Z'),
      updatedAt: new Date('2026-11-20T09:00:00Z'),
    });
    await batch.commit();
  });
});

async function ticks(): Promise<DocumentData | undefined> {
  let data: DocumentData | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(`groceryListsV2/${LIST}`).get()).data();
  });
  return data?.checkedItems as DocumentData | undefined;
}

describe('ticks written by two members at once', () => {
  it('keeps all 200 ticks when an owner and a viewer tick 100 lines each at the same time', async () => {
    const keys = (uid: Member) => Array.from({ length: 100 }, (_, index) => `name:${uid}-item-${index}.x:count`);
    await Promise.all((Object.keys(members) as Member[]).flatMap((uid) => keys(uid).map((key) => tickLine(LIST, key, clients[uid]))));
    const stored = await ticks();
    expect(Object.keys(stored ?? {})).toHaveLength(202);
    expect([...keys('alice'), ...keys('vera')].every((key) => stored?.[key] === true)).toBe(true);
  });

  it('a viewer unticks a line and the older tick behind it in one write', async () => {
    await untickLine(LIST, [{ tickKeys: ['name:sel:mass', 'entry:e1:i1'], customItemIds: [] }], clients.vera);
    expect(await ticks()).toEqual({});
  });
});
