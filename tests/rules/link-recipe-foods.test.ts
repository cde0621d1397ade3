import { assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import { linkRecipeFoods } from '../../scripts/migrations/link-recipe-foods.ts';
import { seedStandardIngredients } from '../../scripts/seed/standard-ingredients.ts';
import { recipeSchema } from '../../src/domain/recipes/recipe.ts';
import { seed, serverTimestamp, signedIn, storedDocument } from './helpers.ts';
import { useMigrationEmulator } from './migration-emulator.ts';
import { FOREIGN, HOME, storedRecipe, userDoc } from './recipe-fixtures.ts';

// The one-off link of recipes' typed lines to the catalogue (scripts/migrations/link-recipe-foods.ts),
// run with firebase-admin against the emulator, over the seed catalogue: typed names the
// matcher knows get their food and aisle, everything else of every recipe stays as stored, and
// the household still reads and edits its recipes under the real rules.


const line = (id: string, name: string, changes: Record<string, unknown> = {}) => ({ id, name, quantity: 1, unit: 'piece', category: 'other', standardIngredientId: null, ...changes });

const gratin = storedRecipe('gratin', HOME, 'mia', {
  name: 'Gratin dauphinois',
  ingredients: [
    line('i1', 'pommes de terre', { quantity: 1, unit: 'kilogram' }),
    // Stored by an older app without the field at all.
    { id: 'i2', name: "gousses d'ail", quantity: 2, unit: 'piece', category: 'other' },
    line('i3', 'crème fraîche', { quantity: 20, unit: 'centiliter', category: 'dairy' }),
    line('i4', 'sauce poivrade'),
    line('i5', 'Lait', { unit: 'liter', category: 'dairy', standardIngredientId: 'lait-entier' }),
  ],
});

/** Lines the script must leave exactly as stored: linked already, unknown, or not a line it understands. */
const untouched = storedRecipe('untouched', FOREIGN, 'bob', {
  ingredients: [line('i1', 'Éponges'), line('i2', 'oignons', { standardIngredientId: 'oignon-rouge' }), { id: 'i3', name: 42 }, null],
});

const bench = useMigrationEmulator(async ({ env, admin }) => {
  await seedStandardIngredients(admin);
  await seed(env, (db) =>
    db
      .batch()
      .set(db.doc('users/mia'), userDoc('mia', { [HOME]: 'member' }))
      .set(db.doc('recipes/gratin'), gratin)
      .set(db.doc('recipes/untouched'), untouched)
      .set(db.doc('recipes/sucre'), storedRecipe('sucre', FOREIGN, 'bob', { ingredients: [line('i1', 'sucre glace', { quantity: 50, unit: 'gram' })] }))
      .commit(),
  );
});

const stored = (path: string) => storedDocument(bench.env, path);
const updateTimeOf = async (path: string) => (await bench.admin.doc(path).get()).updateTime?.toMillis();

describe('linkRecipeFoods', () => {
  it("links each typed name the catalogue knows to its food and aisle, and writes nothing else of the recipe", async () => {
    const report = await linkRecipeFoods(bench.admin);

    expect(report.linked).toEqual([
      { recipeId: 'gratin', name: 'pommes de terre', foodId: 'pomme-de-terre', foodName: 'pomme de terre' },
      { recipeId: 'gratin', name: "gousses d'ail", foodId: 'ail', foodName: 'ail' },
      { recipeId: 'gratin', name: 'crème fraîche', foodId: 'creme-fraiche-epaisse', foodName: 'crème fraîche épaisse' },
      { recipeId: 'sucre', name: 'sucre glace', foodId: 'sucre-glace', foodName: 'sucre glace' },
    ]);
    expect(report).toMatchObject({ recipes: 2, read: 3 });

    const after = await stored('recipes/gratin');
    expect(after?.ingredients).toEqual([
      { ...gratin.ingredients[0], category: 'produce', standardIngredientId: 'pomme-de-terre' },
      { ...gratin.ingredients[1], category: 'produce', standardIngredientId: 'ail' },
      { ...gratin.ingredients[2], category: 'dairy', standardIngredientId: 'creme-fraiche-epaisse' },
      gratin.ingredients[3],
      gratin.ingredients[4],
    ]);
    const { ingredients: _ingredients, ...rest } = after ?? {};
    const { ingredients: _before, createdAt, updatedAt, ...restBefore } = gratin;
    expect(rest).toMatchObject(restBefore);
    expect(rest.updatedAt.toDate()).toEqual(updatedAt);
    expect(rest.createdAt.toDate()).toEqual(createdAt);
    expect((await stored('recipes/sucre'))?.ingredients).toEqual([line('i1', 'sucre glace', { quantity: 50, unit: 'gram', category: 'sweetGrocery', standardIngredientId: 'sucre-glace' })]);
  });

  it('writes only the recipes that change', async () => {
    const before = await updateTimeOf('recipes/untouched');
    await linkRecipeFoods(bench.admin);
    expect(await updateTimeOf('recipes/untouched')).toBe(before);
    expect((await stored('recipes/untouched'))?.ingredients).toEqual(untouched.ingredients);
  });

  it('prints what it would link and writes nothing in a dry run', async () => {
    const before = await updateTimeOf('recipes/gratin');
    const report = await linkRecipeFoods(bench.admin, { dryRun: true });
    expect(report.linked.map(({ foodId }) => foodId)).toEqual(['pomme-de-terre', 'ail', 'creme-fraiche-epaisse', 'sucre-glace']);
    expect(report.recipes).toBe(2);
    expect(await updateTimeOf('recipes/gratin')).toBe(before);
    expect((await stored('recipes/gratin'))?.ingredients).toEqual(gratin.ingredients);
  });

  it('goes through every recipe a page at a time', async () => {
    await seed(bench.env, async (db) => {
      const batch = db.batch();
      for (const id of ['a', 'b', 'c', 'd', 'e']) batch.set(db.doc(`recipes/page-${id}`), storedRecipe(`page-${id}`, HOME, 'mia', { ingredients: [line('i1', 'oignons jaunes')] }));
      await batch.commit();
    });
    const report = await linkRecipeFoods(bench.admin, { pageSize: 2 });
    expect(report.read).toBe(8);
    expect(report.recipes).toBe(7);
    for (const id of ['a', 'b', 'c', 'd', 'e']) expect((await stored(`recipes/page-${id}`))?.ingredients[0]).toMatchObject({ standardIngredientId: 'oignon', category: 'produce' });
  });

  it('changes nothing when run again', async () => {
    await linkRecipeFoods(bench.admin);
    const before = await updateTimeOf('recipes/gratin');
    expect(await linkRecipeFoods(bench.admin)).toEqual({ linked: [], recipes: 0, read: 3 });
    expect(await updateTimeOf('recipes/gratin')).toBe(before);
  });

  it('leaves the recipe one the app reads, and the household still edits under the rules', async () => {
    await linkRecipeFoods(bench.admin);
    const mia = signedIn(bench.env, 'mia');
    const read = await assertSucceeds(mia.doc('recipes/gratin').get());
    const recipe = recipeSchema.parse({ ...read.data(), id: read.id });
    expect(recipe.ingredients.map(({ standardIngredientId }) => standardIngredientId ?? null)).toEqual(['pomme-de-terre', 'ail', 'creme-fraiche-epaisse', null, 'lait-entier']);
    await assertSucceeds(mia.doc('recipes/gratin').update({ name: 'Gratin de pommes de terre', updatedAt: serverTimestamp() }));
  });

  it('refuses to run on an empty catalogue, rather than report nothing to link', async () => {
    await bench.env.clearFirestore();
    await expect(linkRecipeFoods(bench.admin)).rejects.toThrow('The standardIngredients catalogue is empty');
  });
});
