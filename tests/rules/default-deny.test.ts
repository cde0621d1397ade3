import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCollectionNames } from '../../src/domain/collections.ts';
import { actors, createRulesEnv, householdRoles, memberships, seed, uids, type ActorName, type TestFirestore } from './helpers.ts';

// Until a feature opens a collection, nobody gets in: not the document's owner, not the
// household's owner, not even an admin. Every actor of the cast (each household role in ORG,
// an unverified member, an admin, anonymous visitors) tries every operation on every
// collection. What a feature opened is listed in `opened` below and proven in that feature's
// own test file; here those actors are only checked to get through (so the list cannot go
// stale), and every other actor and operation is still proven denied.

const ORG = 'org-alice';

type OperationName = 'get' | 'list' | 'create' | 'update' | 'delete';

interface Target {
  label: string;
  collection: string;
  docId: string;
  /** Operations a feature opened, with the actors allowed them here, and the file that tests them. */
  opened?: Partial<Record<OperationName, ActorName[]>>;
  testedIn?: string;
}

// Alice (owner of ORG) reads her own profile, the household's verified members their household
// and its cookbook, the admin any of them (users.test.ts, organizations.test.ts, cookbooks.test.ts).
// The update below writes `name`, which the household switch does not allow, which the owner's
// household settings take only with updatedAt, and which is no cookbook field: still denied. The
// seeded invite (organizationInvites) is alice's and her household's, so she and the admin get it;
// only the API service writes invites (organization-invites.test.ts). The seeded recipe is public,
// so everyone reads it; ORG's writers and the admin may delete it, but its update stays denied
// because the seeded document lacks a recipe's required fields. Unfiltered lists stay denied
// everywhere but in the public ingredient catalogue, and the create below is no valid recipe (nor
// a bookmark under its own id, nor a cookbook under its household's). The seeded bookmark is
// alice's. The seeded meal entry and plans are ORG's: its verified members (and the admin) get
// them, its writers delete the entry and the older plan entry; the update and create below are no
// valid entry or plan, and a weekly plan is never deleted (meal-entries.test.ts,
// weekly-meal-plans.test.ts). The seeded current grocery list (groceryListsV2) is ORG's too: its
// verified members and the admin get it; the update below lacks updatedAt, the create is no valid
// list, and lists are never deleted (grocery-lists-v2.test.ts). The seeded legacy list
// (groceryLists) is ORG's: its verified members get it, and their writers may only archive it,
// which the update below does not (grocery-lists.test.ts). The seeded shared view
// (sharedGroceryLists) is live, so anyone gets it by its id; nobody lists views, the create below
// is no valid view and the update no publish nor archive; the seeded owner of a view
// (sharedGroceryListOwners) is read by no client, the create below is no valid owner and an owner
// is only written again unchanged (shared-grocery-lists.test.ts). The seeded cupboard entry
// (pantry) is ORG's: its verified members get it, its writers delete it; the update below writes
// a field no entry has and the create is under an id not its data's (pantry.test.ts).
const everyone: ActorName[] = ['anonymous', 'unverified', 'viewer', 'member', 'contributor', 'owner', 'admin'];
const members: ActorName[] = ['viewer', 'member', 'contributor', 'owner'];
const readers: ActorName[] = [...members, 'admin'];
const writers: ActorName[] = ['member', 'contributor', 'owner'];
const opened: Record<string, Pick<Target, 'opened' | 'testedIn'>> = {
  users: { opened: { get: ['owner', 'admin'] }, testedIn: 'users.test.ts' },
  organizations: { opened: { get: readers }, testedIn: 'organizations.test.ts' },
  organizationInvites: { opened: { get: ['owner', 'admin'] }, testedIn: 'organization-invites.test.ts' },
  recipes: { opened: { get: everyone, delete: ['member', 'contributor', 'owner', 'admin'] }, testedIn: 'recipes.test.ts' },
  standardIngredients: { opened: { get: everyone, list: everyone }, testedIn: 'standard-ingredients.test.ts' },
  bookmarks: { opened: { get: ['owner'] }, testedIn: 'bookmarks.test.ts' },
  cookbooks: { opened: { get: readers }, testedIn: 'cookbooks.test.ts' },
  mealEntries: { opened: { get: readers, delete: writers }, testedIn: 'meal-entries.test.ts' },
  mealPlans: { opened: { get: readers, delete: writers }, testedIn: 'weekly-meal-plans.test.ts' },
  newMealPlans: { opened: { get: readers }, testedIn: 'weekly-meal-plans.test.ts' },
  groceryListsV2: { opened: { get: readers }, testedIn: 'grocery-lists-v2.test.ts' },
  pantry: { opened: { get: members, delete: writers }, testedIn: 'pantry.test.ts' },
  groceryLists: { opened: { get: members }, testedIn: 'grocery-lists.test.ts' },
  sharedGroceryLists: { opened: { get: everyone }, testedIn: 'shared-grocery-lists.test.ts' },
};

/** Each target is the friendliest document a future rule could open: alice's own, in her household. */
function targetOf(collection: string): Target {
  // users/{uid} is the user's own profile; a cookbook's id is its organizationId (spec B §3).
  const docId = collection === 'users' ? uids.owner : ['organizations', 'cookbooks'].includes(collection) ? ORG : 'seeded';
  return { label: collection, collection, docId, ...opened[collection] };
}

const targets: Target[] = [
  ...allCollectionNames.map(targetOf),
  { label: 'an unknown collection', collection: 'notACollection', docId: 'seeded' },
  { label: 'a subcollection of users', collection: `users/${uids.owner}/private`, docId: 'seeded' },
];

function friendlyDoc(collection: string) {
  return {
    name: `seeded in ${collection}`,
    organizationId: ORG,
    userId: uids.owner,
    createdBy: { id: uids.owner, name: 'Alice' },
    organizations: memberships({ [ORG]: 'owner' }),
    isPublic: true,
    status: 'active',
    // A shared view's link still live: the only thing its get asks.
    ...(collection === 'sharedGroceryLists' ? { expiresAt: new Date('2100-01-01T00:00:00Z') } : {}),
  };
}

const operations: Record<OperationName, (db: TestFirestore, t: Target) => Promise<unknown>> = {
  get: (db: TestFirestore, t: Target) => db.collection(t.collection).doc(t.docId).get(),
  list: (db: TestFirestore, t: Target) => db.collection(t.collection).get(),
  create: (db: TestFirestore, t: Target) => db.collection(t.collection).doc('created-by-test').set(friendlyDoc(t.collection)),
  update: (db: TestFirestore, t: Target) => db.collection(t.collection).doc(t.docId).update({ name: 'changed' }),
  delete: (db: TestFirestore, t: Target) => db.collection(t.collection).doc(t.docId).delete(),
};

const operationNames = Object.keys(operations) as OperationName[];

let env: RulesTestEnvironment;
let as: ReturnType<typeof actors>;

beforeAll(async () => {
  env = await createRulesEnv();
  as = actors(env);
});

afterAll(async () => {
  await env.cleanup();
});

describe.each(targets)('$label', (target) => {
  // The cast's profiles and the target. Once per target: denied requests change nothing; the
  // opened ones (which may) run last, each on a fresh copy.
  const reset = async () => {
    await env.clearFirestore();
    await seed(env, (db) => {
      const batch = db.batch();
      // Each role in ORG, so a membership-based rule opened by mistake would let them through.
      for (const role of householdRoles) batch.set(db.doc(`users/${uids[role]}`), { ...friendlyDoc('users'), organizations: memberships({ [ORG]: role }) });
      batch.set(db.doc(`users/${uids.unverified}`), { ...friendlyDoc('users'), organizations: memberships({ [ORG]: 'member' }) });
      batch.set(db.collection(target.collection).doc(target.docId), friendlyDoc(target.collection));
      return batch.commit();
    });
  };
  beforeAll(reset);

  it('holds the seeded document (read back with the rules disabled)', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const snapshot = await assertSucceeds(context.firestore().collection(target.collection).doc(target.docId).get());
      expect(snapshot.get('organizationId')).toBe(ORG);
    });
  });

  const allowed = (operation: OperationName) => target.opened?.[operation] ?? [];
  const denied = (operation: OperationName) => everyone.filter((actor) => !allowed(operation).includes(actor));
  const deniedTitle = (operation: OperationName) => `denies ${operation} to ${denied(operation).join(', ')}`;

  // All actors at once: denied requests change nothing, so they cannot disturb each other.
  it.each(operationNames.filter((operation) => denied(operation).length > 0).map((operation) => ({ operation, title: deniedTitle(operation) })))(
    '$title',
    async ({ operation }) => {
      const actors = denied(operation);
      const results = await Promise.allSettled(actors.map((actor) => assertFails(operations[operation](as[actor], target))));
      const notDenied = actors.filter((_, i) => results[i]?.status === 'rejected');
      expect(notDenied, 'actors whose request was not PERMISSION_DENIED').toEqual([]);
    },
  );

  const openedCases = operationNames.filter((operation) => allowed(operation).length > 0).map((operation) => ({ operation, who: allowed(operation).join(', ') }));
  // Only targets a feature opened get this block.
  if (openedCases.length > 0) {
    it.each(openedCases)(`opened: $operation for $who (tested in ${target.testedIn})`, async ({ operation }) => {
      for (const actor of allowed(operation)) {
        await reset();
        await assertSucceeds(operations[operation](as[actor], target));
      }
    });
  }
});
