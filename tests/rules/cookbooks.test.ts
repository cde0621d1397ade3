import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type firebase from 'firebase/compat/app';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultCookbookTags, SYSTEM_TAG_ID } from '../../src/domain/cookbook/default-cookbook-tags.ts';
import { assertAllFail, createRulesEnv, seed, serverTimestamp, signedIn, type TestFirestore } from './helpers.ts';
import { arrayRemove, arrayUnion, deleteField, FOREIGN, HOME, SECOND, userDoc } from './recipe-fixtures.ts';

// cookbooks/{organizationId}: read by the household's verified members and admins; created and
// updated by its owners, members and contributors and by admins, never deleted from the client.
// Members and contributors create tags and tag recipes; renaming, recolouring and deleting a tag
// is for owners and admins (DESIGN.md §3). The system tag NiooChefs keeps its name and colour and
// is never removed; its recipeIds change.

const people = {
  olga: { roles: { [HOME]: 'owner' } },
  mia: { roles: { [HOME]: 'member' } },
  carl: { roles: { [HOME]: 'contributor' } },
  vic: { roles: { [HOME]: 'viewer', [SECOND]: 'viewer' } },
  sam: { roles: { [SECOND]: 'member' } },
  bob: { roles: { [FOREIGN]: 'owner' } },
  nora: { roles: {} },
  ursula: { roles: { [HOME]: 'member', [SECOND]: 'member' }, claims: { email_verified: false } },
  adam: { roles: {}, claims: { admin: true } },
  mallory: { roles: {}, claims: { admin: 'true' } },
} satisfies Record<string, { roles: Record<string, string>; claims?: Record<string, unknown> }>;

type Person = keyof typeof people;

let env: RulesTestEnvironment;
const as = {} as Record<Person | 'anonymous', TestFirestore>;

const at = new Date('2025-01-06T09:00:00Z');
const NIOO_CHEFS = `tags.${SYSTEM_TAG_ID}`;

function tag(id: string, name: string, color: string, householdId: string, recipeIds: string[] = []) {
  return { id, name, color, organizationId: householdId, recipeIds, createdAt: at, updatedAt: at };
}

function storedCookbook(householdId: string) {
  return {
    organizationId: householdId,
    publicRecipeIds: ['pub1'],
    tags: {
      ...Object.fromEntries(defaultCookbookTags.map((t) => [t.id, tag(t.id, t.name, t.color, householdId)])),
      [SYSTEM_TAG_ID]: tag(SYSTEM_TAG_ID, 'NiooChefs', '#77289B', householdId, ['pub1']),
      'tag-a': tag('tag-a', 'Rapide', '#4CAF50', householdId, ['r1']),
    },
    savedViews: [{ id: 'v1', name: 'Rapide', tagIds: ['tag-a'], filterType: 'OR', color: '#3B82F6', isDefault: false, createdAt: at, updatedAt: at }],
    createdAt: at,
    updatedAt: at,
  };
}

/** The cookbook the app creates for a household that has none (src/features/cookbook/data/). */
function newCookbook(householdId: string, overrides: Record<string, unknown> = {}) {
  return {
    organizationId: householdId,
    publicRecipeIds: [],
    tags: Object.fromEntries(
      defaultCookbookTags.map((t) => [t.id, { ...t, organizationId: householdId, recipeIds: [], createdAt: serverTimestamp(), updatedAt: serverTimestamp() }]),
    ),
    savedViews: [],
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** A tag as createTag writes it, for HOME. */
function newTag(id: string, name: string) {
  return { id, name, color: '#2196F3', organizationId: HOME, recipeIds: [], createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
}

function cookbook(db: TestFirestore, householdId: string) {
  return db.doc(`cookbooks/${householdId}`);
}

/** Edits the first saved view in a transaction, as updateView does: the stored view with these fields changed. */
function editView(db: TestFirestore, householdId: string, changes: Record<string, unknown>) {
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(cookbook(db, householdId));
    const [first, ...others] = snapshot.get('savedViews') as Record<string, unknown>[];
    transaction.update(cookbook(db, householdId), { savedViews: [{ ...first, ...changes, updatedAt: new Date() }, ...others], updatedAt: serverTimestamp() });
  });
}

async function stored(householdId: string): Promise<firebase.firestore.DocumentData | undefined> {
  let data: firebase.firestore.DocumentData | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(`cookbooks/${householdId}`).get()).data();
  });
  return data;
}

beforeAll(async () => {
  env = await createRulesEnv();
  for (const [uid, person] of Object.entries(people)) {
    as[uid as Person] = signedIn(env, uid, 'claims' in person ? person.claims : {});
  }
  as.anonymous = env.unauthenticatedContext().firestore();
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, (db) => {
    const batch = db.batch();
    for (const [uid, person] of Object.entries(people)) batch.set(db.doc(`users/${uid}`), userDoc(uid, person.roles));
    batch.set(db.doc(`cookbooks/${HOME}`), storedCookbook(HOME));
    batch.set(db.doc(`cookbooks/${FOREIGN}`), storedCookbook(FOREIGN));
    return batch.commit();
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe('get and list', () => {
  it("lets the household's verified members, viewers included, and admins read it", async () => {
    for (const who of ['olga', 'mia', 'carl', 'vic', 'adam'] as const) {
      const snapshot = await assertSucceeds(cookbook(as[who], HOME).get());
      expect(snapshot.get('organizationId')).toBe(HOME);
    }
    // A household without a cookbook yet: the app then creates it.
    expect((await assertSucceeds(cookbook(as.sam, SECOND).get())).exists).toBe(false);
  });

  it('denies other households, the unverified, anonymous visitors and a string admin claim', async () => {
    await assertAllFail([
      cookbook(as.bob, HOME).get(),
      cookbook(as.olga, FOREIGN).get(),
      cookbook(as.nora, HOME).get(),
      cookbook(as.ursula, HOME).get(),
      cookbook(as.anonymous, HOME).get(),
      cookbook(as.mallory, HOME).get(),
    ]);
  });

  it('denies listing cookbooks, even by organizationId', async () => {
    await assertAllFail([
      as.olga.collection('cookbooks').get(),
      as.olga.collection('cookbooks').where('organizationId', '==', HOME).get(),
      as.adam.collection('cookbooks').get(),
    ]);
  });
});

describe('create', () => {
  it("lets a writer of the household create its cookbook with the default tags", async () => {
    await assertSucceeds(cookbook(as.sam, SECOND).set(newCookbook(SECOND)));
    expect((await stored(SECOND))?.tags[SYSTEM_TAG_ID]).toMatchObject({ name: 'NiooChefs', color: '#77289B' });
  });

  it('lets an admin create one', async () => {
    await assertSucceeds(cookbook(as.adam, SECOND).set(newCookbook(SECOND, { tags: {} })));
  });

  it("denies viewers, other households, the unverified and anonymous visitors", async () => {
    await assertAllFail([
      cookbook(as.vic, SECOND).set(newCookbook(SECOND)),
      cookbook(as.bob, SECOND).set(newCookbook(SECOND)),
      cookbook(as.nora, SECOND).set(newCookbook(SECOND)),
      cookbook(as.anonymous, SECOND).set(newCookbook(SECOND)),
      cookbook(as.ursula, SECOND).set(newCookbook(SECOND)),
    ]);
  });

  // A cookbook's id is its household's: a writer of SECOND taking FOREIGN's before FOREIGN has
  // one, with SECOND's data or with FOREIGN's, would keep FOREIGN from ever creating its own.
  it("denies a cookbook under another household's id, whatever household its data names, and leaves it to that household", async () => {
    await seed(env, (db) => db.doc(`cookbooks/${FOREIGN}`).delete());
    await assertAllFail([cookbook(as.sam, FOREIGN).set(newCookbook(SECOND)), cookbook(as.sam, FOREIGN).set(newCookbook(FOREIGN))]);
    expect(await stored(FOREIGN)).toBeUndefined();
    await assertSucceeds(cookbook(as.bob, FOREIGN).set(newCookbook(FOREIGN)));
  });

  it('denies a cookbook filed under another household, a renamed NiooChefs, or stray fields', async () => {
    await assertAllFail([
      cookbook(as.sam, SECOND).set(newCookbook(HOME)),
      cookbook(as.sam, SECOND).set(newCookbook(SECOND, { id: HOME })),
      cookbook(as.sam, SECOND).set(newCookbook(SECOND, { tags: { [SYSTEM_TAG_ID]: tag(SYSTEM_TAG_ID, 'MesChefs', '#77289B', SECOND) } })),
      cookbook(as.sam, SECOND).set(newCookbook(SECOND, { tags: { [SYSTEM_TAG_ID]: tag(SYSTEM_TAG_ID, 'NiooChefs', '#000000', SECOND) } })),
      cookbook(as.sam, SECOND).set(newCookbook(SECOND, { owner: 'sam' })),
      cookbook(as.sam, SECOND).set(newCookbook(SECOND, { tags: [] })),
      cookbook(as.sam, SECOND).set(newCookbook(SECOND, { savedViews: {} })),
    ]);
  });
});

describe('update', () => {
  it('lets owners, members and contributors create tags, tag recipes and edit saved views', async () => {
    const now = serverTimestamp();
    // Create a tag by field path (createTag in src/features/cookbook/data/tags.ts): the recipe
    // form's tag picker does it for members too (spec B).
    await assertSucceeds(cookbook(as.mia, HOME).update({ 'tags.tag-b': newTag('tag-b', 'Hiver'), updatedAt: now }));
    await assertSucceeds(cookbook(as.carl, HOME).update({ 'tags.tag-c': newTag('tag-c', 'Été'), updatedAt: now }));
    await assertSucceeds(cookbook(as.olga, HOME).update({ 'tags.tag-d': newTag('tag-d', 'Fêtes'), updatedAt: now }));
    // Tag and untag recipes, NiooChefs included (bookmarks add public recipes to it).
    await assertSucceeds(cookbook(as.carl, HOME).update({ 'tags.tag-a.recipeIds': arrayUnion('r2'), 'tags.tag-a.updatedAt': now, updatedAt: now }));
    await assertSucceeds(cookbook(as.mia, HOME).update({ 'tags.tag-b.recipeIds': arrayUnion('r2'), 'tags.tag-b.updatedAt': now, updatedAt: now }));
    await assertSucceeds(cookbook(as.mia, HOME).update({ publicRecipeIds: arrayUnion('pub2'), [`${NIOO_CHEFS}.recipeIds`]: arrayUnion('pub2'), updatedAt: now }));
    await assertSucceeds(cookbook(as.carl, HOME).update({ publicRecipeIds: arrayRemove('pub1'), [`${NIOO_CHEFS}.recipeIds`]: arrayRemove('pub1'), 'tags.tag-a.recipeIds': arrayRemove('r1'), updatedAt: now }));
    // Saved views are written whole, in a transaction.
    await assertSucceeds(
      as.mia.runTransaction(async (transaction) => {
        const snapshot = await transaction.get(cookbook(as.mia, HOME));
        const views = [...(snapshot.get('savedViews') as unknown[]), { id: 'v2', name: 'Tout', tagIds: ['tag-a'], filterType: 'AND', color: '#3B82F6', isDefault: false }];
        transaction.update(cookbook(as.mia, HOME), { savedViews: views, updatedAt: now });
      }),
    );
    const after = await stored(HOME);
    expect(after?.tags['tag-a']).toMatchObject({ name: 'Rapide', color: '#4CAF50', recipeIds: ['r2'] });
    expect(after?.tags['tag-b']).toMatchObject({ name: 'Hiver', recipeIds: ['r2'] });
    expect(Object.keys(after?.tags ?? {})).toEqual(expect.arrayContaining(['tag-c', 'tag-d']));
    expect(after?.tags[SYSTEM_TAG_ID].recipeIds).toEqual(['pub2']);
    expect(after?.savedViews).toHaveLength(2);
  });

  it('lets owners, members and contributors rename and retag a saved view, on the view as stored (updateView)', async () => {
    await assertSucceeds(editView(as.mia, HOME, { name: 'Soirs pressés' }));
    await assertSucceeds(editView(as.carl, HOME, { tagIds: ['tag-a', 'tag-b'], filterType: 'AND' }));
    await assertSucceeds(editView(as.olga, HOME, { color: '#E91E63' }));
    const after = await stored(HOME);
    expect(after?.savedViews).toHaveLength(1);
    expect(after?.savedViews[0]).toMatchObject({ id: 'v1', name: 'Soirs pressés', tagIds: ['tag-a', 'tag-b'], filterType: 'AND', color: '#E91E63', isDefault: false });
    expect(after?.savedViews[0].createdAt.toMillis()).toBe(at.getTime());
  });

  it('checks an edited saved view as a new one, and denies its edit to viewers and other households', async () => {
    await assertAllFail([
      editView(as.vic, HOME, { name: 'Vu' }),
      editView(as.bob, HOME, { name: 'Volé' }),
      editView(as.sam, HOME, { name: 'Volé' }),
      editView(as.ursula, HOME, { name: 'Volé' }),
      editView(as.mia, HOME, { pinned: true }),
      editView(as.mia, HOME, { name: '  ' }),
      editView(as.mia, HOME, { name: 'v'.repeat(31) }),
      editView(as.mia, HOME, { name: 'Soirs\npressés' }),
      editView(as.mia, HOME, { tagIds: [] }),
      editView(as.mia, HOME, { tagIds: ['tag.a'] }),
      editView(as.mia, HOME, { filterType: 'XOR' }),
      editView(as.mia, HOME, { color: 'url(https://evil.example/x)' }),
      editView(as.mia, HOME, { id: 'v1\r\nX' }),
    ]);
    expect((await stored(HOME))?.savedViews[0]).toMatchObject({ name: 'Rapide', tagIds: ['tag-a'], filterType: 'OR' });
  });

  it('lets owners rename, recolour and delete a tag (updateTag, deleteTag)', async () => {
    const now = serverTimestamp();
    await assertSucceeds(cookbook(as.olga, HOME).update({ 'tags.tag-a.name': 'Express', 'tags.tag-a.color': '#FF5722', 'tags.tag-a.updatedAt': now, updatedAt: now }));
    await assertSucceeds(cookbook(as.olga, HOME).update({ 'tags.default-0': deleteField(), updatedAt: now }));
    const after = await stored(HOME);
    expect(after?.tags['tag-a']).toMatchObject({ name: 'Express', color: '#FF5722', recipeIds: ['r1'] });
    expect(after?.tags).not.toHaveProperty('default-0');
  });

  it('lets admins rename and delete the tags of any household, acting as owners', async () => {
    await assertSucceeds(cookbook(as.adam, FOREIGN).update({ 'tags.tag-a.name': 'Corrigé' }));
    await assertSucceeds(cookbook(as.adam, FOREIGN).update({ 'tags.tag-a': deleteField(), updatedAt: serverTimestamp() }));
    expect((await stored(FOREIGN))?.tags).not.toHaveProperty('tag-a');
  });

  it('denies members and contributors renaming, recolouring or deleting a tag, whatever the route', async () => {
    const now = serverTimestamp();
    const { 'tag-a': storedTagA, ...otherTags } = storedCookbook(HOME).tags;
    const storedFavoris = (otherTags as Record<string, ReturnType<typeof tag>>)['default-0'];
    await assertAllFail(
      (['mia', 'carl'] as const).flatMap((who) => [
        // What the settings panel's edit and delete write (updateTag, deleteTag).
        cookbook(as[who], HOME).update({ 'tags.tag-a.name': 'Express', 'tags.tag-a.color': '#FF5722', 'tags.tag-a.updatedAt': now, updatedAt: now }),
        cookbook(as[who], HOME).update({ 'tags.tag-a.name': 'Express' }),
        cookbook(as[who], HOME).update({ 'tags.tag-a.color': '#FF5722' }),
        cookbook(as[who], HOME).update({ 'tags.tag-a': deleteField(), updatedAt: now }),
        // The tag written whole, renamed, or under a new id that looks like a new tag.
        cookbook(as[who], HOME).update({ 'tags.tag-a': { ...storedTagA, name: 'Express' } }),
        cookbook(as[who], HOME).update({ 'tags.tag-a': newTag('tag-z', 'Express') }),
        // Another tag's stored value copied over it (which removeAll alone would leave unchecked).
        cookbook(as[who], HOME).update({ 'tags.tag-a': storedFavoris }),
        // A new tag written twice, under its own id and over a stored one.
        cookbook(as[who], HOME).update({ 'tags.tag-n': newTag('tag-n', 'Nouveau'), 'tags.tag-a': newTag('tag-n', 'Nouveau') }),
        // The whole map, without the tag.
        cookbook(as[who], HOME).update({ tags: otherTags }),
        cookbook(as[who], HOME).set({ tags: { 'tag-a': { ...storedTagA, name: 'Express' } } }, { merge: true }),
      ]),
    );
    expect((await stored(HOME))?.tags['tag-a']).toMatchObject({ name: 'Rapide', color: '#4CAF50' });
  });

  it('lets a member create a tag and tag a recipe with it, but not rename or delete it afterwards', async () => {
    await assertSucceeds(cookbook(as.mia, HOME).update({ 'tags.tag-m': newTag('tag-m', 'Mia'), updatedAt: serverTimestamp() }));
    await assertSucceeds(cookbook(as.mia, HOME).update({ 'tags.tag-m.recipeIds': arrayUnion('r1'), 'tags.tag-m.updatedAt': serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertAllFail([
      cookbook(as.mia, HOME).update({ 'tags.tag-m.name': 'Mia bis', updatedAt: serverTimestamp() }),
      cookbook(as.mia, HOME).update({ 'tags.tag-m': deleteField(), updatedAt: serverTimestamp() }),
    ]);
    expect((await stored(HOME))?.tags['tag-m']).toMatchObject({ name: 'Mia', recipeIds: ['r1'] });
  });

  it('adds NiooChefs to a cookbook that lacks it, with its own name and colour only', async () => {
    await seed(env, (db) => db.doc(`cookbooks/${HOME}`).update({ [NIOO_CHEFS]: deleteField() }));
    const nioo = defaultCookbookTags.find((t) => t.id === SYSTEM_TAG_ID);
    await assertAllFail([
      cookbook(as.mia, HOME).update({ [NIOO_CHEFS]: { ...nioo, name: 'Mes chefs', organizationId: HOME, recipeIds: [] } }),
      cookbook(as.mia, HOME).update({ [NIOO_CHEFS]: { ...nioo, color: '#000000', organizationId: HOME, recipeIds: [] } }),
    ]);
    await assertSucceeds(cookbook(as.mia, HOME).update({ [NIOO_CHEFS]: { ...nioo, organizationId: HOME, recipeIds: [], createdAt: serverTimestamp(), updatedAt: serverTimestamp() } }));
  });

  it('denies renaming, recolouring or deleting NiooChefs, whatever the route', async () => {
    await assertAllFail([
      cookbook(as.olga, HOME).update({ [`${NIOO_CHEFS}.name`]: 'Mes chefs' }),
      cookbook(as.olga, HOME).update({ [`${NIOO_CHEFS}.color`]: '#000000' }),
      cookbook(as.olga, HOME).update({ [`${NIOO_CHEFS}.name`]: deleteField() }),
      cookbook(as.olga, HOME).update({ [NIOO_CHEFS]: deleteField() }),
      cookbook(as.olga, HOME).update({ [NIOO_CHEFS]: tag(SYSTEM_TAG_ID, 'Chefs', '#77289B', HOME) }),
      cookbook(as.olga, HOME).update({ tags: {} }),
      cookbook(as.olga, HOME).update({ tags: deleteField() }),
      cookbook(as.olga, HOME).set({ organizationId: HOME, tags: {} }),
      cookbook(as.adam, HOME).update({ [`${NIOO_CHEFS}.name`]: 'Admin' }),
    ]);
    expect((await stored(HOME))?.tags[SYSTEM_TAG_ID]).toMatchObject({ name: 'NiooChefs', color: '#77289B' });
  });

  it("denies viewers, other households, the unverified and anonymous visitors", async () => {
    await assertAllFail([
      cookbook(as.vic, HOME).update({ 'tags.tag-a.name': 'Vu' }),
      cookbook(as.vic, HOME).update({ 'tags.tag-a.recipeIds': arrayUnion('r9') }),
      cookbook(as.vic, HOME).update({ publicRecipeIds: arrayUnion('pub9') }),
      cookbook(as.vic, HOME).update({ 'tags.tag-v': newTag('tag-v', 'Vu'), updatedAt: serverTimestamp() }),
      cookbook(as.vic, HOME).update({ 'tags.tag-a': deleteField(), updatedAt: serverTimestamp() }),
      cookbook(as.vic, HOME).update({ savedViews: [], updatedAt: serverTimestamp() }),
      cookbook(as.bob, HOME).update({ 'tags.tag-a.name': 'Volé' }),
      cookbook(as.olga, FOREIGN).update({ 'tags.tag-a.name': 'Volé' }),
      cookbook(as.nora, HOME).update({ 'tags.tag-a.name': 'Volé' }),
      cookbook(as.ursula, HOME).update({ 'tags.tag-a.name': 'Volé' }),
      cookbook(as.anonymous, HOME).update({ 'tags.tag-a.name': 'Volé' }),
      cookbook(as.mallory, HOME).update({ 'tags.tag-a.name': 'Volé' }),
    ]);
  });

  it('denies moving it to another household, and stray or mistyped fields', async () => {
    await assertAllFail([
      cookbook(as.olga, HOME).update({ organizationId: FOREIGN }),
      cookbook(as.olga, HOME).update({ id: FOREIGN }),
      cookbook(as.olga, HOME).update({ name: 'Mon carnet' }),
      cookbook(as.olga, HOME).update({ savedViews: 'v1' }),
      cookbook(as.olga, HOME).update({ publicRecipeIds: 'pub1' }),
      // A tag's recipes stay a list of ids, however cheaply a change of them alone is checked.
      cookbook(as.olga, HOME).update({ 'tags.tag-a.recipeIds': arrayUnion(5) }),
      cookbook(as.olga, HOME).update({ 'tags.tag-a.recipeIds': arrayUnion({ id: 'r2' }) }),
      cookbook(as.olga, HOME).update({ 'tags.tag-a.recipeIds': 'r1' }),
    ]);
  });
});

describe('a recipe saved with its tags, in one batch (saveRecipeWithTags)', () => {
  /** A new private recipe as the app creates it (src/features/recipes/data), by `uid` for HOME. */
  function newRecipe(uid: string) {
    const now = serverTimestamp();
    return {
      name: 'Tarte fine',
      servings: 4,
      instructions: 'Cuire.',
      ingredients: [],
      isPublic: false,
      classification: { dishTypes: [], dietaryRestrictions: [], difficulty: 'medium', cost: 'medium' },
      organizationId: HOME,
      createdBy: { id: uid, name: uid },
      bookmarkCount: 0,
      showcase: false,
      createdAt: now,
      updatedAt: now,
    };
  }

  function batch(db: TestFirestore, recipe: (batch: firebase.firestore.WriteBatch) => void, tagFields: Record<string, unknown>) {
    const write = db.batch();
    recipe(write);
    write.update(cookbook(db, HOME), { ...tagFields, updatedAt: serverTimestamp() });
    return write.commit();
  }

  it('lets a writer create a recipe and tag it, then edit it and move it to another tag', async () => {
    await assertSucceeds(
      batch(as.mia, (write) => write.set(as.mia.doc('recipes/r-new'), newRecipe('mia')), {
        'tags.tag-a.recipeIds': arrayUnion('r-new'),
        'tags.default-0.recipeIds': arrayUnion('r-new'),
      }),
    );
    await assertSucceeds(
      batch(as.carl, (write) => write.update(as.carl.doc('recipes/r-new'), { name: 'Tarte très fine', updatedAt: serverTimestamp() }), {
        'tags.tag-a.recipeIds': arrayRemove('r-new'),
        'tags.default-0.recipeIds': arrayUnion('r-new'),
      }),
    );
    const after = await stored(HOME);
    expect(after?.tags['tag-a'].recipeIds).toEqual(['r1']);
    expect(after?.tags['default-0'].recipeIds).toEqual(['r-new']);
  });

  it('writes nothing when any part is refused: a viewer, or a tag gone meanwhile', async () => {
    await assertAllFail([
      batch(as.vic, (write) => write.set(as.vic.doc('recipes/r-viewer'), newRecipe('vic')), { 'tags.tag-a.recipeIds': arrayUnion('r-viewer') }),
      batch(as.mia, (write) => write.set(as.mia.doc('recipes/r-orphan'), newRecipe('mia')), { 'tags.tag-gone.recipeIds': arrayUnion('r-orphan') }),
    ]);
    await env.withSecurityRulesDisabled(async (context) => {
      expect((await context.firestore().doc('recipes/r-orphan').get()).exists).toBe(false);
    });
    expect((await stored(HOME))?.tags['tag-a'].recipeIds).toEqual(['r1']);
  });
});

describe('delete', () => {
  it('denies deleting a cookbook, to its owner and to admins alike', async () => {
    await assertAllFail([
      cookbook(as.olga, HOME).delete(),
      cookbook(as.adam, HOME).delete(),
      cookbook(as.bob, HOME).delete(),
      cookbook(as.anonymous, HOME).delete(),
    ]);
    expect(await stored(HOME)).toBeDefined();
  });
});
