import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actors, assertAllFail, clientTime, createRulesEnv, seed, serverTimestamp, signedIn, storedDocument, type ActorName, type TestFirestore } from './helpers.ts';
import { FOREIGN, HOME, householdCast } from './recipe-fixtures.ts';
import { TOKEN } from './shared-list-fixtures.ts';

// groceryLists/{id}: legacy lists, no longer created nor edited (DESIGN.md §3). Opened only as
// far as archiving needs (spec B §4: archiving archives both kinds): the household's verified
// members get them and run the app's query (its household, status active), and its writers set
// their status to archived, nothing else. A legacy share link opens a copy in
// sharedGroceryLists, never this document.

const at = new Date('2025-01-06T09:00:00Z');

let env: RulesTestEnvironment;
let as: Record<ActorName, TestFirestore>;
let bob: TestFirestore; // verified owner of FOREIGN only

function legacyList(householdId: string, changes: Record<string, unknown> = {}) {
  return {
    name: 'Liste de courses du 6 janvier',
    organizationId: householdId,
    mealPlanId: 'plan-1',
    status: 'active',
    items: [{ id: 'i1', name: 'Lait', quantity: 1, unit: 'liter', category: 'dairy', standardIngredientId: 'milk', checked: false, createdAt: at, updatedAt: at }],
    startDate: at,
    endDate: at,
    shareToken: TOKEN,
    shareExpiry: new Date('2100-01-01T00:00:00Z'),
    isPublic: true,
    createdAt: at,
    updatedAt: at,
    ...changes,
  };
}

const legacy = (db: TestFirestore, id: string) => db.doc(`groceryLists/${id}`);
const activeLists = (db: TestFirestore, householdId: string) => db.collection('groceryLists').where('organizationId', '==', householdId).where('status', '==', 'active');
const archive = (db: TestFirestore, id: string) => legacy(db, id).update({ status: 'archived', updatedAt: serverTimestamp() });

beforeAll(async () => {
  env = await createRulesEnv();
  as = actors(env);
  bob = signedIn(env, 'bob');
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, (db) =>
    householdCast(db)
      .set(db.doc('groceryLists/home'), legacyList(HOME))
      .set(db.doc('groceryLists/home-archived'), legacyList(HOME, { status: 'archived' }))
      .set(db.doc('groceryLists/foreign'), legacyList(FOREIGN))
      .commit(),
  );
});

afterAll(async () => {
  await env.cleanup();
});

describe('get and list', () => {
  it("lets the household's verified members get its legacy lists and find the active ones", async () => {
    for (const actor of ['viewer', 'member', 'contributor', 'owner'] as const) {
      await assertSucceeds(legacy(as[actor], 'home').get());
      const active = await assertSucceeds(activeLists(as[actor], HOME).get());
      expect(active.docs.map((doc) => doc.id)).toEqual(['home']);
    }
  });

  it('denies another household, the unverified, anonymous visitors, admins and unconstrained queries, even by token', async () => {
    await assertAllFail([
      legacy(bob, 'home').get(),
      legacy(as.owner, 'foreign').get(),
      legacy(as.unverified, 'home').get(),
      legacy(as.anonymous, 'home').get(),
      legacy(as.admin, 'home').get(),
      activeLists(bob, HOME).get(),
      activeLists(as.owner, FOREIGN).get(),
      activeLists(as.anonymous, HOME).get(),
      as.owner.collection('groceryLists').get(),
      as.owner.collection('groceryLists').where('status', '==', 'active').get(),
      as.anonymous.collection('groceryLists').where('shareToken', '==', TOKEN).where('isPublic', '==', true).get(),
      bob.collection('groceryLists').where('shareToken', '==', TOKEN).get(),
    ]);
  });
});

describe('update', () => {
  it("lets the household's writers archive a legacy list, and nothing else", async () => {
    await assertSucceeds(archive(as.member, 'home'));
    await assertSucceeds(archive(as.owner, 'home-archived'));
    expect(await storedStatus('home')).toBe('archived');
  });

  it('denies viewers, the unverified, anonymous visitors, admins and other households', async () => {
    await assertAllFail([archive(as.viewer, 'home'), archive(as.unverified, 'home'), archive(as.anonymous, 'home'), archive(as.admin, 'home'), archive(bob, 'home'), archive(as.owner, 'foreign')]);
  });

  it('denies any other change: reviving, editing, sharing, or a forged stamp', async () => {
    await assertAllFail([
      legacy(as.owner, 'home-archived').update({ status: 'active', updatedAt: serverTimestamp() }),
      legacy(as.owner, 'home').update({ status: 'draft', updatedAt: serverTimestamp() }),
      legacy(as.owner, 'home').update({ status: 'archived', name: 'x', updatedAt: serverTimestamp() }),
      legacy(as.owner, 'home').update({ status: 'archived', items: [], updatedAt: serverTimestamp() }),
      legacy(as.owner, 'home').update({ status: 'archived', shareExpiry: clientTime('2200-01-01T00:00:00Z'), updatedAt: serverTimestamp() }),
      legacy(as.owner, 'home').update({ status: 'archived', updatedAt: clientTime() }),
      legacy(as.owner, 'home').update({ status: 'archived' }),
      legacy(as.owner, 'home').update({ items: [], updatedAt: serverTimestamp() }),
      legacy(as.owner, 'home').set(legacyList(HOME, { status: 'archived', isPublic: false, updatedAt: serverTimestamp() })),
    ]);
  });
});

describe('create and delete', () => {
  it('are denied to everyone: legacy lists are no longer created, and archived rather than deleted', async () => {
    await assertAllFail(
      (Object.keys(as) as ActorName[]).flatMap((actor) => [
        legacy(as[actor], 'new').set(legacyList(HOME, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() })),
        legacy(as[actor], 'home').delete(),
      ]),
    );
  });
});

async function storedStatus(id: string): Promise<unknown> {
  return (await storedDocument(env, `groceryLists/${id}`))?.status;
}
