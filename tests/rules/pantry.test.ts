import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pantryEntryId } from '../../src/domain/cupboard/pantry-entry.ts';
import { actors, assertAllFail, clientTime, createRulesEnv, seed, serverTimestamp, signedIn, storedDocument, type TestFirestore } from './helpers.ts';
import { deleteField, FOREIGN, HOME, householdCast, increment } from './recipe-fixtures.ts';

// pantry/{organizationId}_{foodId}: the household's cupboard (DESIGN.md §3, "The cupboard"). Its
// verified members read it, one food by id or the whole cupboard by organizationId; its owners,
// members and contributors stock, use up and remove foods by increments; viewers only read, and
// nobody else gets anything. An amount never goes below zero, the id is always its own data's.

const FLOUR = 'farine-de-ble';
const EGGS = 'oeuf';
const at = new Date('2025-01-06T09:00:00Z');

let env: RulesTestEnvironment;
let as: ReturnType<typeof actors> & { bob: TestFirestore };

const entry = (db: TestFirestore, householdId: string, foodId: string) => db.doc(`pantry/${pantryEntryId(householdId, foodId)}`);

let changes = 0;

/** A change of stock as changeStock writes it: set merged, its amounts incremented, under a new change id. */
const stock = (db: TestFirestore, householdId: string, foodId: string, amounts: Record<string, number>, extra: Record<string, unknown> = {}) =>
  entry(db, householdId, foodId).set(
    {
      organizationId: householdId,
      foodId,
      ...Object.fromEntries(Object.entries(amounts).map(([field, by]) => [field, increment(by)])),
      changeId: `change-${++changes}`,
      updatedAt: serverTimestamp(),
      ...extra,
    },
    { merge: true },
  );

const storedFlour = (householdId: string) => ({ organizationId: householdId, foodId: FLOUR, mass: 500, volume: 0, count: 0, staple: false, updatedAt: at });

beforeAll(async () => {
  env = await createRulesEnv();
  as = { ...actors(env), bob: signedIn(env, 'bob') };
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, (db) =>
    householdCast(db)
      .set(db.doc(`pantry/${pantryEntryId(HOME, FLOUR)}`), storedFlour(HOME))
      .set(db.doc(`pantry/${pantryEntryId(FOREIGN, FLOUR)}`), storedFlour(FOREIGN))
      .commit(),
  );
});

afterAll(async () => {
  await env.cleanup();
});

describe('get and list', () => {
  it("lets the household's verified members, viewers included, read a food and the whole cupboard", async () => {
    for (const who of ['viewer', 'member', 'contributor', 'owner'] as const) {
      expect((await assertSucceeds(entry(as[who], HOME, FLOUR).get())).get('mass')).toBe(500);
      const cupboard = await assertSucceeds(as[who].collection('pantry').where('organizationId', '==', HOME).get());
      expect(cupboard.docs.map((doc) => doc.id)).toEqual([pantryEntryId(HOME, FLOUR)]);
    }
  });

  it('denies outsiders, the unverified, anonymous visitors and admins, by id and by query', async () => {
    await assertAllFail([
      entry(as.bob, HOME, FLOUR).get(),
      entry(as.owner, FOREIGN, FLOUR).get(),
      entry(as.unverified, HOME, FLOUR).get(),
      entry(as.anonymous, HOME, FLOUR).get(),
      entry(as.admin, HOME, FLOUR).get(),
      as.bob.collection('pantry').where('organizationId', '==', HOME).get(),
      as.owner.collection('pantry').where('organizationId', '==', FOREIGN).get(),
      as.unverified.collection('pantry').where('organizationId', '==', HOME).get(),
      as.anonymous.collection('pantry').where('organizationId', '==', HOME).get(),
    ]);
  });

  it('denies listing the cupboards of every household', async () => {
    await assertAllFail([as.owner.collection('pantry').get(), as.admin.collection('pantry').get(), as.owner.collection('pantry').where('foodId', '==', FLOUR).get()]);
  });
});

describe('create', () => {
  it("lets the household's owners, members and contributors stock a new food", async () => {
    await assertSucceeds(stock(as.member, HOME, EGGS, { count: 6 }, { staple: false }));
    await assertSucceeds(stock(as.contributor, HOME, 'lait', { volume: 1000 }));
    await assertSucceeds(stock(as.owner, HOME, 'sel', {}, { staple: true }));
    expect(await storedDocument(env, `pantry/${pantryEntryId(HOME, EGGS)}`)).toMatchObject({ organizationId: HOME, foodId: EGGS, count: 6, staple: false });
  });

  it('denies viewers, outsiders, the unverified, anonymous visitors and admins', async () => {
    await assertAllFail([
      stock(as.viewer, HOME, EGGS, { count: 6 }),
      stock(as.bob, HOME, EGGS, { count: 6 }),
      stock(as.unverified, HOME, EGGS, { count: 6 }),
      stock(as.anonymous, HOME, EGGS, { count: 6 }),
      stock(as.admin, HOME, EGGS, { count: 6 }),
    ]);
  });

  it("denies a food filed in another household's cupboard, or under an id that is not its data's", async () => {
    await assertAllFail([
      // Another household's id and data.
      stock(as.member, FOREIGN, EGGS, { count: 6 }),
      // Its own household's id, another's data, and the reverse.
      entry(as.member, HOME, EGGS).set({ organizationId: FOREIGN, foodId: EGGS, count: 6, updatedAt: serverTimestamp() }),
      entry(as.member, FOREIGN, EGGS).set({ organizationId: HOME, foodId: EGGS, count: 6, updatedAt: serverTimestamp() }),
      // Another food's id.
      entry(as.member, HOME, EGGS).set({ organizationId: HOME, foodId: 'lait', count: 6, updatedAt: serverTimestamp() }),
      as.member.doc(`pantry/${EGGS}`).set({ organizationId: HOME, foodId: EGGS, count: 6, updatedAt: serverTimestamp() }),
    ]);
  });

  it('denies a negative or oversized amount, an extra field, a forged time or a missing one', async () => {
    await assertAllFail([
      stock(as.member, HOME, EGGS, { count: -1 }),
      stock(as.member, HOME, EGGS, { mass: 1_000_001 }),
      stock(as.member, HOME, EGGS, { count: 6 }, { note: 'au frigo' }),
      stock(as.member, HOME, EGGS, { count: 6 }, { staple: 'oui' }),
      stock(as.member, HOME, EGGS, { count: 6 }, { updatedAt: clientTime() }),
      entry(as.member, HOME, EGGS).set({ organizationId: HOME, foodId: EGGS, count: 6 }),
    ]);
  });
});

describe('update', () => {
  it('lets writers add to and take from the stock by increments, and mark a staple', async () => {
    await assertSucceeds(stock(as.member, HOME, FLOUR, { mass: 250 }));
    await assertSucceeds(stock(as.contributor, HOME, FLOUR, { mass: -700 }));
    await assertSucceeds(stock(as.owner, HOME, FLOUR, {}, { staple: true }));
    expect(await storedDocument(env, `pantry/${pantryEntryId(HOME, FLOUR)}`)).toMatchObject({ mass: 50, staple: true });
  });

  it("denies the same change of amounts twice, as the SDK's second sending of a batch whose answer it lost", async () => {
    await assertSucceeds(stock(as.member, HOME, FLOUR, { mass: 125 }, { changeId: 'cooked-once' }));
    await assertAllFail([stock(as.member, HOME, FLOUR, { mass: 125 }, { changeId: 'cooked-once' }), stock(as.owner, HOME, FLOUR, { mass: -125 }, { changeId: 'cooked-once' })]);
    // A staple flag keeps the last change's id; the next change brings its own.
    await assertSucceeds(entry(as.member, HOME, FLOUR).update({ staple: true, updatedAt: serverTimestamp() }));
    await assertSucceeds(stock(as.contributor, HOME, FLOUR, { mass: -25 }, { changeId: 'cooked-next' }));
    expect(await storedDocument(env, `pantry/${pantryEntryId(HOME, FLOUR)}`)).toMatchObject({ mass: 600, staple: true, changeId: 'cooked-next' });
  });

  it('denies a deduction that would take an amount below zero', async () => {
    await assertAllFail([stock(as.member, HOME, FLOUR, { mass: -501 }), stock(as.member, HOME, FLOUR, { count: -1 })]);
  });

  it('denies viewers, outsiders, the unverified and admins', async () => {
    await assertAllFail([
      stock(as.viewer, HOME, FLOUR, { mass: 100 }),
      stock(as.bob, HOME, FLOUR, { mass: 100 }),
      stock(as.unverified, HOME, FLOUR, { mass: 100 }),
      stock(as.anonymous, HOME, FLOUR, { mass: 100 }),
      stock(as.admin, HOME, FLOUR, { mass: 100 }),
      stock(as.member, FOREIGN, FLOUR, { mass: 100 }),
    ]);
  });

  it('denies moving a food to another household or food, a stray field, removing a required one or a forged time', async () => {
    await assertAllFail([
      entry(as.member, HOME, FLOUR).update({ organizationId: FOREIGN, updatedAt: serverTimestamp() }),
      entry(as.member, HOME, FLOUR).update({ foodId: EGGS, updatedAt: serverTimestamp() }),
      entry(as.member, HOME, FLOUR).update({ organizationId: deleteField(), updatedAt: serverTimestamp() }),
      entry(as.member, HOME, FLOUR).update({ note: 'x', updatedAt: serverTimestamp() }),
      entry(as.member, HOME, FLOUR).update({ mass: increment(10) }),
      entry(as.member, HOME, FLOUR).update({ mass: increment(10), updatedAt: clientTime() }),
    ]);
  });
});

describe('delete', () => {
  it("lets the household's writers remove a food", async () => {
    for (const who of ['member', 'contributor', 'owner'] as const) {
      await seed(env, (db) => db.doc(`pantry/${pantryEntryId(HOME, FLOUR)}`).set(storedFlour(HOME)));
      await assertSucceeds(entry(as[who], HOME, FLOUR).delete());
    }
  });

  it('denies viewers, outsiders, the unverified, anonymous visitors and admins', async () => {
    await assertAllFail([
      entry(as.viewer, HOME, FLOUR).delete(),
      entry(as.bob, HOME, FLOUR).delete(),
      entry(as.unverified, HOME, FLOUR).delete(),
      entry(as.anonymous, HOME, FLOUR).delete(),
      entry(as.admin, HOME, FLOUR).delete(),
      entry(as.owner, FOREIGN, FLOUR).delete(),
    ]);
  });
});
