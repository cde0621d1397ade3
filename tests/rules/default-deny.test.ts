import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allCollectionNames } from '../../src/domain/collections.ts';
import { actors, createRulesEnv, memberships, seed, uids, type ActorName, type TestFirestore } from './helpers.ts';

// Until a feature opens a collection, nobody gets in: not the document's owner, not even an admin.

const ORG = 'org-alice';

interface Target {
  label: string;
  collection: string;
  docId: string;
}

/** Each target is the friendliest document a future rule could open: alice's own, in her household. */
function targetOf(collection: string): Target {
  // users/{uid} is the user's own profile; a cookbook's id is its organizationId (spec B §3).
  const docId = collection === 'users' ? uids.verified : ['organizations', 'cookbooks'].includes(collection) ? ORG : 'seeded';
  return { label: collection, collection, docId };
}

const targets: Target[] = [
  ...allCollectionNames.map(targetOf),
  { label: 'an unknown collection', collection: 'notACollection', docId: 'seeded' },
  { label: 'a subcollection of users', collection: `users/${uids.verified}/private`, docId: 'seeded' },
];

function friendlyDoc(collection: string) {
  return {
    name: `seeded in ${collection}`,
    organizationId: ORG,
    userId: uids.verified,
    createdBy: { id: uids.verified, name: 'Alice' },
    organizations: memberships({ [ORG]: 'owner' }),
    isPublic: true,
    status: 'active',
  };
}

const operations = {
  get: (db: TestFirestore, t: Target) => db.collection(t.collection).doc(t.docId).get(),
  list: (db: TestFirestore, t: Target) => db.collection(t.collection).get(),
  create: (db: TestFirestore, t: Target) => db.collection(t.collection).doc('created-by-test').set(friendlyDoc(t.collection)),
  update: (db: TestFirestore, t: Target) => db.collection(t.collection).doc(t.docId).update({ name: 'changed' }),
  delete: (db: TestFirestore, t: Target) => db.collection(t.collection).doc(t.docId).delete(),
};

const actorNames: ActorName[] = ['anonymous', 'unverified', 'verified', 'admin'];
const operationNames = Object.keys(operations) as (keyof typeof operations)[];

let env: RulesTestEnvironment;
let as: ReturnType<typeof actors>;

beforeAll(async () => {
  env = await createRulesEnv('demo-nioo-default-deny');
  as = actors(env);
});

beforeEach(async () => {
  await env.clearFirestore();
});

afterAll(async () => {
  await env.cleanup();
});

describe.each(targets)('$label', (target) => {
  beforeEach(async () => {
    await seed(env, (db) =>
      db
        .batch()
        // alice owns ORG, so a membership-based rule opened by mistake would let her through.
        .set(db.doc(`users/${uids.verified}`), friendlyDoc('users'))
        .set(db.collection(target.collection).doc(target.docId), friendlyDoc(target.collection))
        .commit(),
    );
  });

  it('holds the seeded document (read back with the rules disabled)', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const snapshot = await assertSucceeds(context.firestore().collection(target.collection).doc(target.docId).get());
      expect(snapshot.get('organizationId')).toBe(ORG);
    });
  });

  // All actors at once: denied requests change nothing, so they cannot disturb each other.
  it.each(operationNames)(`denies %s to ${actorNames.join(', ')}`, async (operation) => {
    const results = await Promise.allSettled(actorNames.map((actor) => assertFails(operations[operation](as[actor], target))));
    const notDenied = actorNames.filter((_, i) => results[i]?.status === 'rejected');
    expect(notDenied, 'actors whose request was not PERMISSION_DENIED').toEqual([]);
  });
});
