import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRulesEnv, seed, signedIn, type TestFirestore } from './helpers.ts';
import { HOME, userDoc } from './recipe-fixtures.ts';

// standardIngredients/{id}: the shared ingredient catalogue, public reference data seeded by the
// server. Everyone reads it (get and list); nobody writes it from the client, not even admins.

let env: RulesTestEnvironment;
const as = {} as Record<'anonymous' | 'unverified' | 'olga' | 'adam', TestFirestore>;

const farine = { name: 'Farine', aliases: ['farine de blé'], language: 'fr', category: 'savoryGrocery', preferredUnit: 'gram' };

beforeAll(async () => {
  env = await createRulesEnv();
  as.anonymous = env.unauthenticatedContext().firestore();
  as.unverified = signedIn(env, 'ursula', { email_verified: false });
  as.olga = signedIn(env, 'olga');
  as.adam = signedIn(env, 'adam', { admin: true });
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, (db) =>
    db
      .batch()
      .set(db.doc('users/olga'), userDoc('olga', { [HOME]: 'owner' }))
      .set(db.doc('standardIngredients/farine'), farine)
      .set(db.doc('standardIngredients/sel'), { name: 'Sel', aliases: [], language: 'fr', category: 'condiments' })
      .commit(),
  );
});

afterAll(async () => {
  await env.cleanup();
});

const readers = ['anonymous', 'unverified', 'olga', 'adam'] as const;

describe('read', () => {
  it('lets everyone, signed in or not, get an ingredient and list the catalogue', async () => {
    for (const who of readers) {
      const one = await assertSucceeds(as[who].doc('standardIngredients/farine').get());
      expect(one.get('name')).toBe('Farine');
      const all = await assertSucceeds(as[who].collection('standardIngredients').get());
      expect(all.size).toBe(2);
    }
    const french = await assertSucceeds(as.anonymous.collection('standardIngredients').where('language', '==', 'fr').orderBy('name').limit(10).get());
    expect(french.docs.map((doc) => doc.id)).toEqual(['farine', 'sel']);
  });
});

describe('write', () => {
  it('denies creating, updating and deleting ingredients to everyone, admins included', async () => {
    const attempts = readers.flatMap((who) => [
      () => as[who].doc('standardIngredients/poivre').set({ name: 'Poivre', aliases: [], language: 'fr', category: 'condiments' }),
      () => as[who].collection('standardIngredients').add({ name: 'Poivre', aliases: [], language: 'fr', category: 'condiments' }),
      () => as[who].doc('standardIngredients/farine').update({ category: 'other' }),
      () => as[who].doc('standardIngredients/farine').set({ ...farine, name: '<img src=x onerror=alert(1)>' }),
      () => as[who].doc('standardIngredients/farine').delete(),
    ]);
    const results = await Promise.allSettled(attempts.map((attempt) => assertFails(attempt())));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    await env.withSecurityRulesDisabled(async (context) => {
      const catalogue = await context.firestore().collection('standardIngredients').get();
      expect(catalogue.docs.map((doc) => doc.data())).toContainEqual(farine);
      expect(catalogue.size).toBe(2);
    });
  });
});
