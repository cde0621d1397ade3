import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GROCERY_LIST_MAX_MEAL_ENTRY_REFS } from '../../src/domain/grocery/grocery-list.ts';
import { SHARE_EXPIRY_CLOCK_MARGIN_MINUTES } from '../../src/domain/grocery/share-fields.ts';
import { MAX_PORTIONS } from '../../src/domain/planner/meal-entry.ts';
import { actors, assertAllFail, clientTime, createRulesEnv, seed, serverTimestamp, signedIn, storedDocument, uids, type ActorName, type TestFirestore } from './helpers.ts';
import { deleteField, FOREIGN, HOME, householdCast, SECOND } from './recipe-fixtures.ts';
import { inTenYears, inThirtyDays, TOKEN } from './shared-list-fixtures.ts';

// groceryListsV2/{id}: the household's current lists, read by its verified members (admins get
// them by id) and listed only by queries constrained to one of the caller's households; created
// active by its owners, members and contributors in their default household, holding at most
// three entries of each map; then edited entry by entry by field path (mealEntryRefs.{id},
// checkedItems.{key}, customItems.{id}), renamed, shared and archived by the writers, while
// viewers only tick; a share link lasts 30 days at most. Visitors holding the share link tick
// through the API service (tests/api/shared-list-ticks.test.ts), never with a client write
// (shared-grocery-lists.test.ts). Never deleted. Legacy lists: grocery-lists.test.ts.

const at = new Date('2025-01-06T09:00:00Z');

let env: RulesTestEnvironment;
let as: Record<ActorName, TestFirestore>;
let bob: TestFirestore; // verified owner of FOREIGN only

/** A custom item as the app writes it; undefined leaves a field out. */
function item(changes: Record<string, unknown> = {}) {
  const data: Record<string, unknown> = { name: 'Éponges', quantity: 3, unit: 'piece', category: 'other', checked: false, createdAt: at, ...changes };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

function ref(recipeId: string, portions = 4) {
  return { recipeId, portions };
}

/** What adding a meal writes when the household has no active list; undefined leaves a field out. */
function newList(changes: Record<string, unknown> = {}) {
  const data: Record<string, unknown> = {
    organizationId: HOME,
    name: 'Liste de courses du 11 mars',
    status: 'active',
    mealEntryRefs: { e1: ref('r1') },
    checkedItems: {},
    customItems: {},
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...changes,
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

const c2Stored = item({ name: 'Lait', quantity: 1, unit: 'liter', category: 'dairy', standardIngredientId: 'milk' });

function storedList(householdId: string, changes: Record<string, unknown> = {}) {
  return {
    organizationId: householdId,
    name: 'Liste de courses du 6 janvier',
    status: 'active',
    mealEntryRefs: { e1: ref('r1'), e2: ref('r2', 2) },
    checkedItems: { 'std:flour:mass': true, 'name:œufs:count': true },
    customItems: { c1: item(), c2: c2Stored },
    createdAt: at,
    updatedAt: at,
    ...changes,
  };
}

const list = (db: TestFirestore, id: string) => db.doc(`groceryListsV2/${id}`);

/** A change at a field path: keys are free text (a dot is no separator), as the app writes them. */
type Change = [path: string[], value: unknown];

/** One update of field paths, exactly these. */
function unstamped(db: TestFirestore, id: string, changes: Change[]) {
  const [first, ...rest] = changes;
  if (!first) throw new Error('Nothing to update');
  const path = (segments: string[]) => new firebase.firestore.FieldPath(...segments);
  return list(db, id).update(path(first[0]), first[1], ...rest.flatMap(([segments, value]) => [path(segments), value]));
}

/** One update of field paths stamped with updatedAt = serverTimestamp(), as the app writes. */
function update(db: TestFirestore, id: string, changes: Change[]) {
  return unstamped(db, id, [...changes, [['updatedAt'], serverTimestamp()]]);
}

const mealRef = (mealEntryId: string, value: unknown): Change => [['mealEntryRefs', mealEntryId], value];
const tick = (key: string, ticked = true): Change => [['checkedItems', key], ticked ? true : deleteField()];
const customItem = (id: string, value: unknown): Change => [['customItems', id], value];
const itemField = (id: string, field: string, value: unknown): Change => [['customItems', id, field], value];
const field = (name: string, value: unknown): Change => [[name], value];

beforeAll(async () => {
  env = await createRulesEnv();
  as = actors(env);
  bob = signedIn(env, 'bob');
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, (db) =>
    householdCast(db)
      .set(db.doc('groceryListsV2/home'), storedList(HOME))
      .set(db.doc('groceryListsV2/archived'), storedList(HOME, { status: 'archived', createdAt: new Date('2024-12-01T09:00:00Z') }))
      // A sign-up list as the server used to write it, with empty arrays.
      .set(db.doc('groceryListsV2/signup'), storedList(HOME, { mealEntryRefs: [], checkedItems: [], customItems: [], createdAt: new Date('2024-11-01T09:00:00Z') }))
      // An older list, its maps still arrays of entries.
      .set(
        db.doc('groceryListsV2/older'),
        storedList(HOME, {
          mealEntryRefs: [{ mealEntryId: 'e1', ...ref('r1') }],
          checkedItems: [{ standardIngredientId: 'milk', unit: 'liter' }],
          customItems: [{ id: 'c1', ...item() }],
          createdAt: new Date('2024-10-01T09:00:00Z'),
        }),
      )
      .set(db.doc('groceryListsV2/foreign'), storedList(FOREIGN))
      .commit(),
  );
});

afterAll(async () => {
  await env.cleanup();
});

const stored = (id: string) => storedDocument(env, `groceryListsV2/${id}`);

describe('get and list', () => {
  it('lets every verified member of the household, and admins, get its lists', async () => {
    for (const actor of ['viewer', 'member', 'contributor', 'owner', 'admin'] as const) {
      const snapshot = await assertSucceeds(list(as[actor], 'home').get());
      expect(snapshot.get('organizationId')).toBe(HOME);
    }
  });

  it("lets members run the app's subscription: their household's newest active list", async () => {
    for (const actor of ['viewer', 'member', 'contributor', 'owner'] as const) {
      const active = await assertSucceeds(
        as[actor].collection('groceryListsV2').where('organizationId', '==', HOME).where('status', '==', 'active').orderBy('createdAt', 'desc').limit(1).get(),
      );
      expect(active.docs.map((doc) => doc.id)).toEqual(['home']);
    }
  });

  it("denies another household's lists, the unverified, anonymous visitors, admins' lists and unconstrained queries", async () => {
    await assertAllFail([
      list(bob, 'home').get(),
      list(as.owner, 'foreign').get(),
      list(as.unverified, 'home').get(),
      list(as.anonymous, 'home').get(),
      list(as.owner, 'missing').get(),
      bob.collection('groceryListsV2').where('organizationId', '==', HOME).get(),
      as.owner.collection('groceryListsV2').where('organizationId', '==', FOREIGN).get(),
      as.owner.collection('groceryListsV2').get(),
      as.owner.collection('groceryListsV2').where('status', '==', 'active').get(),
      as.unverified.collection('groceryListsV2').where('organizationId', '==', HOME).get(),
      as.anonymous.collection('groceryListsV2').where('organizationId', '==', HOME).get(),
      as.admin.collection('groceryListsV2').get(),
      as.admin.collection('groceryListsV2').where('organizationId', '==', HOME).get(),
    ]);
  });

  it('never finds a list by its share token: the shared page reads another collection', async () => {
    await seed(env, (db) => db.doc('groceryListsV2/home').update({ shareToken: TOKEN, shareExpiry: new Date('2030-01-01T00:00:00Z'), isPublic: true }));
    const byToken = (db: TestFirestore) => db.collection('groceryListsV2').where('shareToken', '==', TOKEN).where('isPublic', '==', true).get();
    await assertAllFail([byToken(as.anonymous), byToken(bob), byToken(as.owner), list(as.anonymous, 'home').get()]);
  });
});

describe('create', () => {
  it('lets owners, members and contributors open a list in their default household', async () => {
    for (const actor of ['member', 'contributor', 'owner'] as const) {
      await assertSucceeds(list(as[actor], `new-${actor}`).set(newList()));
    }
    await assertSucceeds(as.member.collection('groceryListsV2').add(newList({ mealEntryRefs: undefined, checkedItems: undefined, customItems: undefined })));
    await assertSucceeds(list(as.member, 'shared').set(newList({ shareToken: TOKEN, shareExpiry: inThirtyDays(), isPublic: true })));
    expect(await stored('new-owner')).toMatchObject({ status: 'active', mealEntryRefs: { e1: ref('r1') } });
  });

  it('denies viewers, the unverified, anonymous visitors, admins and other households', async () => {
    await assertAllFail([
      list(as.viewer, 'x').set(newList()),
      list(as.unverified, 'x').set(newList()),
      list(as.anonymous, 'x').set(newList()),
      list(as.admin, 'x').set(newList()),
      list(bob, 'x').set(newList()),
    ]);
  });

  it('denies another household, a household not the default one, forged times and status, and fields outside the schema', async () => {
    await assertAllFail([
      list(as.owner, 'x').set(newList({ organizationId: FOREIGN })),
      list(as.owner, 'x').set(newList({ organizationId: SECOND })),
      list(as.member, 'x').set(newList({ organizationId: undefined })),
      list(as.member, 'x').set(newList({ createdAt: clientTime() })),
      list(as.member, 'x').set(newList({ updatedAt: clientTime() })),
      list(as.member, 'x').set(newList({ createdAt: undefined })),
      list(as.member, 'x').set(newList({ status: 'archived' })),
      list(as.member, 'x').set(newList({ status: 'draft' })),
      list(as.member, 'x').set(newList({ id: 'x' })),
      list(as.member, 'x').set(newList({ createdBy: uids.member })),
      list(as.member, 'x').set(newList({ name: 'l'.repeat(101) })),
    ]);
  });

  it('denies bad meals, ticks, custom items and share fields', async () => {
    await assertAllFail([
      list(as.member, 'x').set(newList({ mealEntryRefs: { e1: ref('r1', 0) } })),
      list(as.member, 'x').set(newList({ mealEntryRefs: { e1: ref('r1', MAX_PORTIONS + 1) } })),
      list(as.member, 'x').set(newList({ mealEntryRefs: { e1: ref('r1', 2.5) } })),
      list(as.member, 'x').set(newList({ mealEntryRefs: { e1: ref('') } })),
      list(as.member, 'x').set(newList({ mealEntryRefs: { e1: { ...ref('r1'), recipeName: 'Gratin' } } })),
      list(as.member, 'x').set(newList({ mealEntryRefs: [{ mealEntryId: 'e1', ...ref('r1') }] })),
      list(as.member, 'x').set(newList({ checkedItems: { 'std:milk:volume': false } })),
      list(as.member, 'x').set(newList({ checkedItems: ['std:milk:volume'] })),
      list(as.member, 'x').set(newList({ customItems: { c1: item({ unit: 'oz' }) } })),
      list(as.member, 'x').set(newList({ customItems: { c1: item({ category: 'garden' }) } })),
      list(as.member, 'x').set(newList({ customItems: { c1: item({ quantity: -1 }) } })),
      list(as.member, 'x').set(newList({ customItems: { c1: item({ name: '  ' }) } })),
      list(as.member, 'x').set(newList({ customItems: { c1: item({ checked: undefined }) } })),
      list(as.member, 'x').set(newList({ customItems: { c1: item({ createdAt: '2025-01-06' }) } })),
      list(as.member, 'x').set(newList({ customItems: { c1: item({ standardIngredientId: 42 }) } })),
      list(as.member, 'x').set(newList({ shareToken: 'abc' })),
      list(as.member, 'x').set(newList({ shareToken: `${TOKEN}/` })),
      list(as.member, 'x').set(newList({ shareExpiry: '2030-01-01' })),
      list(as.member, 'x').set(newList({ isPublic: 'oui' })),
    ]);
  });

  it('takes up to three entries of each map, not four (the app opens a list with one meal)', async () => {
    const entries = <T>(count: number, entry: (index: number) => T) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, entry(i)]));
    const full = (count: number) => ({
      mealEntryRefs: entries(count, (i) => ref(`r${i}`)),
      checkedItems: entries(count, () => true),
      customItems: entries(count, (i) => item({ name: `Article ${i}`, standardIngredientId: `std-${i}` })),
    });
    await assertSucceeds(list(as.member, 'three').set(newList(full(3))));
    const four = full(4);
    await assertAllFail([
      list(as.member, 'x').set(newList({ mealEntryRefs: four.mealEntryRefs })),
      list(as.member, 'x').set(newList({ checkedItems: four.checkedItems })),
      list(as.member, 'x').set(newList({ customItems: four.customItems })),
    ]);
  });
});

describe('update by the writers', () => {
  it('adds a meal by field path, changes its portions and removes one', async () => {
    await assertSucceeds(update(as.member, 'home', [mealRef('e3', ref('r3', 6))]));
    await assertSucceeds(update(as.contributor, 'home', [[['mealEntryRefs', 'e1', 'portions'], MAX_PORTIONS]]));
    await assertSucceeds(update(as.owner, 'home', [mealRef('e2', deleteField())]));
    expect((await stored('home'))?.mealEntryRefs).toEqual({ e1: ref('r1', MAX_PORTIONS), e3: ref('r3', 6) });
  });

  it('ticks and unticks lines whose keys hold dots and slashes', async () => {
    await assertSucceeds(update(as.member, 'home', [tick('name:sel/poivre.fin:count'), tick('entry:e1:i3')]));
    await assertSucceeds(update(as.owner, 'home', [tick('std:flour:mass', false)]));
    expect((await stored('home'))?.checkedItems).toEqual({ 'name:œufs:count': true, 'name:sel/poivre.fin:count': true, 'entry:e1:i3': true });
  });

  it('stores what a tick covered, and a grown need ticked again covers more', async () => {
    const covered = (amounts: Record<string, unknown>): Change => [['checkedItems', 'food:lait'], { covered: amounts }];
    await assertSucceeds(update(as.member, 'home', [covered({ volume: 330 })]));
    await assertSucceeds(update(as.owner, 'home', [covered({ volume: 520, count: 1 })]));
    expect((await stored('home'))?.checkedItems).toMatchObject({ 'food:lait': { covered: { volume: 520, count: 1 } } });
    await assertAllFail([
      update(as.member, 'home', [covered({ volume: -5 })]),
      update(as.member, 'home', [covered({ bottles: 2 })]),
      update(as.member, 'home', [[['checkedItems', 'food:ail'], { covered: { count: 10 }, by: 'pia' }]]),
    ]);
  });

  it('adds, edits, ticks and removes custom items', async () => {
    await assertSucceeds(update(as.member, 'home', [customItem('c3', item({ name: 'Sel', createdAt: serverTimestamp() }))]));
    await assertSucceeds(update(as.member, 'home', [itemField('c3', 'quantity', 2)]));
    await assertSucceeds(update(as.contributor, 'home', [itemField('c1', 'checked', true)]));
    await assertSucceeds(update(as.owner, 'home', [customItem('c2', deleteField())]));
    const items = (await stored('home'))?.customItems as Record<string, Record<string, unknown>>;
    expect(Object.keys(items).sort()).toEqual(['c1', 'c3']);
    expect(items.c1).toMatchObject({ checked: true });
    expect(items.c3).toMatchObject({ name: 'Sel', quantity: 2 });
  });

  it('renames, shares, unshares and archives a list', async () => {
    await assertSucceeds(update(as.member, 'home', [field('name', 'Courses du week-end')]));
    await assertSucceeds(update(as.contributor, 'home', [field('shareToken', TOKEN), field('shareExpiry', inThirtyDays()), field('isPublic', true)]));
    await assertSucceeds(update(as.owner, 'home', [field('shareToken', 'A-_z'.repeat(16))]));
    await assertSucceeds(update(as.owner, 'home', [field('shareToken', null), field('shareExpiry', null), field('isPublic', false)]));
    await assertSucceeds(update(as.member, 'home', [field('status', 'archived')]));
    expect(await stored('home')).toMatchObject({ name: 'Courses du week-end', status: 'archived', shareToken: null, isPublic: false });
  });

  it('makes a share link of 30 days at most, give or take a device clock a few minutes ahead, never ten years', async () => {
    const MINUTE_MS = 60 * 1000;
    const after30Days = (minutes: number) => new Date(inThirtyDays().getTime() + minutes * MINUTE_MS);
    await assertSucceeds(update(as.member, 'home', [field('shareToken', TOKEN), field('shareExpiry', after30Days(SHARE_EXPIRY_CLOCK_MARGIN_MINUTES - 5)), field('isPublic', true)]));
    await assertAllFail([
      update(as.member, 'home', [field('shareExpiry', inTenYears())]),
      update(as.member, 'home', [field('shareToken', TOKEN), field('shareExpiry', inTenYears()), field('isPublic', true)]),
      update(as.member, 'home', [field('shareExpiry', after30Days(SHARE_EXPIRY_CLOCK_MARGIN_MINUTES + 5))]),
      update(as.owner, 'home', [field('shareExpiry', clientTime('2100-01-01T00:00:00Z'))]),
      list(as.member, 'x').set(newList({ shareToken: TOKEN, shareExpiry: inTenYears(), isPublic: true })),
    ]);
  });

  it("turns the sign-up list's empty arrays into maps at the first field-path write", async () => {
    await assertSucceeds(update(as.member, 'signup', [mealRef('e1', ref('r1'))]));
    await assertSucceeds(update(as.viewer, 'signup', [tick('std:flour:mass')]));
    await assertSucceeds(update(as.owner, 'signup', [customItem('c1', item())]));
    expect(await stored('signup')).toMatchObject({ mealEntryRefs: { e1: ref('r1') }, checkedItems: { 'std:flour:mass': true }, customItems: { c1: { name: 'Éponges' } } });
  });

  it("never lets a field-path write replace an older list's arrays, which would drop their entries", async () => {
    await assertAllFail([
      update(as.member, 'older', [mealRef('e2', ref('r2'))]),
      update(as.member, 'older', [tick('std:flour:mass')]),
      update(as.viewer, 'older', [tick('std:flour:mass')]),
      update(as.member, 'older', [customItem('c2', item())]),
      update(as.member, 'older', [field('customItems', deleteField())]),
    ]);
    await assertSucceeds(update(as.member, 'older', [field('status', 'archived')]));
  });

  it('changes up to three entries of each map in one write, not four, and removes any number', async () => {
    await assertSucceeds(
      update(as.member, 'home', [
        mealRef('e3', ref('r3')),
        [['mealEntryRefs', 'e1', 'portions'], 2],
        mealRef('e2', deleteField()),
        mealRef('e4', ref('r4')),
        tick('a'),
        tick('b'),
        tick('c'),
        customItem('c3', item({ name: 'Sel' })),
        itemField('c1', 'quantity', 5),
        itemField('c2', 'checked', true),
      ]),
    );
    await assertAllFail([
      update(as.member, 'home', [mealRef('e5', ref('r5')), mealRef('e6', ref('r6')), mealRef('e7', ref('r7')), mealRef('e8', ref('r8'))]),
      update(as.member, 'home', [tick('d'), tick('e'), tick('f'), tick('g')]),
      update(as.member, 'home', [itemField('c1', 'checked', true), itemField('c2', 'checked', false), itemField('c3', 'checked', true), customItem('c4', item())]),
    ]);
    await assertSucceeds(update(as.owner, 'home', ['a', 'b', 'c', 'std:flour:mass', 'name:œufs:count'].map((key) => tick(key, false))));
    expect((await stored('home'))?.checkedItems).toEqual({});
  });

  it('judges a batch’s writes to one list as one write: two of three meals each are refused together', async () => {
    const path = (segments: string[]) => new firebase.firestore.FieldPath(...segments);
    const batch = as.member.batch();
    for (const ids of [['w1', 'w2', 'w3'], ['w4', 'w5', 'w6']]) {
      batch.update(list(as.member, 'home'), path(['updatedAt']), serverTimestamp(), ...ids.flatMap((id) => [path(['mealEntryRefs', id]), ref(`r-${id}`)]));
    }
    await assertAllFail([batch.commit()]);
    expect(Object.keys((await stored('home'))?.mealEntryRefs ?? {}).sort()).toEqual(['e1', 'e2']);
    await assertSucceeds(update(as.member, 'home', ['w1', 'w2', 'w3'].map((id) => mealRef(id, ref(`r-${id}`)))));
    await assertSucceeds(update(as.member, 'home', ['w4', 'w5', 'w6'].map((id) => mealRef(id, ref(`r-${id}`)))));
  });

  it(`refuses a meal more than ${GROCERY_LIST_MAX_MEAL_ENTRY_REFS}`, async () => {
    const refs = Object.fromEntries(Array.from({ length: GROCERY_LIST_MAX_MEAL_ENTRY_REFS }, (_, i) => [`e${i}`, ref(`r${i}`)]));
    await seed(env, (db) => db.doc('groceryListsV2/home').update({ mealEntryRefs: refs }));
    await assertAllFail([update(as.member, 'home', [mealRef('one-more', ref('r1'))])]);
    await assertSucceeds(update(as.member, 'home', [mealRef('e0', deleteField()), mealRef('one-more', ref('r1'))]));
  });

  it('keeps every change when members write at once: a tick, a custom item, a meal, a ticked item', async () => {
    await Promise.all([
      assertSucceeds(update(as.member, 'home', [tick('name:sel:count')])),
      assertSucceeds(update(as.owner, 'home', [customItem('c3', item({ name: 'Sel', createdAt: serverTimestamp() }))])),
      assertSucceeds(update(as.contributor, 'home', [mealRef('e3', ref('r3'))])),
      assertSucceeds(update(as.viewer, 'home', [itemField('c2', 'checked', true)])),
    ]);
    const data = await stored('home');
    expect(Object.keys(data?.checkedItems as object).sort()).toEqual(['name:sel:count', 'name:œufs:count', 'std:flour:mass']);
    expect(Object.keys(data?.customItems as object).sort()).toEqual(['c1', 'c2', 'c3']);
    expect(data?.customItems).toMatchObject({ c2: { checked: true } });
    expect(Object.keys(data?.mealEntryRefs as object).sort()).toEqual(['e1', 'e2', 'e3']);
  });

  it('denies the unverified, anonymous visitors, admins and other households', async () => {
    const rename = [field('name', 'x')];
    await assertAllFail([
      update(as.unverified, 'home', rename),
      update(as.anonymous, 'home', rename),
      update(as.admin, 'home', rename),
      update(bob, 'home', rename),
      update(bob, 'home', [tick('x')]),
      update(as.owner, 'foreign', rename),
      update(as.owner, 'foreign', [tick('x')]),
      update(as.unverified, 'home', [tick('x')]),
      update(as.admin, 'home', [tick('x')]),
    ]);
  });

  it("lets every writer make the list's edits: add, re-count and remove items, re-portion and remove meals, archive", async () => {
    for (const actor of ['member', 'contributor', 'owner'] as const) {
      await assertSucceeds(update(as[actor], 'home', [customItem(`c-${actor}`, item({ name: actor, createdAt: serverTimestamp() }))]));
      await assertSucceeds(update(as[actor], 'home', [itemField(`c-${actor}`, 'quantity', 7)]));
      await assertSucceeds(update(as[actor], 'home', [customItem(`c-${actor}`, deleteField())]));
      await assertSucceeds(update(as[actor], 'home', [[['mealEntryRefs', 'e1', 'portions'], 5]]));
    }
    await assertSucceeds(update(as.contributor, 'home', [mealRef('e1', deleteField()), mealRef('e2', deleteField())]));
    await assertSucceeds(update(as.contributor, 'home', [field('status', 'archived')]));
    const data = await stored('home');
    expect(data).toMatchObject({ status: 'archived', mealEntryRefs: {} });
    expect(Object.keys(data?.customItems as object).sort()).toEqual(['c1', 'c2']);
  });

  it("denies the list's edits to viewers and other households: an item added, re-counted or removed, a meal re-portioned or removed, the list archived", async () => {
    await assertAllFail(
      [as.viewer, bob].flatMap((db) => [
        update(db, 'home', [customItem('c3', item({ createdAt: serverTimestamp() }))]),
        update(db, 'home', [itemField('c1', 'quantity', 5)]),
        update(db, 'home', [customItem('c1', deleteField())]),
        update(db, 'home', [[['mealEntryRefs', 'e1', 'portions'], 6]]),
        update(db, 'home', [mealRef('e1', deleteField()), mealRef('e2', deleteField())]),
        update(db, 'home', [field('status', 'archived')]),
      ]),
    );
    const data = await stored('home');
    expect(data).toMatchObject({ status: 'active', mealEntryRefs: storedList(HOME).mealEntryRefs, customItems: { c1: { quantity: 3 } } });
    expect(Object.keys(data?.customItems as object).sort()).toEqual(['c1', 'c2']);
  });

  it('denies changing the household or the creation date, reviving an archived list, and forged or missing stamps', async () => {
    await assertAllFail([
      update(as.owner, 'home', [field('organizationId', SECOND)]),
      update(as.owner, 'home', [field('organizationId', FOREIGN)]),
      update(as.owner, 'home', [field('createdAt', serverTimestamp())]),
      update(as.owner, 'archived', [field('status', 'active')]),
      update(as.owner, 'home', [field('status', 'draft')]),
      update(as.owner, 'home', [field('status', deleteField())]),
      update(as.owner, 'home', [field('name', deleteField())]),
      update(as.owner, 'home', [field('createdBy', uids.owner)]),
      unstamped(as.owner, 'home', [field('name', 'x'), field('updatedAt', clientTime())]),
      unstamped(as.owner, 'home', [field('name', 'x')]),
      unstamped(as.owner, 'home', [tick('x')]),
    ]);
  });

  it('denies bad values of what it changes', async () => {
    await assertAllFail([
      update(as.owner, 'home', [mealRef('e3', ref('r3', 0))]),
      update(as.owner, 'home', [[['mealEntryRefs', 'e1', 'portions'], MAX_PORTIONS + 1]]),
      update(as.owner, 'home', [[['mealEntryRefs', 'e1', 'portions'], 2.5]]),
      update(as.owner, 'home', [[['mealEntryRefs', 'e1', 'recipeId'], deleteField()]]),
      update(as.owner, 'home', [mealRef('e3', ref(''))]),
      update(as.owner, 'home', [mealRef('e3', { ...ref('r3'), date: '2025-03-11' })]),
      update(as.owner, 'home', [mealRef('e3', 'r3')]),
      update(as.owner, 'home', [field('mealEntryRefs', [])]),
      update(as.owner, 'home', [tick('x', false), [['checkedItems', 'y'], false]]),
      update(as.owner, 'home', [[['checkedItems', 'y'], 'true']]),
      update(as.owner, 'home', [customItem('c3', item({ unit: 'g' }))]),
      update(as.owner, 'home', [customItem('c3', item({ note: 'bio' }))]),
      update(as.owner, 'home', [customItem('c3', item({ name: 'é'.repeat(101) }))]),
      update(as.owner, 'home', [itemField('c1', 'quantity', -1)]),
      update(as.owner, 'home', [itemField('c1', 'quantity', '1,5')]),
      update(as.owner, 'home', [itemField('c1', 'unit', 'oz')]),
      update(as.owner, 'home', [itemField('c1', 'category', null)]),
      update(as.owner, 'home', [itemField('c1', 'checked', 'oui')]),
      update(as.owner, 'home', [itemField('c1', 'name', deleteField())]),
      update(as.owner, 'home', [field('name', 'l'.repeat(101))]),
      update(as.owner, 'home', [field('shareToken', 'abc')]),
      update(as.owner, 'home', [field('shareToken', 'a'.repeat(65))]),
      update(as.owner, 'home', [field('shareToken', `${TOKEN}+`)]),
      update(as.owner, 'home', [field('shareToken', '')]),
      update(as.owner, 'home', [field('shareExpiry', '2030-01-01')]),
      update(as.owner, 'home', [field('isPublic', 'oui')]),
    ]);
  });

  it('lets the writers tick or remove an older item the full check refuses, and nothing else on it', async () => {
    await seed(env, (db) => db.doc('groceryListsV2/home').update({ 'customItems.old': { name: 'Farine', quantity: '500', unit: 'g' } }));
    await assertSucceeds(update(as.member, 'home', [itemField('old', 'checked', true)]));
    await assertAllFail([update(as.member, 'home', [itemField('old', 'quantity', 2)])]);
    await assertSucceeds(update(as.member, 'home', [customItem('old', deleteField())]));
  });
});

describe('update by viewers', () => {
  it('lets them tick and untick lines', async () => {
    await assertSucceeds(update(as.viewer, 'home', [tick('name:sel:count'), tick('std:milk:volume'), tick('entry:e1:i3')]));
    await assertSucceeds(update(as.viewer, 'home', [tick('std:flour:mass', false), tick('name:œufs:count', false)]));
    expect((await stored('home'))?.checkedItems).toEqual({ 'name:sel:count': true, 'std:milk:volume': true, 'entry:e1:i3': true });
  });

  it('lets them tick with what they bought, and nothing else in a tick', async () => {
    await assertSucceeds(update(as.viewer, 'home', [[['checkedItems', 'food:ail'], { covered: { count: 10 } }]]));
    await assertAllFail([update(as.viewer, 'home', [[['checkedItems', 'food:ail'], { covered: { count: 'dix' } }]])]);
  });

  it('lets them tick and untick custom items, one per write', async () => {
    await assertSucceeds(update(as.viewer, 'home', [itemField('c1', 'checked', true)]));
    await assertSucceeds(update(as.viewer, 'home', [itemField('c1', 'checked', false), tick('name:sel:count')]));
    // Stored in another order than their keys': each item is paired with its stored version.
    await seed(env, (db) => db.doc('groceryListsV2/home').update({ 'customItems.zz': item({ name: 'Zeste' }), 'customItems.aa': item({ name: 'Ail', checked: true }) }));
    await assertSucceeds(update(as.viewer, 'home', [itemField('zz', 'checked', true)]));
    await assertSucceeds(update(as.viewer, 'home', [itemField('aa', 'checked', false)]));
    await assertSucceeds(update(as.viewer, 'home', [customItem('c2', { ...c2Stored, checked: true })]));
    expect((await stored('home'))?.customItems).toMatchObject({ zz: { checked: true, name: 'Zeste' }, aa: { checked: false }, c1: { checked: false }, c2: { checked: true } });
  });

  it('denies them anything but ticks', async () => {
    const c1 = item();
    const c2 = c2Stored;
    await assertAllFail([
      update(as.viewer, 'home', [itemField('c1', 'quantity', 5)]),
      update(as.viewer, 'home', [itemField('c1', 'name', 'Savon')]),
      update(as.viewer, 'home', [itemField('c1', 'checked', 'oui')]),
      update(as.viewer, 'home', [customItem('c1', { ...c1, checked: true, name: 'Savon' })]),
      update(as.viewer, 'home', [customItem('c3', item())]),
      update(as.viewer, 'home', [itemField('c3', 'checked', true)]),
      update(as.viewer, 'home', [customItem('c1', deleteField())]),
      update(as.viewer, 'home', [field('customItems', deleteField())]),
      // Swapping two items while ticking them: each key would hold the other's item.
      update(as.viewer, 'home', [customItem('c1', { ...c2, checked: true }), customItem('c2', { ...c1, checked: true })]),
      update(as.viewer, 'home', [mealRef('e3', ref('r3'))]),
      update(as.viewer, 'home', [[['mealEntryRefs', 'e1', 'portions'], 6]]),
      update(as.viewer, 'home', [mealRef('e1', deleteField())]),
      update(as.viewer, 'home', [field('name', 'x')]),
      update(as.viewer, 'home', [field('status', 'archived')]),
      update(as.viewer, 'home', [field('shareToken', TOKEN), field('isPublic', true)]),
      update(as.viewer, 'home', [tick('x'), field('name', 'x')]),
      update(as.viewer, 'home', [[['checkedItems', 'x'], false]]),
      update(as.viewer, 'home', [tick('a'), tick('b'), tick('c'), tick('d')]),
      unstamped(as.viewer, 'home', [tick('x'), field('updatedAt', clientTime())]),
      unstamped(as.viewer, 'home', [tick('x')]),
    ]);
  });

  // Rules cannot pair several changed items with their stored versions by key (firestore.rules, areItemTicks).
  it('denies them two custom items in one write, and an item ticked beside its identical twin', async () => {
    await seed(env, (db) => db.doc('groceryListsV2/home').update({ 'customItems.twin': item({ checked: true }) }));
    await assertAllFail([
      update(as.viewer, 'home', [itemField('c1', 'checked', true), itemField('c2', 'checked', true)]),
      update(as.viewer, 'home', [itemField('c1', 'checked', true)]),
    ]);
    await assertSucceeds(update(as.member, 'home', [itemField('c1', 'checked', true)]));
  });
});

describe('delete', () => {
  it('is denied to everyone: lists are archived, never deleted', async () => {
    await assertAllFail((Object.keys(as) as ActorName[]).flatMap((actor) => [list(as[actor], 'home').delete(), list(as[actor], 'archived').delete()]));
  });
});
