import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PORTIONS } from '../../src/domain/planner/meal-entry.ts';
import { RECIPE_NAME_MAX_LENGTH } from '../../src/domain/recipes/recipe-limits.ts';
import { IDS_PER_QUERY } from '../../src/domain/shared/ids-per-query.ts';
import { actors, assertAllFail, clientTime, createRulesEnv, seed, serverTimestamp, signedIn, uids, type ActorName, type TestFirestore } from './helpers.ts';
import { deleteField, FOREIGN, HOME, householdCast, SECOND } from './recipe-fixtures.ts';

// mealEntries/{id}: read by the verified members of the entry's household (admins get them by
// id), listed only by queries constrained to one of the caller's households; created by its
// owners, members and contributors in their default household, as themselves; updated field by
// field (date, mealType, portions, completed, updatedAt); deleted by the writers. Viewers read only.

const at = new Date('2025-01-06T09:00:00Z');

let env: RulesTestEnvironment;
let as: Record<ActorName, TestFirestore>;
let bob: TestFirestore; // verified owner of FOREIGN only

/** What add-to-plan writes for `uid` (its household HOME unless changed); undefined leaves a field out. */
function newEntry(uid: string, changes: Record<string, unknown> = {}) {
  const data: Record<string, unknown> = {
    organizationId: HOME,
    userId: uid,
    recipeId: 'r1',
    recipeName: 'Gratin dauphinois',
    date: '2025-03-11',
    mealType: 'dinner',
    portions: 4,
    completed: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...changes,
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

function storedEntry(householdId: string, userId: string, date = '2025-03-11') {
  return { organizationId: householdId, userId, recipeId: 'r1', date, mealType: 'lunch', portions: 2, completed: false, isArchived: false, createdAt: at, updatedAt: at };
}

const entry = (db: TestFirestore, id: string) => db.doc(`mealEntries/${id}`);

beforeAll(async () => {
  env = await createRulesEnv();
  as = actors(env);
  bob = signedIn(env, 'bob');
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, (db) =>
    householdCast(db)
      .set(db.doc('mealEntries/home'), storedEntry(HOME, uids.member))
      .set(db.doc('mealEntries/unplanned'), storedEntry(HOME, uids.owner, ''))
      .set(db.doc('mealEntries/later'), storedEntry(HOME, uids.owner, '2025-04-20'))
      .set(db.doc('mealEntries/foreign'), storedEntry(FOREIGN, 'bob'))
      .commit(),
  );
});

afterAll(async () => {
  await env.cleanup();
});

async function stored(id: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(`mealEntries/${id}`).get()).data();
  });
  return data;
}

describe('get and list', () => {
  it("lets every verified member of the household, and admins, get its entries", async () => {
    for (const actor of ['viewer', 'member', 'contributor', 'owner', 'admin'] as const) {
      const snapshot = await assertSucceeds(entry(as[actor], 'home').get());
      expect(snapshot.get('organizationId')).toBe(HOME);
    }
  });

  it('lets members list the visible weeks and the unplanned entries of their household', async () => {
    const weeks = await assertSucceeds(
      as.viewer.collection('mealEntries').where('organizationId', '==', HOME).where('date', '>=', '2025-03-10').where('date', '<=', '2025-03-23').orderBy('date').get(),
    );
    expect(weeks.docs.map((doc) => doc.id)).toEqual(['home']);
    const unplanned = await assertSucceeds(as.member.collection('mealEntries').where('organizationId', '==', HOME).where('date', '==', '').get());
    expect(unplanned.docs.map((doc) => doc.id)).toEqual(['unplanned']);
  });

  it("lets members follow their household's entries by id, an entry deleted since included", async () => {
    const documentId = firebase.firestore.FieldPath.documentId();
    const byIds = await assertSucceeds(as.viewer.collection('mealEntries').where('organizationId', '==', HOME).where(documentId, 'in', ['home', 'later', 'gone']).get());
    expect(byIds.docs.map((doc) => doc.id).sort()).toEqual(['home', 'later']);
  });

  it("lets members follow a whole group of the list's entries by id", async () => {
    const ids = Array.from({ length: IDS_PER_QUERY }, (_, index) => `batch-${index}`);
    await seed(env, (db) => ids.reduce((batch, id) => batch.set(db.doc(`mealEntries/${id}`), storedEntry(HOME, uids.member)), db.batch()).commit());
    const documentId = firebase.firestore.FieldPath.documentId();
    const byIds = await assertSucceeds(as.member.collection('mealEntries').where('organizationId', '==', HOME).where(documentId, 'in', ids).get());
    expect(byIds.size).toBe(IDS_PER_QUERY);
    // Meals deleted since among them (a group has no slower way to read): up to eight pass.
    await seed(env, (db) => ids.slice(0, 8).reduce((batch, id) => batch.delete(db.doc(`mealEntries/${id}`)), db.batch()).commit());
    const someGone = await assertSucceeds(as.member.collection('mealEntries').where('organizationId', '==', HOME).where(documentId, 'in', ids).get());
    expect(someGone.size).toBe(IDS_PER_QUERY - 8);
  });

  it("denies another household's entries, the unverified, anonymous visitors and unconstrained lists", async () => {
    const documentId = firebase.firestore.FieldPath.documentId();
    await assertAllFail([
      entry(bob, 'home').get(),
      entry(as.owner, 'foreign').get(),
      entry(as.unverified, 'home').get(),
      entry(as.anonymous, 'home').get(),
      bob.collection('mealEntries').where('organizationId', '==', HOME).get(),
      as.owner.collection('mealEntries').where('organizationId', '==', FOREIGN).get(),
      as.owner.collection('mealEntries').get(),
      as.owner.collection('mealEntries').where('date', '>=', '2025-03-10').get(),
      as.owner.collection('mealEntries').where('userId', '==', uids.owner).get(),
      as.unverified.collection('mealEntries').where('organizationId', '==', HOME).get(),
      as.anonymous.collection('mealEntries').where('organizationId', '==', HOME).get(),
      as.admin.collection('mealEntries').get(),
      as.owner.collection('mealEntries').where('organizationId', '==', HOME).where(documentId, 'in', ['home', 'foreign']).get(),
      as.owner.collection('mealEntries').where(documentId, 'in', ['foreign', 'gone']).get(),
      bob.collection('mealEntries').where('organizationId', '==', HOME).where(documentId, 'in', ['home', 'gone']).get(),
      as.unverified.collection('mealEntries').where('organizationId', '==', HOME).where(documentId, 'in', ['home']).get(),
    ]);
  });
});

describe('create', () => {
  it('lets owners, members and contributors plan a meal in their default household', async () => {
    for (const actor of ['member', 'contributor', 'owner'] as const) {
      await assertSucceeds(entry(as[actor], `new-${actor}`).set(newEntry(uids[actor])));
    }
    await assertSucceeds(as.member.collection('mealEntries').add(newEntry(uids.member, { date: '', mealType: null })));
    expect(await stored('new-owner')).toMatchObject({ userId: uids.owner, completed: false });
  });

  it('denies viewers, the unverified, anonymous visitors, admins and other households', async () => {
    await assertAllFail([
      entry(as.viewer, 'x').set(newEntry(uids.viewer)),
      entry(as.unverified, 'x').set(newEntry(uids.unverified)),
      entry(as.anonymous, 'x').set(newEntry('nobody')),
      entry(as.admin, 'x').set(newEntry(uids.admin)),
      entry(bob, 'x').set(newEntry('bob')),
    ]);
  });

  it("denies another household's organizationId, a household not the default one, and someone else's userId", async () => {
    await assertAllFail([
      entry(as.owner, 'x').set(newEntry(uids.owner, { organizationId: FOREIGN })),
      entry(as.owner, 'x').set(newEntry(uids.owner, { organizationId: SECOND })),
      entry(as.member, 'x').set(newEntry(uids.owner)),
      entry(as.member, 'x').set(newEntry(uids.member, { userId: undefined })),
    ]);
  });

  it('denies forged timestamps, completed or archived entries, and fields outside the schema', async () => {
    await assertAllFail([
      entry(as.member, 'x').set(newEntry(uids.member, { createdAt: clientTime() })),
      entry(as.member, 'x').set(newEntry(uids.member, { updatedAt: clientTime() })),
      entry(as.member, 'x').set(newEntry(uids.member, { createdAt: undefined })),
      entry(as.member, 'x').set(newEntry(uids.member, { completed: true })),
      entry(as.member, 'x').set(newEntry(uids.member, { isArchived: true })),
      entry(as.member, 'x').set(newEntry(uids.member, { role: 'owner' })),
      entry(as.member, 'x').set(newEntry(uids.member, { id: 'x' })),
    ]);
  });

  it(`denies portions 0, ${MAX_PORTIONS + 1} or 2.5, a meal type outside the enumeration, and a day that does not exist`, async () => {
    await assertAllFail([
      entry(as.member, 'x').set(newEntry(uids.member, { portions: 0 })),
      entry(as.member, 'x').set(newEntry(uids.member, { portions: MAX_PORTIONS + 1 })),
      entry(as.member, 'x').set(newEntry(uids.member, { portions: 2.5 })),
      entry(as.member, 'x').set(newEntry(uids.member, { mealType: 'brunch' })),
      entry(as.member, 'x').set(newEntry(uids.member, { mealType: '' })),
      entry(as.member, 'x').set(newEntry(uids.member, { date: '2025-02-29' })),
      entry(as.member, 'x').set(newEntry(uids.member, { date: '11/03/2025' })),
      entry(as.member, 'x').set(newEntry(uids.member, { recipeId: '' })),
      // The name the week shows before the recipe is read: one line, a recipe name's length.
      entry(as.member, 'x').set(newEntry(uids.member, { recipeName: 'Gratin\ndauphinois' })),
      entry(as.member, 'x').set(newEntry(uids.member, { recipeName: 'a'.repeat(RECIPE_NAME_MAX_LENGTH + 1) })),
      entry(as.member, 'x').set(newEntry(uids.member, { recipeName: ['Gratin'] })),
    ]);
  });
});

describe('update', () => {
  it('lets the writers move, retype, resize and tick an entry, field by field', async () => {
    await assertSucceeds(entry(as.owner, 'home').update({ date: '', mealType: null, updatedAt: serverTimestamp() }));
    await assertSucceeds(entry(as.contributor, 'home').update({ date: '2025-03-12', updatedAt: serverTimestamp() }));
    await assertSucceeds(entry(as.member, 'home').update({ portions: MAX_PORTIONS, updatedAt: serverTimestamp() }));
    await assertSucceeds(entry(as.member, 'home').update({ mealType: 'breakfast', completed: true, updatedAt: serverTimestamp() }));
    await assertSucceeds(entry(as.member, 'home').update({ mealType: deleteField(), updatedAt: serverTimestamp() }));
    expect(await stored('home')).toMatchObject({ date: '2025-03-12', portions: MAX_PORTIONS, completed: true, userId: uids.member });
  });

  it('keeps both changes when two writers edit different fields at once', async () => {
    await Promise.all([
      assertSucceeds(entry(as.owner, 'home').update({ portions: 6, updatedAt: serverTimestamp() })),
      assertSucceeds(entry(as.member, 'home').update({ mealType: 'snack', updatedAt: serverTimestamp() })),
    ]);
    expect(await stored('home')).toMatchObject({ portions: 6, mealType: 'snack' });
  });

  it('denies viewers, the unverified, anonymous visitors, admins and other households', async () => {
    const change = { portions: 3, updatedAt: serverTimestamp() };
    await assertAllFail([
      entry(as.viewer, 'home').update(change),
      entry(as.unverified, 'home').update(change),
      entry(as.anonymous, 'home').update(change),
      entry(as.admin, 'home').update(change),
      entry(bob, 'home').update(change),
      entry(as.owner, 'foreign').update(change),
    ]);
  });

  it('denies changing organizationId, userId, recipeId, recipeName, createdAt or isArchived, and forged or missing updatedAt', async () => {
    const now = serverTimestamp();
    await assertAllFail([
      entry(as.owner, 'home').update({ organizationId: SECOND, updatedAt: now }),
      entry(as.owner, 'home').update({ organizationId: FOREIGN, updatedAt: now }),
      entry(as.owner, 'home').update({ userId: uids.owner, updatedAt: now }),
      entry(as.owner, 'home').update({ recipeId: 'r2', updatedAt: now }),
      entry(as.owner, 'home').update({ recipeName: 'Une autre recette', updatedAt: now }),
      entry(as.owner, 'home').update({ createdAt: now, updatedAt: now }),
      entry(as.owner, 'home').update({ isArchived: true, updatedAt: now }),
      entry(as.owner, 'home').update({ portions: 3 }),
      entry(as.owner, 'home').update({ portions: 3, updatedAt: clientTime() }),
    ]);
  });

  it('denies invalid values of the fields it changes', async () => {
    const now = serverTimestamp();
    await assertAllFail([
      entry(as.owner, 'home').update({ portions: 0, updatedAt: now }),
      entry(as.owner, 'home').update({ portions: MAX_PORTIONS + 1, updatedAt: now }),
      entry(as.owner, 'home').update({ portions: 2.5, updatedAt: now }),
      entry(as.owner, 'home').update({ mealType: 'brunch', updatedAt: now }),
      entry(as.owner, 'home').update({ date: '2025-13-01', updatedAt: now }),
      entry(as.owner, 'home').update({ date: deleteField(), updatedAt: now }),
      entry(as.owner, 'home').update({ completed: 'oui', updatedAt: now }),
    ]);
  });
});

describe('delete', () => {
  it("lets the household's owners, members and contributors delete its entries", async () => {
    await assertSucceeds(entry(as.member, 'home').delete());
    await assertSucceeds(entry(as.contributor, 'unplanned').delete());
    await assertSucceeds(entry(as.owner, 'later').delete());
    expect(await stored('home')).toBeUndefined();
  });

  it('denies viewers, the unverified, anonymous visitors, admins and other households', async () => {
    await assertAllFail([
      entry(as.viewer, 'home').delete(),
      entry(as.unverified, 'home').delete(),
      entry(as.anonymous, 'home').delete(),
      entry(as.admin, 'home').delete(),
      entry(bob, 'home').delete(),
      entry(as.owner, 'foreign').delete(),
    ]);
  });
});
