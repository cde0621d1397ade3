import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { COOKBOOK_MAX_SAVED_VIEWS } from '../../src/domain/cookbook/cookbook.ts';
import { COOKBOOK_MAX_TAGS } from '../../src/domain/cookbook/cookbook-tag.ts';
import { dietaryRestrictions, dishTypes } from '../../src/domain/recipes/classification.ts';
import { SYSTEM_TAG_ID } from '../../src/domain/cookbook/default-cookbook-tags.ts';
import {
  GROCERY_ITEM_NAME_MAX_LENGTH,
  GROCERY_LIST_MAX_CHECKED_ITEMS,
  GROCERY_LIST_MAX_CUSTOM_ITEMS,
  GROCERY_LIST_MAX_MEAL_ENTRY_REFS,
  GROCERY_LIST_NAME_MAX_LENGTH,
} from '../../src/domain/grocery/grocery-list.ts';
import { DISCOVERY_MAX_TERMS, DISCOVERY_TERM_MAX_LENGTH } from '../../src/domain/recipes/discovery-terms.ts';
import { INLINE_IMAGE_MAX_LENGTH, RECIPE_INSTRUCTIONS_MAX_LENGTH, RECIPE_MAX_INGREDIENT_LINES, RECIPE_NAME_MAX_LENGTH } from '../../src/domain/recipes/recipe-limits.ts';
import { SHARED_LINE_KEY_MAX_LENGTH, SHARED_LINE_MAX_RECIPE_NAMES, SHARED_LINE_NAME_MAX_LENGTH, SHARED_LIST_MAX_LINES } from '../../src/domain/grocery/shared-line-columns.ts';
import { URL_MAX_LENGTH } from '../../src/domain/shared/web-url.ts';
import { createRulesEnv, seed, serverTimestamp, signedIn, type TestFirestore } from './helpers.ts';
import { arrayRemove, arrayUnion, deleteField, FOREIGN, HOME, increment, storedRecipe, userDoc } from './recipe-fixtures.ts';
import { columns, inThirtyDays, LIVE_UNTIL, sharedGroceryList, sharedLine, storedOwner, storedView, TOKEN as SHARE_TOKEN } from './shared-list-fixtures.ts';

// A request may evaluate at most 1,000 expressions, in production as in the emulator; past
// that it is refused. The largest documents and the widest writes the app makes must fit:
// measured with extra expressions appended, the recipe below leaves about 360 to spare,
// un-bookmarking a recipe that all twenty tags mark about 20, and saving a recipe into nineteen
// tags at once about 70 (the count that keeps members from deleting a tag included: no check
// per tag would fit). On a grocery list, a write changing three entries of each map (three
// full custom items among them, about 120 expressions each) while renaming, sharing and
// archiving it leaves about 60, opening a list with three entries of each map about 100, and a
// viewer's widest tick about 600. A shared view is checked field by field, every line in a
// constant number of expressions (one list per field), about 300 of them: sharing a full list,
// publishing its view again and archiving it (each document of the batch) leave about 300
// whatever the lines.

// A member of HOME writes; renaming a tag takes its owner (DESIGN.md §3).
const WRITER = 'mia';
const OWNER = 'olga';
const at = new Date('2025-01-06T09:00:00Z');

let env: RulesTestEnvironment;
let db: TestFirestore;

beforeAll(async () => {
  env = await createRulesEnv();
  db = signedIn(env, WRITER);
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, (admin) => admin.doc(`users/${WRITER}`).set(userDoc(WRITER, { [HOME]: 'member' })));
});

afterAll(async () => {
  await env.cleanup();
});

/** A recipe at every limit, with `lineCount` ingredient lines. */
function largestRecipe(lineCount: number) {
  const image = 'data:image/jpeg;base64,';
  return {
    name: 'n'.repeat(RECIPE_NAME_MAX_LENGTH),
    image: `${image}${'A'.repeat(INLINE_IMAGE_MAX_LENGTH - image.length)}`,
    prepTime: 15,
    cookTime: 30,
    servings: 6,
    ingredients: Array.from({ length: lineCount }, (_, i) => ({ id: `l${i}`, name: `Ingrédient ${i}`, quantity: 1.5, unit: 'gram', category: 'produce', standardIngredientId: `std-${i}` })),
    instructions: 'i'.repeat(RECIPE_INSTRUCTIONS_MAX_LENGTH),
    sourceUrl: `https://cuisine.example/${'s'.repeat(URL_MAX_LENGTH - 24)}`,
    isPublic: true,
    seoUrl: 'recette_nnn_big',
    classification: { dishTypes: [...dishTypes], dietaryRestrictions: [...dietaryRestrictions], difficulty: 'hard', cost: 'expensive' },
    organizationId: HOME,
    createdBy: { id: WRITER, name: 'Mia' },
    bookmarkCount: 0,
    showcase: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    discoveryTerms: Array.from({ length: DISCOVERY_MAX_TERMS }, (_, i) => `w:${String(i).padStart(DISCOVERY_TERM_MAX_LENGTH - 2, 'x')}`),
  };
}

describe('the largest recipe', () => {
  it(`is created with ${RECIPE_MAX_INGREDIENT_LINES} ingredient lines, and edited`, async () => {
    await assertSucceeds(db.doc('recipes/big').set(largestRecipe(RECIPE_MAX_INGREDIENT_LINES)));
    await assertSucceeds(db.doc('recipes/big').update({ name: 'Grande tarte', updatedAt: serverTimestamp() }));
  });

  it(`is refused with ${RECIPE_MAX_INGREDIENT_LINES + 1} ingredient lines`, async () => {
    await assertFails(db.doc('recipes/big').set(largestRecipe(RECIPE_MAX_INGREDIENT_LINES + 1)));
  });
});

describe(`a full cookbook: ${COOKBOOK_MAX_TAGS} tags all marking a bookmarked recipe, ${COOKBOOK_MAX_SAVED_VIEWS} saved views`, () => {
  const RECIPE = 'pub';
  const tagIds = [...Array.from({ length: COOKBOOK_MAX_TAGS - 1 }, (_, i) => `tag-${i}`), SYSTEM_TAG_ID];

  function tag(id: string) {
    const name = id === SYSTEM_TAG_ID ? 'NiooChefs' : `Tag ${id}`;
    return { id, name, color: id === SYSTEM_TAG_ID ? '#77289B' : '#4CAF50', organizationId: HOME, recipeIds: ['r1', RECIPE], createdAt: at, updatedAt: at };
  }

  function view(index: number) {
    return { id: `v${index}`, name: `Vue ${index}`, tagIds: tagIds.slice(0, 3), filterType: 'OR', color: '#3B82F6', isDefault: false, createdAt: at, updatedAt: at };
  }

  const views = Array.from({ length: COOKBOOK_MAX_SAVED_VIEWS }, (_, i) => view(i));

  beforeEach(async () => {
    await seed(env, (admin) =>
      admin
        .batch()
        .set(admin.doc(`cookbooks/${HOME}`), {
          organizationId: HOME,
          publicRecipeIds: [RECIPE],
          tags: Object.fromEntries(tagIds.map((id) => [id, tag(id)])),
          savedViews: views,
          createdAt: at,
          updatedAt: at,
        })
        .set(admin.doc(`recipes/${RECIPE}`), storedRecipe(RECIPE, FOREIGN, 'bob', { isPublic: true, bookmarkCount: 1 }))
        .set(admin.doc(`bookmarks/${WRITER}_${RECIPE}`), { userId: WRITER, recipeId: RECIPE, createdAt: at })
        .commit(),
    );
  });

  it('takes an un-bookmarked recipe out of every tag in one write (removeBookmark)', async () => {
    const batch = db.batch();
    batch.delete(db.doc(`bookmarks/${WRITER}_${RECIPE}`));
    batch.update(db.doc(`recipes/${RECIPE}`), { bookmarkCount: increment(-1) });
    batch.update(db.doc(`cookbooks/${HOME}`), {
      publicRecipeIds: arrayRemove(RECIPE),
      ...Object.fromEntries(tagIds.map((id) => [`tags.${id}.recipeIds`, arrayRemove(RECIPE)])),
      updatedAt: serverTimestamp(),
    });
    await assertSucceeds(batch.commit());
  });

  it(`creates the largest recipe with ${COOKBOOK_MAX_TAGS - 1} tags in one batch (saveRecipeWithTags)`, async () => {
    const batch = db.batch();
    batch.set(db.doc('recipes/big'), largestRecipe(RECIPE_MAX_INGREDIENT_LINES));
    batch.update(db.doc(`cookbooks/${HOME}`), {
      ...Object.fromEntries(tagIds.filter((id) => id !== SYSTEM_TAG_ID).map((id) => [`tags.${id}.recipeIds`, arrayUnion('big')])),
      updatedAt: serverTimestamp(),
    });
    await assertSucceeds(batch.commit());
  });

  it('edits one saved view among the others, rewriting them all (saveView)', async () => {
    const edited = views.map((saved, i) => (i === 7 ? { ...saved, name: 'Renommée', filterType: 'AND', updatedAt: new Date() } : saved));
    await assertSucceeds(db.doc(`cookbooks/${HOME}`).update({ savedViews: edited, updatedAt: serverTimestamp() }));
  });

  it('refuses one saved view more', async () => {
    await assertFails(db.doc(`cookbooks/${HOME}`).update({ savedViews: [...views, view(COOKBOOK_MAX_SAVED_VIEWS)], updatedAt: serverTimestamp() }));
  });

  it("renames a tag as the household's owner, and tags a recipe as a member (updateTag, setRecipeTag)", async () => {
    await seed(env, (admin) => admin.doc(`users/${OWNER}`).set(userDoc(OWNER, { [HOME]: 'owner' })));
    const owner = signedIn(env, OWNER);
    await assertSucceeds(owner.doc(`cookbooks/${HOME}`).update({ 'tags.tag-3.name': 'Hiver', 'tags.tag-3.color': '#2196F3', 'tags.tag-3.updatedAt': serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertSucceeds(db.doc(`cookbooks/${HOME}`).update({ 'tags.tag-4.recipeIds': arrayUnion('r2'), 'tags.tag-4.updatedAt': serverTimestamp(), updatedAt: serverTimestamp() }));
  });

  it(`refuses a tag more than ${COOKBOOK_MAX_TAGS}, and takes one again once a tag is gone (createTag)`, async () => {
    const created = { id: 'tag-new', name: 'Nouveau', color: '#4CAF50', organizationId: HOME, recipeIds: [], createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
    await assertFails(db.doc(`cookbooks/${HOME}`).update({ 'tags.tag-new': created, updatedAt: serverTimestamp() }));
    await seed(env, (admin) => admin.doc(`cookbooks/${HOME}`).update({ 'tags.tag-0': deleteField() }));
    await assertSucceeds(db.doc(`cookbooks/${HOME}`).update({ 'tags.tag-new': created, updatedAt: serverTimestamp() }));
  });
});

describe('a full grocery list: every map at its limit, each entry of the widest shape', () => {
  const VIEWER = 'vera';
  const TOKEN = 'Zm9vYmFyYmF6cXV4LXF1dX';
  const path = (...segments: string[]) => new firebase.firestore.FieldPath(...segments);
  const item = (i: number | string, changes: Record<string, unknown> = {}) => ({
    name: `${'é'.repeat(GROCERY_ITEM_NAME_MAX_LENGTH - 12)} article ${String(i).padStart(3, '0')}`,
    quantity: 1.5,
    unit: 'tablespoon',
    category: 'savoryGrocery',
    checked: false,
    createdAt: at,
    standardIngredientId: `std-${i}`,
    ...changes,
  });
  const keyed = <T>(prefix: string, count: number, entry: (i: number) => T) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, entry(i)]));
  // Room for what the writes below add: three meals, three ticks, one custom item.
  const stored = {
    organizationId: HOME,
    name: 'n'.repeat(GROCERY_LIST_NAME_MAX_LENGTH),
    status: 'active',
    mealEntryRefs: keyed('e', GROCERY_LIST_MAX_MEAL_ENTRY_REFS - 3, (i) => ({ recipeId: `r${i}`, portions: 4 })),
    checkedItems: keyed('name:article ', GROCERY_LIST_MAX_CHECKED_ITEMS - 3, () => true),
    customItems: keyed('c', GROCERY_LIST_MAX_CUSTOM_ITEMS - 1, (i) => item(i)),
    createdAt: at,
    updatedAt: at,
  };

  beforeEach(async () => {
    await seed(env, (admin) =>
      admin.batch().set(admin.doc(`users/${VIEWER}`), userDoc(VIEWER, { [HOME]: 'viewer' })).set(admin.doc('groceryListsV2/full'), stored).commit(),
    );
  });

  it('takes a write changing three entries of each map, renaming, sharing and archiving it', async () => {
    await assertSucceeds(
      db.doc('groceryListsV2/full').update(
        path('mealEntryRefs', 'new-1'), { recipeId: 'r-new-1', portions: 2 },
        path('mealEntryRefs', 'new-2'), { recipeId: 'r-new-2', portions: 3 },
        path('mealEntryRefs', 'e0', 'portions'), 8,
        path('checkedItems', 'std:flour:mass'), true,
        path('checkedItems', 'name:œufs:count'), true,
        path('checkedItems', 'entry:e1:i3'), true,
        path('customItems', 'new'), item('new', { createdAt: serverTimestamp() }),
        path('customItems', 'c1'), item(1, { quantity: 3 }),
        path('customItems', 'c2'), item(2, { checked: true }),
        'name', 'Liste de courses du 11 mars',
        'status', 'archived',
        'shareToken', TOKEN,
        'shareExpiry', serverTimestamp(),
        'isPublic', true,
        'updatedAt', serverTimestamp(),
      ),
    );
  });

  it('opens a list with three entries of each map, shared', async () => {
    await assertSucceeds(
      db.doc('groceryListsV2/new').set({
        organizationId: HOME,
        name: 'n'.repeat(GROCERY_LIST_NAME_MAX_LENGTH),
        status: 'active',
        mealEntryRefs: keyed('e', 3, (i) => ({ recipeId: `r${i}`, portions: 4 })),
        checkedItems: keyed('name:article ', 3, () => true),
        customItems: keyed('c', 3, (i) => item(i, { createdAt: serverTimestamp() })),
        shareToken: TOKEN,
        shareExpiry: serverTimestamp(),
        isPublic: true,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it("takes a viewer's widest tick: three lines and a custom item", async () => {
    await assertSucceeds(
      signedIn(env, VIEWER)
        .doc('groceryListsV2/full')
        .update(
          path('checkedItems', 'std:flour:mass'), true,
          path('checkedItems', 'name:article 0'), deleteField(),
          path('checkedItems', 'entry:e1:i3'), true,
          path('customItems', 'c150', 'checked'), true,
          'updatedAt', serverTimestamp(),
        ),
    );
  });

  it('refuses a custom item more than the limit', async () => {
    await assertSucceeds(db.doc('groceryListsV2/full').update(path('customItems', 'end'), item('end'), 'updatedAt', serverTimestamp()));
    await assertFails(db.doc('groceryListsV2/full').update(path('customItems', 'one'), item('one'), 'updatedAt', serverTimestamp()));
  });
});

describe(`a shared list: ${SHARED_LIST_MAX_LINES} lines on its view, every text at its longest, every map of the list at its limit`, () => {
  const NEW_TOKEN = 'bmV3LWxpbmstdG9rZW4tLS0';
  const keyed = <T>(prefix: string, count: number, entry: (i: number) => T) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, entry(i)]));
  // Recipe names of 40 characters: twenty at the longest (120) on every line would pass a
  // document's 1 MiB, which bounds a view before the rules do.
  const lines = keyed(`name:${'k'.repeat(SHARED_LINE_KEY_MAX_LENGTH - 20)} `, SHARED_LIST_MAX_LINES, (i) =>
    sharedLine(`${'é'.repeat(SHARED_LINE_NAME_MAX_LENGTH - 12)} article ${String(i).padStart(3, '0')}`, {
      quantity: i + 0.25,
      checked: i % 2 === 0,
      recipeNames: Array.from({ length: SHARED_LINE_MAX_RECIPE_NAMES }, (_, r) => `${'r'.repeat(36)} ${String(r).padStart(3, '0')}`),
    }),
  );
  const item = (i: number) => ({ name: `Article ${i}`, quantity: 1.5, unit: 'tablespoon', category: 'savoryGrocery', checked: false, createdAt: at, standardIngredientId: `std-${i}` });
  const list = sharedGroceryList(HOME, SHARE_TOKEN, LIVE_UNTIL, {
    name: 'n'.repeat(GROCERY_LIST_NAME_MAX_LENGTH),
    mealEntryRefs: keyed('e', GROCERY_LIST_MAX_MEAL_ENTRY_REFS, (i) => ({ recipeId: `r${i}`, portions: 4 })),
    checkedItems: keyed('std:article ', GROCERY_LIST_MAX_CHECKED_ITEMS, () => true),
    customItems: keyed('c', GROCERY_LIST_MAX_CUSTOM_ITEMS, item),
  });
  const view = storedView(LIVE_UNTIL, { name: list.name, lines: columns(lines) });

  beforeEach(async () => {
    await seed(env, (admin) =>
      admin
        .batch()
        .set(admin.doc('groceryListsV2/full'), list)
        .set(admin.doc(`sharedGroceryListOwners/${SHARE_TOKEN}`), storedOwner('full', HOME))
        .set(admin.doc(`sharedGroceryLists/${SHARE_TOKEN}`), view)
        .commit(),
    );
  });

  it("shares it: a new token on the list, the view's owner and its whole view, in one batch", async () => {
    const expiry = inThirtyDays();
    await assertSucceeds(
      db
        .batch()
        .update(db.doc('groceryListsV2/full'), { shareToken: NEW_TOKEN, shareExpiry: expiry, isPublic: true, updatedAt: serverTimestamp() })
        .set(db.doc(`sharedGroceryListOwners/${NEW_TOKEN}`), storedOwner('full', HOME))
        .set(db.doc(`sharedGroceryLists/${NEW_TOKEN}`), { ...view, expiresAt: expiry, updatedAt: serverTimestamp() })
        .commit(),
    );
  });

  it('publishes its view again, every line changed, its owner written again beside it', async () => {
    const changed = columns(Object.fromEntries(Object.entries(lines).map(([key, line]) => [key, { ...line, quantity: 3, checked: !line.checked }])));
    await assertSucceeds(
      db
        .batch()
        .set(db.doc(`sharedGroceryListOwners/${SHARE_TOKEN}`), storedOwner('full', HOME))
        .set(db.doc(`sharedGroceryLists/${SHARE_TOKEN}`), { ...view, expiresAt: inThirtyDays(), lines: changed, updatedAt: serverTimestamp() })
        .commit(),
    );
  });

  it('archives it with its list', async () => {
    await assertSucceeds(
      db
        .batch()
        .update(db.doc('groceryListsV2/full'), { status: 'archived', updatedAt: serverTimestamp() })
        .set(db.doc(`sharedGroceryListOwners/${SHARE_TOKEN}`), storedOwner('full', HOME))
        .update(db.doc(`sharedGroceryLists/${SHARE_TOKEN}`), { status: 'archived', updatedAt: serverTimestamp() })
        .commit(),
    );
  });
});
