import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collections } from '../../src/domain/collections.ts';
import { createRulesEnv, firestoreRules, seed, serverTimestamp, signedIn, type TestFirestore } from './helpers.ts';
import { FOREIGN, HOME, increment, storedRecipe, userDoc } from './recipe-fixtures.ts';

// DESIGN.md §3, "Ids and text from clients": every collection a client creates documents in
// takes only ids of DOCUMENT_ID_PATTERN ([A-Za-z0-9_-]{1,64}), or its exact derived pattern,
// whose parts are such ids. An id reaches places the rules never see again: a calendar feed
// writes a meal entry's id into its events' UIDs, where a line break starts a line of its own.
// Each row creates a document the rules accept under a valid id, then the same data under
// hostile ones; for a derived id, the hostile part is what the id is made of (a recipe's id in
// a bookmark's, a household's in a cookbook's or a weekly plan's), and the row first proves the
// rest of the write still holds for it (the household is the writer's, the recipe public), so
// the refusal is the id's. The share token collections (views and their owners) are left to shared-grocery-lists.test.ts.

const WRITER = 'wendy';
const VALID = 'Xk3v9QpLm2Rt8YzW1a_-';

const hostile: Record<string, string> = {
  'a line break (CR/LF)': 'a\r\nEND:VEVENT',
  'a tab': 'a\tb',
  'a NUL': 'a\u0000b',
  'a line separator': 'a\u2028b',
  '200 characters, no slash': 'x'.repeat(200),
  '65 characters': 'x'.repeat(65),
  'a dot': 'a.b',
  'a space': 'a b',
  'an accented letter': 'crêpe',
  'a colon and an at sign': 'a:b@host',
};

interface IdRow {
  collection: string;
  /** What the hostile part stands for in the id. */
  part: string;
  /** What the create needs besides the writer, for this part (written with the rules off). */
  seed: (part: string) => Record<string, Record<string, unknown>>;
  /** What else the writer may do with this part: the part itself is no obstacle but for the id. */
  control?: (db: TestFirestore, part: string) => Promise<unknown>;
  create: (db: TestFirestore, part: string) => Promise<unknown>;
}

/** The writer, a member of `organizationId` and working in it. */
const writerIn = (householdId: string) => ({ [`users/${WRITER}`]: userDoc(WRITER, { [householdId]: 'member' }) });

/** A household the writer belongs to, under the given id. */
const householdOf = (householdId: string) => ({
  ...writerIn(householdId),
  [`organizations/${householdId}`]: { name: 'Chez nous', creatorId: WRITER, numberOfPersons: 2 },
});

const rows: IdRow[] = [
  {
    collection: collections.recipes,
    part: 'the id',
    seed: () => writerIn(HOME),
    create: (db, id) =>
      db.doc(`recipes/${id}`).set({
        name: 'Œufs brouillés',
        servings: 2,
        ingredients: [],
        instructions: '',
        isPublic: false,
        organizationId: HOME,
        createdBy: { id: WRITER, name: 'Wendy Martin' },
        createdAt: serverTimestamp(),
      }),
  },
  {
    collection: collections.mealEntries,
    part: 'the id',
    seed: () => writerIn(HOME),
    create: (db, id) =>
      db.doc(`mealEntries/${id}`).set({
        organizationId: HOME,
        userId: WRITER,
        recipeId: 'r1',
        date: '2025-03-11',
        mealType: 'dinner',
        portions: 4,
        completed: false,
        isArchived: false,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
  },
  {
    collection: collections.groceryListsV2,
    part: 'the id',
    seed: () => writerIn(HOME),
    create: (db, id) =>
      db.doc(`groceryListsV2/${id}`).set({
        organizationId: HOME,
        name: 'Liste de courses du 11 mars',
        status: 'active',
        mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 } },
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
  },
  {
    collection: collections.bookmarks,
    part: "the recipe's id, in {userId}_{recipeId}",
    seed: (recipeId) => ({ ...writerIn(HOME), [`recipes/${recipeId}`]: storedRecipe(recipeId, FOREIGN, 'bob', { isPublic: true }) }),
    control: (db, recipeId) => db.doc(`recipes/${recipeId}`).get(),
    create: (db, recipeId) =>
      db
        .batch()
        .set(db.doc(`bookmarks/${WRITER}_${recipeId}`), { userId: WRITER, recipeId, createdAt: serverTimestamp() })
        .update(db.doc(`recipes/${recipeId}`), { bookmarkCount: increment(1) })
        .commit(),
  },
  {
    collection: collections.cookbooks,
    part: "the household's id, which is the cookbook's",
    seed: householdOf,
    control: (db, householdId) => db.doc(`organizations/${householdId}`).get(),
    create: (db, householdId) =>
      db.doc(`cookbooks/${householdId}`).set({
        organizationId: householdId,
        publicRecipeIds: [],
        tags: { 'default-0': { id: 'default-0', name: 'Favoris', color: '#E0BC00', recipeIds: [] } },
        savedViews: [],
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
  },
  {
    collection: collections.pantry,
    part: "the food's id, in {organizationId}_{foodId}",
    seed: () => writerIn(HOME),
    create: (db, foodId) =>
      db.doc(`pantry/${HOME}_${foodId}`).set({ organizationId: HOME, foodId, mass: 500, staple: false, updatedAt: serverTimestamp() }),
  },
  {
    collection: collections.weeklyMealPlans,
    part: "the household's id, in {organizationId}_{startDate}",
    seed: householdOf,
    control: (db, householdId) => db.doc(`organizations/${householdId}`).get(),
    create: (db, householdId) =>
      db.doc(`newMealPlans/${householdId}_2025-03-10`).set({
        organizationId: householdId,
        name: 'Menu du 10 mars',
        status: 'active',
        createdAt: serverTimestamp(),
        createdBy: WRITER,
        updatedAt: serverTimestamp(),
        updatedBy: WRITER,
        startDate: '2025-03-10',
        endDate: '2025-03-23',
        mealEntries: [],
        totalMeals: 0,
        uniqueRecipes: 0,
      }),
  },
];

/** The collections whose rules let a client create a document: any `allow` of create or write not `if false`. */
function clientCreatedCollections(): string[] {
  const blocks = firestoreRules.split(/^ {4}match \//m).slice(1);
  return blocks.flatMap((block) => {
    const name = /^(\w+)\/\{\w+\} \{/.exec(block)?.[1];
    const allows = [...block.matchAll(/allow ([a-z, ]+): if ([^;]+);/g)];
    const opens = allows.some(([, operations = '', condition = '']) => /\b(create|write)\b/.test(operations) && condition.trim() !== 'false');
    return name && opens ? [name] : [];
  });
}

let env: RulesTestEnvironment;
let db: TestFirestore;

beforeAll(async () => {
  env = await createRulesEnv();
  db = signedIn(env, WRITER);
});

afterAll(async () => {
  await env.cleanup();
});

it('covers every collection a client creates documents in, but the share tokens (their views and owners), whose ids shared-grocery-lists.test.ts holds to the minted form', () => {
  const shareTokenCollections: string[] = [collections.sharedGroceryLists, collections.sharedGroceryListOwners];
  expect(rows.map((row) => row.collection).sort()).toEqual(clientCreatedCollections().filter((name) => !shareTokenCollections.includes(name)).sort());
});

describe.each(rows)('$collection', (row) => {
  async function reset(part: string): Promise<void> {
    await env.clearFirestore();
    await seed(env, (admin) => {
      const batch = admin.batch();
      for (const [path, data] of Object.entries(row.seed(part))) batch.set(admin.doc(path), data);
      return batch.commit();
    });
  }

  beforeEach(async () => {
    await env.clearFirestore();
  });

  it(`takes a document whose id (${row.part}) is an id of the app's`, async () => {
    await reset(VALID);
    if (row.control) await assertSucceeds(row.control(db, VALID));
    await assertSucceeds(row.create(db, VALID));
  });

  it.each(Object.entries(hostile))(`refuses the same document when the id (${row.part}) holds %s`, async (_, part) => {
    await reset(part);
    if (row.control) await assertSucceeds(row.control(db, part));
    await assertFails(row.create(db, part));
  });
});
