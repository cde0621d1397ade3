import { assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import { addDiscoveryTerms } from '../../scripts/migrations/discovery-terms.ts';
import type { Classification } from '../../src/domain/recipes/classification.ts';
import { discoveryTerms } from '../../src/domain/recipes/discovery-terms.ts';
import { seed, serverTimestamp, signedIn, storedDocument } from './helpers.ts';
import { useMigrationEmulator } from './migration-emulator.ts';
import { FOREIGN, HOME, storedRecipe, userDoc } from './recipe-fixtures.ts';

// The one-off step giving recipes saved before discovery's queries their terms
// (scripts/migrations/discovery-terms.ts), run with firebase-admin against the emulator: each
// recipe gets the terms of its name and classification and nothing else changes, a recipe
// already right is not written, and a visitor's filtered query then finds the old recipes.


const dessert: Classification = { dishTypes: ['dessert'], dietaryRestrictions: ['vegetarian'], difficulty: 'hard', cost: 'cheap' };
const main: Classification = { dishTypes: ['main'], dietaryRestrictions: [], difficulty: 'medium', cost: 'medium' };
const tatin = storedRecipe('tatin', FOREIGN, 'bob', { name: 'Tartes Tatin', isPublic: true, classification: dessert });
const gratin = storedRecipe('gratin', HOME, 'mia', { name: 'Gratin dauphinois' });
const current = storedRecipe('current', FOREIGN, 'bob', {
  name: 'Lasagnes',
  isPublic: true,
  classification: main,
  discoveryTerms: discoveryTerms({ name: 'Lasagnes', classification: main }),
});
// Terms of a name the recipe no longer has, written by hand or by an older tool.
const stale = storedRecipe('stale', FOREIGN, 'bob', { name: 'Soupe au pistou', discoveryTerms: ['w:gaspacho'] });

const bench = useMigrationEmulator(async ({ env }) => {
  await seed(env, (db) =>
    db
      .batch()
      .set(db.doc('users/mia'), userDoc('mia', { [HOME]: 'member' }))
      .set(db.doc('recipes/tatin'), tatin)
      .set(db.doc('recipes/gratin'), gratin)
      .set(db.doc('recipes/current'), current)
      .set(db.doc('recipes/stale'), stale)
      .commit(),
  );
});

const stored = (path: string) => storedDocument(bench.env, path);
const updateTimeOf = async (path: string) => (await bench.admin.doc(path).get()).updateTime?.toMillis();

describe('addDiscoveryTerms', () => {
  it('gives each recipe the terms of its name and classification, and writes nothing else', async () => {
    expect(await addDiscoveryTerms(bench.admin)).toEqual({ written: 3, read: 4 });

    const after = await stored('recipes/tatin');
    expect(after?.discoveryTerms).toEqual(discoveryTerms({ name: 'Tartes Tatin', classification: dessert }));
    expect(after?.discoveryTerms).toContain('w:tarte|d:dessert|r:vegetarian');
    const { discoveryTerms: _terms, createdAt, updatedAt, ...rest } = after ?? {};
    const { createdAt: createdBefore, updatedAt: updatedBefore, ...restBefore } = tatin;
    expect(rest).toEqual(restBefore);
    expect(updatedAt.toDate()).toEqual(updatedBefore);
    expect(createdAt.toDate()).toEqual(createdBefore);
    expect((await stored('recipes/stale'))?.discoveryTerms).toEqual([
      'd:main',
      'w:soupe',
      'w:soupe|d:main',
      'w:pistou',
      'w:pistou|d:main',
      ...['so', 'sou', 'soup', 'soupe', 'pi', 'pis', 'pist', 'pisto', 'pistou'].map((prefix) => `p:${prefix}`),
    ]);
  });

  it('leaves a recipe whose terms are right as it is, and changes nothing when run again', async () => {
    const before = await updateTimeOf('recipes/current');
    await addDiscoveryTerms(bench.admin);
    expect(await updateTimeOf('recipes/current')).toBe(before);
    const gratinBefore = await updateTimeOf('recipes/gratin');
    expect(await addDiscoveryTerms(bench.admin)).toEqual({ written: 0, read: 4 });
    expect(await updateTimeOf('recipes/gratin')).toBe(gratinBefore);
  });

  it('counts what it would write and writes nothing in a dry run', async () => {
    expect(await addDiscoveryTerms(bench.admin, { dryRun: true })).toEqual({ written: 3, read: 4 });
    expect((await stored('recipes/tatin'))?.discoveryTerms).toBeUndefined();
  });

  it('goes through every recipe a page at a time', async () => {
    expect(await addDiscoveryTerms(bench.admin, { pageSize: 1 })).toEqual({ written: 3, read: 4 });
    expect((await stored('recipes/gratin'))?.discoveryTerms).toContain('w:dauphinoi');
  });

  it("lets a visitor's filtered search and the household's cookbook search find an old recipe, and the household still edit its own under the rules", async () => {
    await addDiscoveryTerms(bench.admin);
    const visitor = bench.env.unauthenticatedContext().firestore();
    const found = await assertSucceeds(
      visitor.collection('recipes').where('isPublic', '==', true).where('discoveryTerms', 'array-contains-any', ['w:tarte|d:dessert']).where('classification.difficulty', '==', 'hard').get(),
    );
    expect(found.docs.map((doc) => doc.id)).toEqual(['tatin']);
    const member = signedIn(bench.env, 'mia');
    const cookbookSearch = await assertSucceeds(
      member.collection('recipes').where('organizationId', '==', HOME).where('discoveryTerms', 'array-contains', 'p:dauph').orderBy('createdAt', 'desc').limit(24).get(),
    );
    expect(cookbookSearch.docs.map((doc) => doc.id)).toEqual(['gratin']);
    await assertSucceeds(member.doc('recipes/gratin').update({ name: 'Gratin savoyard', discoveryTerms: discoveryTerms({ name: 'Gratin savoyard', classification: main }), updatedAt: serverTimestamp() }));
  });
});
