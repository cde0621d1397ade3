import { assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import { nameMealRecipes } from '../../scripts/migrations/meal-recipe-names.ts';
import { seed, serverTimestamp, signedIn, storedDocument } from './helpers.ts';
import { useMigrationEmulator } from './migration-emulator.ts';
import { HOME, storedRecipe, userDoc } from './recipe-fixtures.ts';

// The one-off naming of meals planned before they kept their recipe's name
// (scripts/migrations/meal-recipe-names.ts), run with firebase-admin against the emulator: each
// meal without a name gets its recipe's, on one line, and nothing else; the household still
// edits its meals under the real rules.

const at = new Date('2025-01-06T09:00:00Z');

const meal = (recipeId: string, changes: Record<string, unknown> = {}) => ({
  organizationId: HOME,
  userId: 'mia',
  recipeId,
  date: '2025-03-11',
  mealType: 'dinner',
  portions: 4,
  completed: false,
  isArchived: false,
  createdAt: at,
  updatedAt: at,
  ...changes,
});

const bench = useMigrationEmulator(async ({ env }) => {
  await seed(env, (db) =>
    db
      .batch()
      .set(db.doc('users/mia'), userDoc('mia', { [HOME]: 'member' }))
      .set(db.doc('recipes/gratin'), storedRecipe('gratin', HOME, 'mia', { name: 'Gratin dauphinois' }))
      // Saved before names were held to one line.
      .set(db.doc('recipes/soupe'), storedRecipe('soupe', HOME, 'mia', { name: 'Soupe\tde potiron' }))
      .set(db.doc('mealEntries/old-gratin'), meal('gratin'))
      .set(db.doc('mealEntries/old-soupe'), meal('soupe', { date: '' }))
      .set(db.doc('mealEntries/named'), meal('gratin', { recipeName: 'Gratin de Mamie' }))
      .set(db.doc('mealEntries/gone'), meal('deleted-recipe'))
      .commit(),
  );
});

const stored = (id: string) => storedDocument(bench.env, `mealEntries/${id}`);
const updateTimeOf = async (id: string) => (await bench.admin.doc(`mealEntries/${id}`).get()).updateTime?.toMillis();

describe('nameMealRecipes', () => {
  it("gives each meal without a name its recipe's, on one line, and writes nothing else of it", async () => {
    const untouched = [await updateTimeOf('named'), await updateTimeOf('gone')];
    expect(await nameMealRecipes(bench.admin)).toEqual({ named: 2, recipeGone: 1, read: 4 });

    const gratin = await stored('old-gratin');
    const { createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = meal('gratin');
    expect(gratin).toMatchObject({ ...fields, recipeName: 'Gratin dauphinois' });
    expect(Object.keys(gratin ?? {}).sort()).toEqual([...Object.keys(meal('gratin')), 'recipeName'].sort());
    expect(gratin?.updatedAt.toDate()).toEqual(at);
    expect((await stored('old-soupe'))?.recipeName).toBe('Soupe de potiron');
    expect((await stored('named'))?.recipeName).toBe('Gratin de Mamie');
    expect((await stored('gone'))?.recipeName).toBeUndefined();
    expect([await updateTimeOf('named'), await updateTimeOf('gone')]).toEqual(untouched);
  });

  it('changes nothing when run again, and nothing in a dry run', async () => {
    const before = await updateTimeOf('old-gratin');
    expect(await nameMealRecipes(bench.admin, { dryRun: true })).toEqual({ named: 2, recipeGone: 1, read: 4 });
    expect(await updateTimeOf('old-gratin')).toBe(before);
    expect((await stored('old-gratin'))?.recipeName).toBeUndefined();

    await nameMealRecipes(bench.admin, { pageSize: 1 });
    const named = await updateTimeOf('old-gratin');
    expect(await nameMealRecipes(bench.admin, { pageSize: 3 })).toEqual({ named: 0, recipeGone: 1, read: 4 });
    expect(await updateTimeOf('old-gratin')).toBe(named);
  });

  it('leaves the meals editable by the household under the rules', async () => {
    await nameMealRecipes(bench.admin);
    const mia = signedIn(bench.env, 'mia');
    await assertSucceeds(mia.doc('mealEntries/old-gratin').update({ portions: 6, completed: true, updatedAt: serverTimestamp() }));
    expect(await stored('old-gratin')).toMatchObject({ portions: 6, recipeName: 'Gratin dauphinois' });
  });
});
