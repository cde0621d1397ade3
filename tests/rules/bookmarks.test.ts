import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookmarkId } from '../../src/domain/cookbook/bookmark.ts';
import { assertAllFail, clientTime, createRulesEnv, seed, serverTimestamp, signedIn, type TestFirestore } from './helpers.ts';
import { FOREIGN, HOME, increment, storedRecipe, userDoc } from './recipe-fixtures.ts';

// bookmarks/{userId}_{recipeId}: a user's own, read and listed by them alone; created only for a
// public recipe whose bookmarkCount goes up by one in the same batch, deleted with the count
// going down by one (or alone once the recipe is gone); never updated.

let env: RulesTestEnvironment;
let nora: TestFirestore; // verified, bookmarks other households' public recipes
let bob: TestFirestore; // verified, owner of FOREIGN, has bookmarked `pub`
let ursula: TestFirestore; // e-mail not verified
let adam: TestFirestore; // admin
let anonymous: TestFirestore;

const at = new Date('2025-01-06T09:00:00Z');

function bookmark(db: TestFirestore, userId: string, recipeId: string) {
  return db.doc(`bookmarks/${bookmarkId(userId, recipeId)}`);
}

/** The app's bookmark batch (src/features/cookbook/data/bookmarks.ts), minus the cookbook. */
function addBookmark(db: TestFirestore, userId: string, recipeId: string, options: { step?: number; data?: Record<string, unknown>; id?: string } = {}) {
  const batch = db.batch();
  batch.set(db.doc(`bookmarks/${options.id ?? bookmarkId(userId, recipeId)}`), options.data ?? { userId, recipeId, createdAt: serverTimestamp() });
  if (options.step !== 0) batch.update(db.doc(`recipes/${recipeId}`), { bookmarkCount: increment(options.step ?? 1) });
  return batch.commit();
}

function removeBookmark(db: TestFirestore, userId: string, recipeId: string, step = -1) {
  const batch = db.batch();
  batch.delete(bookmark(db, userId, recipeId));
  if (step !== 0) batch.update(db.doc(`recipes/${recipeId}`), { bookmarkCount: increment(step) });
  return batch.commit();
}

async function storedCount(recipeId: string): Promise<unknown> {
  let count: unknown;
  await env.withSecurityRulesDisabled(async (context) => {
    count = (await context.firestore().doc(`recipes/${recipeId}`).get()).get('bookmarkCount');
  });
  return count;
}

beforeAll(async () => {
  env = await createRulesEnv();
  nora = signedIn(env, 'nora');
  bob = signedIn(env, 'bob');
  ursula = signedIn(env, 'ursula', { email_verified: false });
  adam = signedIn(env, 'adam', { admin: true });
  anonymous = env.unauthenticatedContext().firestore();
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, (db) =>
    db
      .batch()
      .set(db.doc('users/nora'), userDoc('nora', { [HOME]: 'owner' }))
      .set(db.doc('users/bob'), userDoc('bob', { [FOREIGN]: 'owner' }))
      .set(db.doc('users/ursula'), userDoc('ursula', { [HOME]: 'member' }))
      .set(db.doc('users/adam'), userDoc('adam', {}))
      .set(db.doc('recipes/pub'), storedRecipe('pub', FOREIGN, 'bob', { isPublic: true, bookmarkCount: 2 }))
      .set(db.doc('recipes/other'), storedRecipe('other', FOREIGN, 'bob', { isPublic: true, bookmarkCount: 0 }))
      .set(db.doc('recipes/priv'), storedRecipe('priv', FOREIGN, 'bob'))
      .set(db.doc(`bookmarks/${bookmarkId('bob', 'pub')}`), { userId: 'bob', recipeId: 'pub', createdAt: at })
      .set(db.doc(`bookmarks/${bookmarkId('nora', 'pub')}`), { userId: 'nora', recipeId: 'pub', createdAt: at })
      // A bookmark of a recipe deleted since.
      .set(db.doc(`bookmarks/${bookmarkId('nora', 'gone')}`), { userId: 'nora', recipeId: 'gone', createdAt: at })
      .commit(),
  );
});

afterAll(async () => {
  await env.cleanup();
});

describe('get and list', () => {
  it('lets a user read and list their own bookmarks', async () => {
    const mine = await assertSucceeds(bookmark(nora, 'nora', 'pub').get());
    expect(mine.get('recipeId')).toBe('pub');
    const list = await assertSucceeds(nora.collection('bookmarks').where('userId', '==', 'nora').get());
    expect(list.docs.map((doc) => doc.id).sort()).toEqual(['nora_gone', 'nora_pub']);
    const newestFirst = await assertSucceeds(nora.collection('bookmarks').where('userId', '==', 'nora').orderBy('createdAt', 'desc').get());
    expect(newestFirst.size).toBe(2);
  });

  it("denies other users' bookmarks, to anyone, admins included", async () => {
    await assertAllFail([
      bookmark(nora, 'bob', 'pub').get(),
      bookmark(adam, 'bob', 'pub').get(),
      bookmark(anonymous, 'bob', 'pub').get(),
      nora.collection('bookmarks').where('userId', '==', 'bob').get(),
      nora.collection('bookmarks').get(),
      nora.collection('bookmarks').where('recipeId', '==', 'pub').get(),
      adam.collection('bookmarks').get(),
      anonymous.collection('bookmarks').where('userId', '==', 'nora').get(),
    ]);
  });

  it('denies reading them before the e-mail is verified', async () => {
    await seed(env, (db) => db.doc(`bookmarks/${bookmarkId('ursula', 'pub')}`).set({ userId: 'ursula', recipeId: 'pub', createdAt: at }));
    await assertAllFail([
      bookmark(ursula, 'ursula', 'pub').get(),
      ursula.collection('bookmarks').where('userId', '==', 'ursula').get(),
    ]);
  });
});

describe('create', () => {
  it('bookmarks a public recipe with its count up by one in the same batch', async () => {
    await assertSucceeds(addBookmark(nora, 'nora', 'other'));
    await assertSucceeds(addBookmark(bob, 'bob', 'other', { data: { userId: 'bob', recipeId: 'other' } }));
    expect(await storedCount('other')).toBe(2);
  });

  it("denies a bookmark for someone else, or whose id does not match its user and recipe", async () => {
    await assertAllFail([
      addBookmark(nora, 'bob', 'other'),
      addBookmark(nora, 'nora', 'other', { data: { userId: 'bob', recipeId: 'other' } }),
      addBookmark(nora, 'nora', 'other', { id: 'nora_pub' }),
      addBookmark(nora, 'nora', 'other', { id: 'nora-other' }),
      addBookmark(nora, 'nora', 'other', { data: { userId: 'nora', recipeId: 'other', note: 'miam' } }),
      addBookmark(nora, 'nora', 'other', { data: { userId: 'nora', recipeId: 'other', createdAt: 'hier' } }),
    ]);
    expect(await storedCount('other')).toBe(0);
  });

  it('denies a bookmark without the +1, with +2, or without the count written by the same batch', async () => {
    await assertAllFail([
      bookmark(nora, 'nora', 'other').set({ userId: 'nora', recipeId: 'other', createdAt: serverTimestamp() }),
      addBookmark(nora, 'nora', 'other', { step: 0 }),
      addBookmark(nora, 'nora', 'other', { step: 2 }),
      addBookmark(nora, 'nora', 'other', { step: -1 }),
    ]);
  });

  it('denies bookmarking a private or missing recipe', async () => {
    await assertAllFail([
      addBookmark(nora, 'nora', 'priv'),
      addBookmark(nora, 'nora', 'missing'),
      bookmark(nora, 'nora', 'missing').set({ userId: 'nora', recipeId: 'missing' }),
    ]);
  });

  it('denies bookmarking twice (the existing bookmark is not rewritten)', async () => {
    await assertAllFail([
      addBookmark(nora, 'nora', 'pub'),
      addBookmark(nora, 'nora', 'pub', { step: 0 }),
    ]);
    expect(await storedCount('pub')).toBe(2);
  });

  it('denies the unverified and anonymous visitors', async () => {
    await assertAllFail([
      addBookmark(ursula, 'ursula', 'other'),
      addBookmark(anonymous, 'anonymous', 'other'),
    ]);
  });
});

describe('update', () => {
  it('denies every update, even of own bookmarks', async () => {
    await assertAllFail([
      bookmark(nora, 'nora', 'pub').update({ createdAt: clientTime() }),
      bookmark(nora, 'nora', 'pub').update({ recipeId: 'other' }),
      bookmark(nora, 'bob', 'pub').update({ userId: 'nora' }),
    ]);
  });
});

describe('delete', () => {
  it('removes own bookmark with the count down by one in the same batch', async () => {
    await assertSucceeds(removeBookmark(nora, 'nora', 'pub'));
    expect(await storedCount('pub')).toBe(1);
  });

  it('removes own bookmark of a deleted recipe alone', async () => {
    await assertSucceeds(bookmark(nora, 'nora', 'gone').delete());
  });

  it('denies removing a bookmark without the decrement, or with another step', async () => {
    await assertAllFail([
      bookmark(nora, 'nora', 'pub').delete(),
      removeBookmark(nora, 'nora', 'pub', -2),
      removeBookmark(nora, 'nora', 'pub', 1),
    ]);
    expect(await storedCount('pub')).toBe(2);
  });

  it("denies removing other users' bookmarks, even with the decrement", async () => {
    await assertAllFail([
      removeBookmark(nora, 'bob', 'pub'),
      bookmark(nora, 'bob', 'pub').delete(),
      removeBookmark(adam, 'bob', 'pub'),
      removeBookmark(anonymous, 'bob', 'pub'),
    ]);
    await seed(env, (db) => db.doc(`bookmarks/${bookmarkId('ursula', 'pub')}`).set({ userId: 'ursula', recipeId: 'pub', createdAt: at }));
    await assertFails(removeBookmark(ursula, 'ursula', 'pub'));
    expect(await storedCount('pub')).toBe(2);
  });
});
