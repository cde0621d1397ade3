import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Classification } from '../../src/domain/recipes/classification.ts';
import { DISCOVERY_MAX_TERMS, discoveryTerms } from '../../src/domain/recipes/discovery-terms.ts';
import { INLINE_IMAGE_MAX_LENGTH, RECIPE_NAME_MAX_LENGTH } from '../../src/domain/recipes/recipe-limits.ts';
import { RECIPE_IDS_PER_QUERY } from '../../src/domain/shared/ids-per-query.ts';
import { assertAllFail, clientTime, createRulesEnv, seed, serverTimestamp, signedIn, type TestFirestore } from './helpers.ts';
import { deleteField, FOREIGN, HOME, increment, SECOND, storedRecipe, userDoc } from './recipe-fixtures.ts';

// recipes/{id}: public recipes are read by everyone, private ones by the household's verified
// members (and admins); owners, members and contributors write their household's recipes and
// create them in their default household only; any verified user moves bookmarkCount by one
// step, tied to their own bookmark in the same batch.

const ADMIN_HOME = 'org-admin';

// Who is who. The users/{uid} documents seeded below are what the rules trust.
const people = {
  olga: { roles: { [HOME]: 'owner' } },
  mia: { roles: { [HOME]: 'member' } },
  carl: { roles: { [HOME]: 'contributor' } },
  vic: { roles: { [HOME]: 'viewer' } },
  sam: { roles: { [SECOND]: 'member', [HOME]: 'member' } }, // a writer of HOME whose default is SECOND
  rita: { roles: { [HOME]: 'viewer' } }, // created ritaRecipe as a member, since demoted to viewer
  bob: { roles: { [FOREIGN]: 'owner' } },
  nora: { roles: {} }, // verified, no household: a visitor who bookmarks
  ursula: { roles: { [HOME]: 'member' }, claims: { email_verified: false } },
  adam: { roles: { [ADMIN_HOME]: 'owner' }, claims: { admin: true } },
  mallory: { roles: { [FOREIGN]: 'member' }, claims: { admin: 'true' } }, // a string is not the admin claim
} satisfies Record<string, { roles: Record<string, string>; claims?: Record<string, unknown> }>;

type Person = keyof typeof people;

let env: RulesTestEnvironment;
const as = {} as Record<Person | 'anonymous', TestFirestore>;

const february = new Date('2025-02-01T09:00:00Z');
const plainClassification: Classification = { dishTypes: [], dietaryRestrictions: [], difficulty: 'medium', cost: 'medium' };
const later = new Date('2025-03-01T09:00:00Z');
const recipes = {
  homePrivate: storedRecipe('homePrivate', HOME, 'mia'),
  homePublic: storedRecipe('homePublic', HOME, 'olga', { isPublic: true, seoUrl: 'recette_tarte_homePublic', bookmarkCount: 3, createdAt: february }),
  ritaRecipe: storedRecipe('ritaRecipe', HOME, 'rita', { name: 'Gratin de courgettes', discoveryTerms: discoveryTerms({ name: 'Gratin de courgettes', classification: plainClassification }) }),
  foreignPrivate: storedRecipe('foreignPrivate', FOREIGN, 'bob'),
  foreignPublic: storedRecipe('foreignPublic', FOREIGN, 'bob', { isPublic: true, seoUrl: 'recette_soupe_foreignPublic', bookmarkCount: 5 }),
  foreignShowcase: storedRecipe('foreignShowcase', FOREIGN, 'bob', {
    isPublic: true,
    showcase: true,
    bookmarkCount: 1,
    createdAt: later,
    name: 'Gratin dauphinois',
    classification: { dishTypes: ['main'], dietaryRestrictions: ['vegetarian'], difficulty: 'hard', cost: 'cheap' },
    discoveryTerms: discoveryTerms({ name: 'Gratin dauphinois', classification: { dishTypes: ['main'], dietaryRestrictions: ['vegetarian'], difficulty: 'hard', cost: 'cheap' } }),
  }),
};
type RecipeId = keyof typeof recipes;

/** What the recipe form creates (src/features/recipes/data createRecipe); undefined drops a field. */
function newRecipe(uid: string, householdId: string, overrides: Record<string, unknown> = {}) {
  const fields: Record<string, unknown> = {
    name: 'Tarte aux pommes',
    image: null,
    prepTime: 15,
    cookTime: 30,
    servings: 6,
    ingredients: [{ id: 'l1', name: 'Pommes', quantity: 4, unit: 'piece', category: 'produce' }],
    instructions: 'Éplucher.\nCuire 30 minutes.',
    sourceUrl: 'https://example.test/tarte',
    isPublic: false,
    seoUrl: null,
    classification: { dishTypes: ['dessert'], dietaryRestrictions: ['vegetarian'], difficulty: 'easy', cost: 'cheap' },
    organizationId: householdId,
    createdBy: { id: uid, name: uid },
    bookmarkCount: 0,
    showcase: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

function recipe(db: TestFirestore, id: string) {
  return db.collection('recipes').doc(id);
}

/** The stored recipe, read the way the server would (rules disabled). */
async function stored(id: RecipeId | string): Promise<firebase.firestore.DocumentData | undefined> {
  let data: firebase.firestore.DocumentData | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(`recipes/${id}`).get()).data();
  });
  return data;
}

/** Bookmarks (or un-bookmarks) like the app: the user's bookmark and the count in one batch. */
function bookmarkBatch(db: TestFirestore, uid: string, recipeId: string, step: number, bookmarkUid = uid) {
  const batch = db.batch();
  const bookmark = db.doc(`bookmarks/${bookmarkUid}_${recipeId}`);
  if (step > 0) batch.set(bookmark, { userId: bookmarkUid, recipeId, createdAt: serverTimestamp() });
  else batch.delete(bookmark);
  batch.update(recipe(db, recipeId), { bookmarkCount: increment(step) });
  return batch.commit();
}

beforeAll(async () => {
  env = await createRulesEnv();
  for (const [uid, person] of Object.entries(people)) {
    as[uid as Person] = signedIn(env, uid, 'claims' in person ? person.claims : {});
  }
  as.anonymous = env.unauthenticatedContext().firestore();
});

/** Fresh fixtures: before each test that writes, once before the tests that only read. */
async function reset() {
  await env.clearFirestore();
  await seed(env, (db) => {
    const batch = db.batch();
    for (const [uid, person] of Object.entries(people)) batch.set(db.doc(`users/${uid}`), userDoc(uid, person.roles));
    for (const [id, data] of Object.entries(recipes)) batch.set(db.doc(`recipes/${id}`), data);
    // bob bookmarked homePublic: its count includes him.
    batch.set(db.doc('bookmarks/bob_homePublic'), { userId: 'bob', recipeId: 'homePublic', createdAt: later });
    return batch.commit();
  });
}

afterAll(async () => {
  await env.cleanup();
});

describe('get', () => {
  beforeAll(reset);

  it('lets anyone read a public recipe, even signed out or unverified', async () => {
    for (const who of ['anonymous', 'ursula', 'nora', 'bob', 'vic'] as const) {
      const snapshot = await assertSucceeds(recipe(as[who], 'homePublic').get());
      expect(snapshot.get('name')).toBe('Recette homePublic');
    }
  });

  it('lets every verified member of the household read its private recipes, and admins', async () => {
    for (const who of ['olga', 'mia', 'carl', 'vic', 'sam', 'adam'] as const) await assertSucceeds(recipe(as[who], 'homePrivate').get());
  });

  it("denies a private recipe of another household, to the unverified, to nobody's members and to anonymous visitors", async () => {
    await assertAllFail([
      recipe(as.olga, 'foreignPrivate').get(),
      recipe(as.bob, 'homePrivate').get(),
      recipe(as.nora, 'homePrivate').get(),
      recipe(as.ursula, 'homePrivate').get(),
      recipe(as.anonymous, 'homePrivate').get(),
      recipe(as.mallory, 'homePrivate').get(),
    ]);
  });

  it('reads a missing recipe as missing, so the page can say "Recette introuvable"', async () => {
    const snapshot = await assertSucceeds(recipe(as.anonymous, 'no-such-recipe').get());
    expect(snapshot.exists).toBe(false);
  });
});

describe('list', () => {
  beforeAll(reset);

  const publicRecipes = (db: TestFirestore) => db.collection('recipes').where('isPublic', '==', true);

  it('runs the three discovery views for anonymous visitors', async () => {
    const latest = await assertSucceeds(publicRecipes(as.anonymous).orderBy('createdAt', 'desc').limit(20).get());
    expect(latest.docs.map((doc) => doc.id)).toEqual(['foreignShowcase', 'homePublic', 'foreignPublic']);
    const showcase = await assertSucceeds(publicRecipes(as.anonymous).where('showcase', '==', true).orderBy('createdAt', 'desc').limit(20).get());
    expect(showcase.docs.map((doc) => doc.id)).toEqual(['foreignShowcase']);
    const popular = await assertSucceeds(publicRecipes(as.anonymous).orderBy('bookmarkCount', 'desc').limit(20).get());
    expect(popular.docs.map((doc) => doc.id)).toEqual(['foreignPublic', 'homePublic', 'foreignShowcase']);
  });

  it("runs discovery's filtered, searched and paged queries for anonymous visitors", async () => {
    const found = await assertSucceeds(
      publicRecipes(as.anonymous)
        .where('discoveryTerms', 'array-contains-any', ['w:gratin|d:main|r:vegetarian', 'w:gratin|d:side|r:vegetarian'])
        .where('classification.difficulty', '==', 'hard')
        .where('classification.cost', '==', 'cheap')
        .orderBy('createdAt', 'desc')
        .limit(20)
        .get(),
    );
    expect(found.docs.map((doc) => doc.id)).toEqual(['foreignShowcase']);
    const documentId = firebase.firestore.FieldPath.documentId();
    const next = await assertSucceeds(publicRecipes(as.anonymous).orderBy('bookmarkCount', 'desc').orderBy(documentId, 'desc').startAfter(3, 'homePublic').limit(20).get());
    expect(next.docs.map((doc) => doc.id)).toEqual(['foreignShowcase']);
  });

  it("reads a screen's batch of the household's own private recipes by id in one query, up to three deleted since", async () => {
    const ids = Array.from({ length: RECIPE_IDS_PER_QUERY }, (_, index) => `batch-${index}`);
    await seed(env, (db) => ids.reduce((batch, id) => batch.set(db.doc(`recipes/${id}`), storedRecipe(id, HOME, 'mia')), db.batch()).commit());
    const documentId = firebase.firestore.FieldPath.documentId();
    const byIds = await assertSucceeds(as.olga.collection('recipes').where(documentId, 'in', ids).get());
    expect(byIds.size).toBe(RECIPE_IDS_PER_QUERY);
    await seed(env, (db) => ids.slice(0, 3).reduce((batch, id) => batch.delete(db.doc(`recipes/${id}`)), db.batch()).commit());
    const someGone = await assertSucceeds(as.olga.collection('recipes').where(documentId, 'in', ids).get());
    expect(someGone.size).toBe(RECIPE_IDS_PER_QUERY - 3);
    await seed(env, (db) => ids.reduce((batch, id) => batch.delete(db.doc(`recipes/${id}`)), db.batch()).commit());
  });

  it("refuses a batch whose check reads more than one request's 20 documents (one per id, one more per id deleted since, two for the membership): the app reads such a batch id by id", async () => {
    const ids = Array.from({ length: 19 }, (_, index) => `over-${index}`);
    await seed(env, (db) => ids.reduce((batch, id) => batch.set(db.doc(`recipes/${id}`), storedRecipe(id, HOME, 'mia')), db.batch()).commit());
    const documentId = firebase.firestore.FieldPath.documentId();
    await assertSucceeds(as.olga.collection('recipes').where(documentId, 'in', ids.slice(0, 18)).get());
    await assertFails(as.olga.collection('recipes').where(documentId, 'in', ids).get());
    await seed(env, (db) => ids.slice(0, 4).reduce((batch, id) => batch.delete(db.doc(`recipes/${id}`)), db.batch()).commit());
    await assertFails(as.olga.collection('recipes').where(documentId, 'in', ids.slice(0, RECIPE_IDS_PER_QUERY)).get());
    await seed(env, (db) => ids.reduce((batch, id) => batch.delete(db.doc(`recipes/${id}`)), db.batch()).commit());
  });

  it('lists the public recipes of a household, finds one by seoUrl, and bookmarked ones by id', async () => {
    const byHousehold = await assertSucceeds(publicRecipes(as.anonymous).where('organizationId', '==', FOREIGN).orderBy('createdAt', 'desc').get());
    expect(byHousehold.docs.map((doc) => doc.id)).toEqual(['foreignShowcase', 'foreignPublic']);
    const bySeoUrl = await assertSucceeds(publicRecipes(as.anonymous).where('seoUrl', '==', 'recette_soupe_foreignPublic').limit(1).get());
    expect(bySeoUrl.docs.map((doc) => doc.id)).toEqual(['foreignPublic']);
    const documentId = firebase.firestore.FieldPath.documentId();
    // A bookmarked recipe deleted since ('gone') is simply not found.
    const byIds = await assertSucceeds(publicRecipes(as.nora).where(documentId, 'in', ['foreignPublic', 'foreignShowcase', 'gone']).get());
    expect(byIds.size).toBe(2);
    // The household's own private recipes may be among the ids too.
    const mixed = await assertSucceeds(as.olga.collection('recipes').where(documentId, 'in', ['homePrivate', 'foreignPublic', 'gone']).get());
    expect(mixed.size).toBe(2);
  });

  it("lists a household's recipes, private ones included, to every verified member", async () => {
    for (const who of ['olga', 'vic', 'sam'] as const) {
      const mine = await assertSucceeds(as[who].collection('recipes').where('organizationId', '==', HOME).orderBy('createdAt', 'desc').get());
      expect(mine.size).toBe(3);
    }
  });

  it("pages a household's recipes and searches them by the start of a word, for every verified member", async () => {
    for (const who of ['olga', 'vic', 'sam'] as const) {
      const household = as[who].collection('recipes').where('organizationId', '==', HOME);
      const page = await assertSucceeds(household.orderBy('createdAt', 'desc').limit(2).get());
      expect(page.size).toBe(2);
      const found = await assertSucceeds(household.where('discoveryTerms', 'array-contains', 'p:courg').orderBy('createdAt', 'desc').limit(24).get());
      expect(found.docs.map((doc) => doc.id)).toEqual(['ritaRecipe']);
    }
  });

  it("denies the cookbook's paged and prefix queries on another household's recipes, and to the unverified and visitors", async () => {
    const search = (db: TestFirestore, householdId: string) =>
      db.collection('recipes').where('organizationId', '==', householdId).where('discoveryTerms', 'array-contains', 'p:gr').orderBy('createdAt', 'desc').limit(24).get();
    const page = (db: TestFirestore, householdId: string) => db.collection('recipes').where('organizationId', '==', householdId).orderBy('createdAt', 'desc').limit(24).get();
    await assertAllFail([
      search(as.olga, FOREIGN),
      page(as.olga, FOREIGN),
      search(as.nora, HOME),
      page(as.nora, HOME),
      search(as.ursula, HOME),
      search(as.anonymous, HOME),
      page(as.anonymous, HOME),
      // The prefix alone, without the household, could reach any household's private recipes.
      as.olga.collection('recipes').where('discoveryTerms', 'array-contains', 'p:gr').limit(24).get(),
    ]);
  });

  it('denies every query that could return a private recipe the caller may not read', async () => {
    const documentId = firebase.firestore.FieldPath.documentId();
    // All recipes, with or without an order.
    await assertAllFail([
      as.anonymous.collection('recipes').orderBy('createdAt', 'desc').limit(20).get(),
      as.olga.collection('recipes').get(),
      as.adam.collection('recipes').get(),
      // Another household's recipes, or one's own to the unverified and anonymous visitors.
      as.olga.collection('recipes').where('organizationId', '==', FOREIGN).get(),
      as.nora.collection('recipes').where('organizationId', '==', HOME).get(),
      as.ursula.collection('recipes').where('organizationId', '==', HOME).get(),
      as.anonymous.collection('recipes').where('organizationId', '==', HOME).get(),
      // Private recipes, or by id without the isPublic constraint.
      as.olga.collection('recipes').where('isPublic', '==', false).get(),
      as.olga.collection('recipes').where(documentId, 'in', ['foreignPrivate']).get(),
      // Ids are checked one by one against the stored recipes, whatever the other filters say.
      as.olga.collection('recipes').where('isPublic', '==', true).where(documentId, 'in', ['foreignPublic', 'foreignPrivate']).get(),
      as.anonymous.collection('recipes').where('showcase', '==', true).get(),
    ]);
  });
});

describe('create', () => {
  beforeEach(reset);

  it('lets owners, members and contributors create in their default household', async () => {
    await assertSucceeds(recipe(as.olga, 'new-olga').set(newRecipe('olga', HOME)));
    await assertSucceeds(recipe(as.mia, 'new-mia').set(newRecipe('mia', HOME, { isPublic: true, seoUrl: 'recette_tarte_aux_pommes_new-mia' })));
    await assertSucceeds(recipe(as.carl, 'new-carl').set(newRecipe('carl', HOME, { bookmarkCount: undefined, showcase: undefined, seoUrl: undefined })));
    await assertSucceeds(recipe(as.sam, 'new-sam').set(newRecipe('sam', SECOND)));
    expect((await stored('new-mia'))?.createdBy).toEqual({ id: 'mia', name: 'mia' });
  });

  it('accepts the minimal recipe, and an inline data: image as long as the inline budget allows', async () => {
    await assertSucceeds(
      recipe(as.olga, 'minimal').set({
        name: 'Œufs',
        servings: 1,
        ingredients: [],
        instructions: '',
        isPublic: false,
        organizationId: HOME,
        createdBy: { id: 'olga' },
        createdAt: serverTimestamp(),
      }),
    );
    const prefix = 'data:image/jpeg;base64,';
    const image = `${prefix}${'A'.repeat(INLINE_IMAGE_MAX_LENGTH - prefix.length)}`;
    await assertSucceeds(recipe(as.olga, 'with-image').set(newRecipe('olga', HOME, { image })));
  });

  it('denies viewers, households one is not a writer of, and a household that is not the default', async () => {
    await assertAllFail([
      recipe(as.vic, 'new').set(newRecipe('vic', HOME)),
      recipe(as.bob, 'new').set(newRecipe('bob', HOME)),
      recipe(as.olga, 'new').set(newRecipe('olga', FOREIGN)),
      recipe(as.nora, 'new').set(newRecipe('nora', HOME)),
      // sam writes HOME's recipes, but new recipes go to his default household (SECOND).
      recipe(as.sam, 'new').set(newRecipe('sam', HOME)),
      // Admins create in their own household only (and no role of theirs in HOME).
      recipe(as.adam, 'new').set(newRecipe('adam', HOME)),
    ]);
  });

  it('denies the unverified, anonymous visitors, and signed-in users without a user document', async () => {
    await assertAllFail([
      recipe(as.ursula, 'new').set(newRecipe('ursula', HOME)),
      recipe(as.anonymous, 'new').set(newRecipe('anonymous', HOME)),
      recipe(signedIn(env, 'ghost'), 'new').set(newRecipe('ghost', HOME)),
    ]);
  });

  it('denies a forged author, a head-start bookmark count, a forged date, and showcase to non-admins', async () => {
    await assertAllFail([
      recipe(as.olga, 'new').set(newRecipe('olga', HOME, { createdBy: { id: 'mia', name: 'Mia' } })),
      recipe(as.olga, 'new').set(newRecipe('olga', HOME, { createdBy: { id: 'olga', name: 'Olga', role: 'owner' } })),
      recipe(as.olga, 'new').set(newRecipe('olga', HOME, { bookmarkCount: 1000 })),
      recipe(as.olga, 'new').set(newRecipe('olga', HOME, { createdAt: clientTime() })),
      recipe(as.olga, 'new').set(newRecipe('olga', HOME, { createdAt: undefined })),
      recipe(as.olga, 'new').set(newRecipe('olga', HOME, { updatedAt: clientTime() })),
      recipe(as.olga, 'new').set(newRecipe('olga', HOME, { showcase: true, isPublic: true })),
      recipe(as.mallory, 'new').set(newRecipe('mallory', FOREIGN, { showcase: true, isPublic: true })),
    ]);
  });

  it('lets an admin put a recipe of their own household in the showcase', async () => {
    await assertSucceeds(recipe(as.adam, 'new-adam').set(newRecipe('adam', ADMIN_HOME, { showcase: true, isPublic: true })));
  });

  it('denies malformed recipes', async () => {
    const bad: Record<string, unknown>[] = [
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(RECIPE_NAME_MAX_LENGTH + 1) },
      { name: 42 },
      { servings: 0 },
      { servings: 2.5 },
      { servings: '4' },
      { ingredients: Array.from({ length: 101 }, (_, i) => ({ id: `l${i}`, name: 'Sel', quantity: 1 })) },
      { ingredients: 'pommes' },
      { instructions: 'x'.repeat(20_001) },
      { instructions: undefined },
      { isPublic: 'yes' },
      { image: 42 },
      { image: `data:image/jpeg;base64,${'A'.repeat(INLINE_IMAGE_MAX_LENGTH)}` },
      { prepTime: -5 },
      { cookTime: '10' },
      { sourceUrl: 'javascript:alert(1)' },
      { sourceUrl: 'data:text/html,<script>alert(1)</script>' },
      { classification: 'easy' },
      { tags: ['default-0'] }, // not a recipe field
      { organizationId: undefined },
      { discoveryTerms: Array.from({ length: DISCOVERY_MAX_TERMS + 1 }, (_, i) => `w:t${i}`) },
      { discoveryTerms: ['w:tarte', 42] },
      { discoveryTerms: 'w:tarte' },
      { discoveryTerms: ['w:tarte\nw:pomme'] },
    ];
    const results = await Promise.allSettled(bad.map((overrides, i) => assertFails(recipe(as.olga, `bad-${i}`).set(newRecipe('olga', HOME, overrides)))));
    const accepted = bad.filter((_, i) => results[i]?.status === 'rejected');
    expect(accepted, 'malformed recipes that were not PERMISSION_DENIED').toEqual([]);
  });

  it("denies a seoUrl that is not the recipe's own (another recipe's readable address)", async () => {
    await assertAllFail([
      recipe(as.olga, 'new').set(newRecipe('olga', HOME, { isPublic: true, seoUrl: 'recette_soupe_foreignPublic' })),
      recipe(as.olga, 'new').set(newRecipe('olga', HOME, { isPublic: true, seoUrl: 'recette_soupe_new_foreignPublic' })),
      recipe(as.olga, 'new').set(newRecipe('olga', HOME, { isPublic: true, seoUrl: 'https://evil.test/new' })),
      recipe(as.olga, 'new').set(newRecipe('olga', HOME, { isPublic: true, seoUrl: 42 })),
    ]);
    await assertSucceeds(recipe(as.olga, 'new').set(newRecipe('olga', HOME, { isPublic: true, seoUrl: 'recette_new' })));
  });
});

describe('update', () => {
  beforeEach(reset);

  it("lets owners, members and contributors edit their household's recipes", async () => {
    await assertSucceeds(recipe(as.olga, 'homePrivate').update({ name: 'Tarte fine', servings: 2, updatedAt: serverTimestamp() }));
    await assertSucceeds(recipe(as.mia, 'homePrivate').update({ isPublic: true, seoUrl: 'recette_tarte_fine_homePrivate', updatedAt: serverTimestamp() }));
    await assertSucceeds(recipe(as.carl, 'homePublic').update({ isPublic: false, seoUrl: null, updatedAt: serverTimestamp() }));
    await assertSucceeds(recipe(as.carl, 'homePublic').update({ seoUrl: deleteField(), instructions: 'Cuire.' }));
    // sam writes HOME's recipes although his default household is another one.
    await assertSucceeds(recipe(as.sam, 'ritaRecipe').update({ ingredients: [], classification: { dishTypes: [], dietaryRestrictions: [], difficulty: 'hard', cost: 'cheap' } }));
    const after = await stored('homePrivate');
    expect(after).toMatchObject({ name: 'Tarte fine', isPublic: true, organizationId: HOME, bookmarkCount: 0 });
  });

  it("denies editing another household's recipe, and to viewers, the unverified and anonymous visitors", async () => {
    await assertAllFail([
      recipe(as.bob, 'homePrivate').update({ name: 'Volé' }),
      recipe(as.bob, 'homePublic').update({ name: 'Volé' }),
      recipe(as.olga, 'foreignPublic').update({ name: 'Volé' }),
      recipe(as.vic, 'homePrivate').update({ name: 'Volé' }),
    ]);
    await assertFails(recipe(as.rita, 'ritaRecipe').update({ name: 'Volé' })); // its creator, now a viewer
    await assertAllFail([
      recipe(as.ursula, 'homePrivate').update({ name: 'Volé' }),
      recipe(as.nora, 'homePublic').update({ name: 'Volé' }),
      recipe(as.anonymous, 'homePublic').update({ name: 'Volé' }),
      recipe(as.mallory, 'foreignPublic').update({ showcase: true }),
    ]);
  });

  it('denies moving a recipe to another household, even one the writer also writes', async () => {
    await assertAllFail([
      recipe(as.olga, 'homePrivate').update({ organizationId: FOREIGN }),
      recipe(as.sam, 'homePrivate').update({ organizationId: SECOND }),
      recipe(as.bob, 'foreignPrivate').update({ organizationId: HOME }),
      recipe(as.olga, 'homePrivate').set(storedRecipe('homePrivate', SECOND, 'mia')),
    ]);
  });

  it('denies changing the author, the creation date, the bookmark count or the showcase flag', async () => {
    await assertAllFail([
      recipe(as.olga, 'homePrivate').update({ createdBy: { id: 'olga', name: 'Olga' } }),
      recipe(as.olga, 'homePrivate').update({ 'createdBy.name': 'Olga' }),
      recipe(as.olga, 'homePrivate').update({ createdAt: clientTime() }),
      recipe(as.olga, 'homePublic').update({ bookmarkCount: 1000 }),
      recipe(as.olga, 'homePublic').update({ bookmarkCount: increment(1), name: 'Populaire' }),
      recipe(as.olga, 'homePublic').update({ showcase: true }),
      recipe(as.olga, 'homePublic').update({ updatedAt: clientTime() }),
    ]);
  });

  it('denies leaving a malformed recipe behind', async () => {
    await assertAllFail([
      recipe(as.olga, 'homePrivate').update({ name: '' }),
      recipe(as.olga, 'homePrivate').update({ servings: 0 }),
      recipe(as.olga, 'homePrivate').update({ isPublic: 'true' }),
      recipe(as.olga, 'homePrivate').update({ instructions: deleteField() }),
      recipe(as.olga, 'homePrivate').update({ sourceUrl: 'javascript:alert(1)' }),
      recipe(as.olga, 'homePrivate').update({ seoUrl: 'recette_soupe_foreignPublic' }),
      recipe(as.olga, 'homePrivate').update({ owner: 'olga' }),
      recipe(as.olga, 'homePrivate').update({ discoveryTerms: Array.from({ length: DISCOVERY_MAX_TERMS + 1 }, (_, i) => `w:t${i}`) }),
      recipe(as.olga, 'homePrivate').update({ discoveryTerms: [{ w: 'tarte' }] }),
    ]);
    await assertSucceeds(recipe(as.olga, 'homePrivate').update({ name: 'Tarte fine', discoveryTerms: ['w:tarte', 'w:fine', 'd:main', 'w:tarte|d:main', 'w:fine|d:main'], updatedAt: serverTimestamp() }));
  });

  it('lets admins edit any recipe and put it in or out of the showcase', async () => {
    await assertSucceeds(recipe(as.adam, 'foreignPublic').update({ showcase: true }));
    await assertSucceeds(recipe(as.adam, 'foreignShowcase').update({ showcase: false, updatedAt: serverTimestamp() }));
    await assertSucceeds(recipe(as.adam, 'homePrivate').update({ name: 'Corrigé' }));
    // Still not the household, the author or the count.
    await assertAllFail([
      recipe(as.adam, 'homePrivate').update({ organizationId: ADMIN_HOME }),
      recipe(as.adam, 'foreignPublic').update({ bookmarkCount: 0 }),
    ]);
    expect((await stored('foreignPublic'))?.showcase).toBe(true);
  });
});

describe('bookmarkCount', () => {
  beforeEach(reset);

  it('goes up by one with the bookmark, and down by one with its removal, for any verified user', async () => {
    await assertSucceeds(bookmarkBatch(as.nora, 'nora', 'foreignPublic', 1));
    expect((await stored('foreignPublic'))?.bookmarkCount).toBe(6);
    await assertSucceeds(bookmarkBatch(as.olga, 'olga', 'foreignPublic', 1));
    await assertSucceeds(bookmarkBatch(as.nora, 'nora', 'foreignPublic', -1));
    expect((await stored('foreignPublic'))?.bookmarkCount).toBe(6);
    // Plain numbers work as well as increment().
    const batch = as.bob.batch();
    batch.set(as.bob.doc('bookmarks/bob_foreignShowcase'), { userId: 'bob', recipeId: 'foreignShowcase' });
    batch.update(recipe(as.bob, 'foreignShowcase'), { bookmarkCount: 2 });
    await assertSucceeds(batch.commit());
  });

  it('denies +2, and +1 without a bookmark', async () => {
    await assertAllFail([
      bookmarkBatch(as.nora, 'nora', 'foreignPublic', 2),
      recipe(as.nora, 'foreignPublic').update({ bookmarkCount: increment(1) }),
      recipe(as.nora, 'foreignPublic').update({ bookmarkCount: 6 }),
    ]);
    expect((await stored('foreignPublic'))?.bookmarkCount).toBe(5);
  });

  it("denies +1 with someone else's bookmark, and a second +1 with an existing bookmark", async () => {
    // bob's bookmark of homePublic exists: it counts for bob, not for nora.
    await assertAllFail([
      recipe(as.nora, 'homePublic').update({ bookmarkCount: increment(1) }),
      bookmarkBatch(as.nora, 'nora', 'foreignPublic', 1, 'bob'),
      recipe(as.bob, 'homePublic').update({ bookmarkCount: increment(1) }),
      bookmarkBatch(as.bob, 'bob', 'homePublic', 1),
    ]);
    expect((await stored('homePublic'))?.bookmarkCount).toBe(3);
  });

  it('denies a decrement without deleting the bookmark, and more than one step down', async () => {
    await assertAllFail([
      recipe(as.bob, 'homePublic').update({ bookmarkCount: increment(-1) }),
      recipe(as.nora, 'foreignPublic').update({ bookmarkCount: increment(-1) }),
      bookmarkBatch(as.bob, 'bob', 'homePublic', -2),
      bookmarkBatch(as.nora, 'nora', 'homePublic', -1, 'bob'),
    ]);
    expect((await stored('homePublic'))?.bookmarkCount).toBe(3);
  });

  it('denies bookmarking a private recipe, and touching anything else with the count', async () => {
    await assertAllFail([
      bookmarkBatch(as.bob, 'bob', 'homePrivate', 1),
      bookmarkBatch(as.olga, 'olga', 'homePrivate', 1),
    ]);
    const batch = as.nora.batch();
    batch.set(as.nora.doc('bookmarks/nora_foreignPublic'), { userId: 'nora', recipeId: 'foreignPublic' });
    batch.update(recipe(as.nora, 'foreignPublic'), { bookmarkCount: increment(1), name: 'Ma soupe' });
    await assertFails(batch.commit());
  });

  it('denies the unverified and anonymous visitors', async () => {
    await assertAllFail([
      bookmarkBatch(as.ursula, 'ursula', 'foreignPublic', 1),
      recipe(as.anonymous, 'foreignPublic').update({ bookmarkCount: increment(1) }),
    ]);
  });

  it('still steps down when the bookmarked recipe went private since', async () => {
    await seed(env, (db) => db.doc('recipes/homePublic').update({ isPublic: false, seoUrl: null }));
    await assertSucceeds(bookmarkBatch(as.bob, 'bob', 'homePublic', -1));
    expect((await stored('homePublic'))?.bookmarkCount).toBe(2);
  });
});

describe('delete', () => {
  beforeEach(reset);

  it('lets owners, members, contributors and admins delete', async () => {
    await assertSucceeds(recipe(as.olga, 'homePublic').delete());
    await assertSucceeds(recipe(as.mia, 'homePrivate').delete());
    await assertSucceeds(recipe(as.carl, 'ritaRecipe').delete());
    await assertSucceeds(recipe(as.adam, 'foreignPrivate').delete());
    expect(await stored('homePrivate')).toBeUndefined();
  });

  it("denies another household's writers, viewers (even the recipe's creator), the unverified and anonymous visitors", async () => {
    await assertAllFail([
      recipe(as.bob, 'homePrivate').delete(),
      recipe(as.olga, 'foreignPublic').delete(),
      recipe(as.vic, 'homePrivate').delete(),
      recipe(as.rita, 'ritaRecipe').delete(),
      recipe(as.ursula, 'homePrivate').delete(),
      recipe(as.nora, 'foreignPublic').delete(),
      recipe(as.anonymous, 'foreignPublic').delete(),
      recipe(as.mallory, 'homePrivate').delete(),
    ]);
    expect(await stored('ritaRecipe')).toBeDefined();
  });
});
