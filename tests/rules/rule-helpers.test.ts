import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomRulesEnv, firestoreRules, memberships, seed, signedIn, type TestFirestore } from './helpers.ts';

// Most helpers are not called by an opened collection yet, and those that are get mixed with
// others there. This file loads the real rules plus a few probe collections that each expose
// one helper, so the features can rely on them (and a broken helper fails here, not in a feature).

const probes = `
    match /probeSignedIn/{id} { allow get: if isSignedIn(); }
    match /probeVerified/{id} { allow get: if isVerified(); }
    match /probeAdmin/{id} { allow get: if isAdmin(); }
    match /probeOwnerOf/{userId} { allow get: if isOwnerOf(userId); }
    match /probeViewer/{orgId} { allow get: if hasOrgRole(orgId, ['viewer']); }
    match /probeOrgMember/{orgId} { allow get: if isOrgMember(orgId); }
    match /probeOrgOwner/{orgId} { allow get: if isOrgOwner(orgId); }
    match /probeManageOrg/{orgId} { allow get: if canManageOrg(orgId); }
    match /probeWriteOrg/{orgId} { allow get: if canWriteOrg(orgId); }
    match /probeOnlyChanges/{id} { allow update: if onlyChanges(['name', 'updatedAt']); }
    match /probeKeepsField/{id} { allow update: if keepsField('organizationId'); }
`;
const documentsMatch = 'match /databases/{database}/documents {';

function probeRules(): string {
  if (!firestoreRules.includes(documentsMatch)) throw new Error(`firestore.rules no longer contains "${documentsMatch}"`);
  return firestoreRules.replace(documentsMatch, () => `${documentsMatch}\n${probes}`);
}

// Who is who: the users/{uid} documents seeded below give the household roles.
const claims: Record<string, Record<string, unknown>> = {
  ursula: { email_verified: false },
  adam: { admin: true },
  mallory: { admin: 'true' }, // a forged-looking string claim is not an admin
};
const ORG = 'org1';

let env: RulesTestEnvironment;

const clients = new Map<string, TestFirestore>();

/** One client per person for the whole file: a new client costs a new app and connection. */
function as(who: string): TestFirestore {
  let db = clients.get(who);
  if (!db) {
    db = who === 'anonymous' ? env.unauthenticatedContext().firestore() : signedIn(env, who, claims[who]);
    clients.set(who, db);
  }
  return db;
}

beforeAll(async () => {
  env = await createCustomRulesEnv('demo-nioo-rule-helpers', probeRules());
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, (db) =>
    db
      .batch()
      .set(db.doc('users/alice'), { organizations: memberships({ [ORG]: 'owner', org2: 'viewer' }) })
      .set(db.doc('users/mia'), { organizations: memberships({ [ORG]: 'member' }) })
      .set(db.doc('users/carl'), { organizations: memberships({ [ORG]: 'contributor' }) })
      .set(db.doc('users/vic'), { organizations: memberships({ [ORG]: 'viewer' }) })
      .set(db.doc('users/odd'), { organizations: memberships({ [ORG]: 'Owner' }) }) // roles are exact strings
      .set(db.doc('users/nora'), { firstName: 'Nora' }) // a profile without any household
      .set(db.doc('probeOnlyChanges/list'), { name: 'Courses', organizationId: ORG, notes: 'bio' })
      .set(db.doc('probeKeepsField/list'), { name: 'Courses', organizationId: ORG, notes: 'bio' })
      .commit(),
  );
});

afterAll(async () => {
  await env.cleanup();
});

// [helper, document read, who, allowed]; ghost is signed in but has no users/{uid} document.
const reads: [string, string, string, boolean][] = [
  ['isSignedIn', 'probeSignedIn/x', 'anonymous', false],
  ['isSignedIn', 'probeSignedIn/x', 'ursula', true],
  ['isVerified', 'probeVerified/x', 'alice', true],
  ['isVerified', 'probeVerified/x', 'ursula', false],
  ['isVerified', 'probeVerified/x', 'anonymous', false],
  ['isAdmin', 'probeAdmin/x', 'adam', true],
  ['isAdmin', 'probeAdmin/x', 'alice', false],
  ['isAdmin', 'probeAdmin/x', 'mallory', false],
  ['isAdmin', 'probeAdmin/x', 'anonymous', false],
  ['isOwnerOf', 'probeOwnerOf/alice', 'alice', true],
  ['isOwnerOf', 'probeOwnerOf/alice', 'mia', false],
  ['isOwnerOf', 'probeOwnerOf/alice', 'anonymous', false],
  ['hasOrgRole viewer', `probeViewer/${ORG}`, 'vic', true],
  ['hasOrgRole viewer', `probeViewer/${ORG}`, 'alice', false],
  ['hasOrgRole viewer', 'probeViewer/org2', 'alice', true],
  ['isOrgMember', `probeOrgMember/${ORG}`, 'alice', true],
  ['isOrgMember', `probeOrgMember/${ORG}`, 'mia', true],
  ['isOrgMember', `probeOrgMember/${ORG}`, 'carl', true],
  ['isOrgMember', `probeOrgMember/${ORG}`, 'vic', true],
  ['isOrgMember', `probeOrgMember/${ORG}`, 'odd', false],
  ['isOrgMember', `probeOrgMember/${ORG}`, 'nora', false],
  ['isOrgMember', `probeOrgMember/${ORG}`, 'ghost', false],
  ['isOrgMember', `probeOrgMember/${ORG}`, 'adam', false],
  ['isOrgMember', `probeOrgMember/${ORG}`, 'anonymous', false],
  ['isOrgMember', 'probeOrgMember/org3', 'alice', false],
  ['isOrgOwner', `probeOrgOwner/${ORG}`, 'alice', true],
  ['isOrgOwner', `probeOrgOwner/${ORG}`, 'mia', false],
  ['isOrgOwner', 'probeOrgOwner/org2', 'alice', false],
  ['canManageOrg', `probeManageOrg/${ORG}`, 'alice', true],
  ['canManageOrg', `probeManageOrg/${ORG}`, 'adam', true],
  ['canManageOrg', `probeManageOrg/${ORG}`, 'mia', false],
  ['canManageOrg', `probeManageOrg/${ORG}`, 'mallory', false],
  ['canManageOrg', `probeManageOrg/${ORG}`, 'anonymous', false],
  ['canWriteOrg', `probeWriteOrg/${ORG}`, 'alice', true],
  ['canWriteOrg', `probeWriteOrg/${ORG}`, 'mia', true],
  ['canWriteOrg', `probeWriteOrg/${ORG}`, 'carl', true],
  ['canWriteOrg', `probeWriteOrg/${ORG}`, 'vic', false],
  ['canWriteOrg', `probeWriteOrg/${ORG}`, 'ghost', false],
];

describe('identity and household helpers', () => {
  it.each(reads)('%s: %s as %s → allowed %s', async (_helper, path, who, allowed) => {
    const read = as(who).doc(path).get();
    await (allowed ? assertSucceeds(read) : assertFails(read));
  });
});

describe('field helpers', () => {
  // [helper, what alice does, allowed, the write]; a set() replaces the whole document.
  const updates: [string, string, boolean, (db: TestFirestore) => Promise<void>][] = [
    ['onlyChanges', 'name and updatedAt', true, (db) => db.doc('probeOnlyChanges/list').update({ name: 'Marché', updatedAt: new Date() })],
    ['onlyChanges', 'name and notes', false, (db) => db.doc('probeOnlyChanges/list').update({ name: 'Marché', notes: 'local' })],
    ['onlyChanges', 'set() dropping notes', false, (db) => db.doc('probeOnlyChanges/list').set({ name: 'Courses', organizationId: ORG })],
    ['keepsField', 'name and notes', true, (db) => db.doc('probeKeepsField/list').update({ name: 'Marché', notes: 'local' })],
    ['keepsField', 'organizationId changed', false, (db) => db.doc('probeKeepsField/list').update({ organizationId: 'org2' })],
    ['keepsField', 'set() dropping organizationId', false, (db) => db.doc('probeKeepsField/list').set({ name: 'Courses', notes: 'bio' })],
  ];

  it.each(updates)('%s: %s → allowed %s', async (_helper, _what, allowed, write) => {
    const update = write(as('alice'));
    await (allowed ? assertSucceeds(update) : assertFails(update));
  });

  it('really applies an allowed update', async () => {
    await assertSucceeds(as('alice').doc('probeOnlyChanges/list').update({ name: 'Marché' }));
    await env.withSecurityRulesDisabled(async (context) => {
      const snapshot = await context.firestore().doc('probeOnlyChanges/list').get();
      expect(snapshot.data()).toEqual({ name: 'Marché', organizationId: ORG, notes: 'bio' });
    });
  });
});

describe('the rules files', () => {
  // createRulesEnv loading firestore.rules is the compile check; prove it has teeth.
  it('a firestore.rules that does not compile is rejected', async () => {
    const broken = `${firestoreRules}\nfunction broken( {`;
    await expect(createCustomRulesEnv('demo-nioo-broken-rules', broken)).rejects.toThrow(/Error compiling rules/);
  });

  // The Storage emulator needs Java 21, so storage.rules is only parsed here: the Firestore
  // emulator shares the rules grammar and compiles a firebase.storage service without applying it.
  it('storage.rules at least parses', async () => {
    const storageRules = readFileSync(fileURLToPath(new URL('../../storage.rules', import.meta.url)), 'utf8');
    const loading = createCustomRulesEnv('demo-nioo-storage-syntax', storageRules);
    await expect(loading).resolves.toHaveProperty('projectId', 'demo-nioo-storage-syntax');
    await (await loading).cleanup();
  });
});
