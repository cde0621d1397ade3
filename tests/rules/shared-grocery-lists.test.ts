import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SHARED_LIST_MAX_LINES } from '../../src/domain/grocery/shared-list.ts';
import { actors, assertAllFail, clientTime, createRulesEnv, seed, serverTimestamp, signedIn, storedDocument, type ActorName, type TestFirestore } from './helpers.ts';
import { FOREIGN, HOME, householdCast } from './recipe-fixtures.ts';
import { EXPIRED_AT, LIVE_UNTIL, publishedView, sharedGroceryList, sharedLine, storedLines, storedView, TOKEN, visitorTick } from './shared-list-fixtures.ts';

// sharedGroceryLists/{token}: what a share link shows of a list (DESIGN.md §3, "Share links"),
// its id the token. Anyone gets it by its id until it expires, nobody lists the collection;
// the household's writers publish it whole (only under the token their list holds) and archive
// it; visitors, signed in or not, tick one line at a time, and the same batch ticks the
// household's list (groceryListsV2, isSharedListTick) with the token as proof. Never deleted.

const EXPIRED = 'ZXhwaXJlZC1saW5rLXRva2Vu';
const FOREIGN_TOKEN = 'Zm9yZWlnbi1saW5rLXRva2Vu';
const NEW_TOKEN = 'bmV3LWxpbmstdG9rZW4tLS0';
const MILK = 'std:milk:volume';
const SALT = 'name:sel.fin/gros:none';

let env: RulesTestEnvironment;
let as: Record<ActorName, TestFirestore>;
let bob: TestFirestore; // verified owner of FOREIGN only

const view = (db: TestFirestore, token = TOKEN) => db.doc(`sharedGroceryLists/${token}`);
const list = (db: TestFirestore, id: string) => db.doc(`groceryListsV2/${id}`);
const path = (...segments: string[]) => new firebase.firestore.FieldPath(...segments);

const storedSharedView = (token = TOKEN) => storedDocument(env, `sharedGroceryLists/${token}`);
const storedList = (id = 'home') => storedDocument(env, `groceryListsV2/${id}`);

/** One update of the view at field paths, stamped with updatedAt = serverTimestamp(). */
function updateView(db: TestFirestore, changes: [string[], unknown][], token = TOKEN) {
  const [first, ...rest] = [...changes, [['updatedAt'], serverTimestamp()] as [string[], unknown]];
  if (!first) throw new Error('Nothing to update');
  return view(db, token).update(path(...first[0]), first[1], ...rest.flatMap(([segments, value]) => [path(...segments), value]));
}

/** What sharing writes: the list's new token and its view, in one batch. */
function share(db: TestFirestore, listId: string, token: string, expiry: Date, viewChanges: Record<string, unknown> = {}) {
  return db
    .batch()
    .update(list(db, listId), { shareToken: token, shareExpiry: expiry, isPublic: true, updatedAt: serverTimestamp() })
    .set(view(db, token), publishedView(listId, HOME, expiry, viewChanges))
    .commit();
}

beforeAll(async () => {
  env = await createRulesEnv('demo-nioo-shared-grocery-lists');
  as = actors(env);
  bob = signedIn(env, 'bob');
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, (db) =>
    householdCast(db)
      .set(db.doc('groceryListsV2/home'), sharedGroceryList(HOME, TOKEN, LIVE_UNTIL))
      .set(db.doc(`sharedGroceryLists/${TOKEN}`), storedView('home', HOME, LIVE_UNTIL))
      .set(db.doc('groceryListsV2/old'), sharedGroceryList(HOME, EXPIRED, EXPIRED_AT, { createdAt: new Date('2019-12-01T00:00:00Z') }))
      .set(db.doc(`sharedGroceryLists/${EXPIRED}`), storedView('old', HOME, EXPIRED_AT))
      .set(db.doc('groceryListsV2/foreign'), sharedGroceryList(FOREIGN, FOREIGN_TOKEN, LIVE_UNTIL))
      .set(db.doc(`sharedGroceryLists/${FOREIGN_TOKEN}`), storedView('foreign', FOREIGN, LIVE_UNTIL))
      .commit(),
  );
});

afterAll(async () => {
  await env.cleanup();
});

describe('get and list', () => {
  it('lets anyone get a live view by its token, signed in or not, and a missing one reads as missing', async () => {
    for (const db of [as.anonymous, as.unverified, as.viewer, as.owner, as.admin, bob]) {
      const snapshot = await assertSucceeds(view(db).get());
      expect(snapshot.get('lines')).toEqual(storedLines);
    }
    const missing = await assertSucceeds(view(as.anonymous, NEW_TOKEN).get());
    expect(missing.exists).toBe(false);
  });

  it('refuses an expired view to everyone, the household included: its content never leaves the server', async () => {
    await assertAllFail((Object.keys(as) as ActorName[]).map((actor) => view(as[actor], EXPIRED).get()));
  });

  it('never answers a query, with or without filters: tokens cannot be enumerated', async () => {
    const shared = (db: TestFirestore) => db.collection('sharedGroceryLists');
    await assertAllFail([
      shared(as.anonymous).get(),
      shared(as.anonymous).limit(1).get(),
      shared(as.anonymous).where('status', '==', 'active').get(),
      shared(as.anonymous).where('listId', '==', 'home').get(),
      shared(as.anonymous).where(firebase.firestore.FieldPath.documentId(), '>=', 'A').limit(1).get(),
      shared(as.anonymous).where('expiresAt', '>', clientTime('2025-01-01T00:00:00Z')).get(),
      shared(as.owner).where('organizationId', '==', HOME).get(),
      shared(as.owner).where('organizationId', '==', HOME).where('listId', '==', 'home').limit(1).get(),
      shared(as.admin).get(),
      as.anonymous.collectionGroup('sharedGroceryLists').get(),
    ]);
  });

  it("never opens the household's list to a stranger, even one holding the token", async () => {
    const byToken = (db: TestFirestore) => db.collection('groceryListsV2').where('shareToken', '==', TOKEN).where('isPublic', '==', true).get();
    await assertAllFail([list(as.anonymous, 'home').get(), list(bob, 'home').get(), byToken(as.anonymous), byToken(bob)]);
  });
});

describe("a visitor's tick", () => {
  it('lands on the view and on the household list in one batch, signed in or not, and unticks the same way', async () => {
    await assertSucceeds(visitorTick(as.anonymous, { token: TOKEN, listId: 'home', key: SALT }));
    expect((await storedSharedView())?.lines).toMatchObject({ [SALT]: { checked: true, name: 'Sel' }, [MILK]: { checked: true } });
    expect(await storedList()).toMatchObject({ checkedItems: { [MILK]: true, [SALT]: true }, tickedWithToken: TOKEN });

    await assertSucceeds(visitorTick(bob, { token: TOKEN, listId: 'home', key: MILK, checked: false }));
    expect((await storedSharedView())?.lines).toMatchObject({ [MILK]: { checked: false }, [SALT]: { checked: true } });
    expect((await storedList())?.checkedItems).toEqual({ [SALT]: true });
  });

  it('may tick the view alone: a legacy view has no household list to tick', async () => {
    await assertSucceeds(updateView(as.anonymous, [[['lines', SALT, 'checked'], true]]));
    expect((await storedSharedView())?.lines).toMatchObject({ [SALT]: { checked: true } });
  });

  it('is refused with a wrong or expired token, on either side', async () => {
    const GUESS = 'Z3Vlc3NlZC10b2tlbi0tLS0';
    await assertAllFail([
      // A guessed token: no such view, and not the list's.
      visitorTick(as.anonymous, { token: GUESS, listId: 'home', key: SALT }),
      visitorTick(as.anonymous, { token: TOKEN, listId: 'home', key: SALT }, { proof: GUESS }),
      visitorTick(as.anonymous, { token: TOKEN, listId: 'home', key: SALT }, { proof: null }),
      // Another list's live link proves nothing on this one.
      visitorTick(as.anonymous, { token: FOREIGN_TOKEN, listId: 'home', key: SALT }),
      // An expired link, both sides and each alone.
      visitorTick(as.anonymous, { token: EXPIRED, listId: 'old', key: SALT }),
      visitorTick(as.anonymous, { token: EXPIRED, listId: 'old', key: SALT }, { list: false }),
      visitorTick(as.anonymous, { token: EXPIRED, listId: 'old', key: SALT }, { view: false }),
    ]);
    expect((await storedList())?.checkedItems).toEqual({ [MILK]: true });
    expect((await storedSharedView())?.lines).toEqual(storedLines);
  });

  it('is refused on the list without the view written by the same batch, even once the proof is stored', async () => {
    await assertSucceeds(visitorTick(as.anonymous, { token: TOKEN, listId: 'home', key: SALT }));
    // tickedWithToken now holds the token: writing it again, or not at all, proves nothing alone.
    await assertAllFail([
      visitorTick(as.anonymous, { token: TOKEN, listId: 'home', key: 'std:flour:mass' }, { view: false }),
      visitorTick(as.anonymous, { token: TOKEN, listId: 'home', key: 'std:flour:mass' }, { view: false, proof: null }),
    ]);
  });

  it('is refused on a list that is no longer public, archived, or whose link expired', async () => {
    const tickHome = () => visitorTick(as.anonymous, { token: TOKEN, listId: 'home', key: SALT });
    await seed(env, (db) => db.doc('groceryListsV2/home').update({ isPublic: false }));
    await assertAllFail([tickHome()]);
    await seed(env, (db) => db.doc('groceryListsV2/home').update({ isPublic: true, status: 'archived' }));
    await assertAllFail([tickHome()]);
    await seed(env, (db) => db.doc('groceryListsV2/home').update({ status: 'active', shareExpiry: EXPIRED_AT }));
    await assertAllFail([tickHome()]);
  });

  it('is refused for two lines at once, on either side, and for a line the view does not show', async () => {
    await assertAllFail([
      updateView(as.anonymous, [
        [['lines', SALT, 'checked'], true],
        [['lines', MILK, 'checked'], false],
      ]),
      visitorTick(as.anonymous, { token: TOKEN, listId: 'home', key: SALT }, { listKeys: [SALT, 'std:flour:mass'] }),
      visitorTick(as.anonymous, { token: TOKEN, listId: 'home', key: SALT }, { listKeys: ['std:flour:mass'] }),
    ]);
  });

  it("never changes a line's name, quantity or anything but its tick, nor adds or removes a line", async () => {
    const salt = storedLines[SALT];
    await assertAllFail([
      updateView(as.anonymous, [[['lines', SALT, 'name'], 'Caviar']]),
      updateView(as.anonymous, [[['lines', SALT, 'quantity'], 100]]),
      updateView(as.anonymous, [[['lines', SALT, 'unit'], 'kilogram']]),
      updateView(as.anonymous, [[['lines', SALT, 'recipeNames'], []]]),
      updateView(as.anonymous, [[['lines', SALT], { ...salt, checked: true, quantity: 100 }]]),
      updateView(as.anonymous, [[['lines', SALT, 'checked'], 'oui']]),
      updateView(as.anonymous, [[['lines', SALT, 'checked'], firebase.firestore.FieldValue.delete()]]),
      updateView(as.anonymous, [[['lines', 'name:caviar:mass'], sharedLine('Caviar')]]),
      updateView(as.anonymous, [[['lines', 'name:caviar:mass', 'checked'], true]]),
      updateView(as.anonymous, [[['lines', SALT], firebase.firestore.FieldValue.delete()]]),
      updateView(as.anonymous, [[['lines'], {}]]),
    ]);
  });

  it("never changes the view's status, expiry, list, household or name, nor its stamp", async () => {
    await assertAllFail([
      updateView(as.anonymous, [[['status'], 'archived']]),
      updateView(as.anonymous, [[['expiresAt'], clientTime('2200-01-01T00:00:00Z')]]),
      updateView(as.anonymous, [[['listId'], 'foreign']]),
      updateView(as.anonymous, [[['organizationId'], FOREIGN]]),
      updateView(as.anonymous, [[['name'], 'Piratée']]),
      updateView(as.anonymous, [[['lines', SALT, 'checked'], true], [['legacy'], true]]),
      view(as.anonymous).update(path('lines', SALT, 'checked'), true, 'updatedAt', clientTime()),
      view(as.anonymous).update(path('lines', SALT, 'checked'), true),
      view(as.anonymous).set(storedView('home', HOME, LIVE_UNTIL, { updatedAt: serverTimestamp(), status: 'archived' })),
    ]);
  });

  it('never reaches anything else on the list', async () => {
    const withProof = (field: string, value: unknown) =>
      as.anonymous
        .batch()
        .update(view(as.anonymous), path('lines', SALT, 'checked'), true, 'updatedAt', serverTimestamp())
        .update(list(as.anonymous, 'home'), path('checkedItems', SALT), true, path(field), value, 'tickedWithToken', TOKEN, 'updatedAt', serverTimestamp())
        .commit();
    await assertAllFail([
      withProof('name', 'Piratée'),
      withProof('status', 'archived'),
      withProof('shareExpiry', clientTime('2200-01-01T00:00:00Z')),
      withProof('mealEntryRefs', {}),
      withProof('customItems', { c1: { name: 'Caviar', quantity: 1, unit: 'piece', category: 'other', checked: false, createdAt: clientTime() } }),
    ]);
  });
});

describe('publish', () => {
  it("lets the household's writers publish the view of the list holding its token, whole", async () => {
    const lines = { 'name:riz:mass': sharedLine('Riz', { unit: 'gram', quantity: 500, category: 'savoryGrocery', recipeNames: [] }) };
    for (const actor of ['member', 'contributor', 'owner'] as const) {
      await assertSucceeds(view(as[actor]).set(publishedView('home', HOME, LIVE_UNTIL, { lines, name: `Par ${actor}` })));
    }
    expect(await storedSharedView()).toMatchObject({ name: 'Par owner', lines, status: 'active' });
  });

  it("shares a list and shares it again once its link expired: a new token, in one batch with the list's fields", async () => {
    await assertSucceeds(share(as.member, 'old', NEW_TOKEN, LIVE_UNTIL));
    expect(await storedList('old')).toMatchObject({ shareToken: NEW_TOKEN, isPublic: true });
    expect(await storedSharedView(NEW_TOKEN)).toMatchObject({ listId: 'old', lines: storedLines });
    // The old link stays expired, and the new one opens.
    await assertAllFail([view(as.anonymous, EXPIRED).get()]);
    await assertSucceeds(view(as.anonymous, NEW_TOKEN).get());
    // The old view can no longer be published: the list no longer hands its token out.
    await assertAllFail([view(as.member, EXPIRED).set(publishedView('old', HOME, LIVE_UNTIL))]);
  });

  it('is denied to viewers, the unverified, anonymous visitors, admins and strangers', async () => {
    const publish = (db: TestFirestore, organizationId = HOME) => view(db).set(publishedView('home', organizationId, LIVE_UNTIL, { name: 'Piratée' }));
    await assertAllFail([
      publish(as.viewer),
      publish(as.unverified),
      publish(as.anonymous),
      publish(as.admin),
      publish(bob),
      publish(bob, FOREIGN),
      share(as.viewer, 'home', NEW_TOKEN, LIVE_UNTIL),
      share(bob, 'home', NEW_TOKEN, LIVE_UNTIL),
      // bob's own household, pointing at HOME's list.
      view(bob, NEW_TOKEN).set(publishedView('home', FOREIGN, LIVE_UNTIL)),
      view(bob, FOREIGN_TOKEN).set(publishedView('home', FOREIGN, LIVE_UNTIL)),
      // The stored view again, restamped: no visitor's tick, as no line changes.
      view(as.anonymous).set(storedView('home', HOME, LIVE_UNTIL, { updatedAt: serverTimestamp() })),
    ]);
  });

  it("refuses a token the list does not hold, another household's list, and a view outliving the link", async () => {
    await assertAllFail([
      view(as.member, NEW_TOKEN).set(publishedView('home', HOME, LIVE_UNTIL)),
      view(as.member, 'not-a-token').set(publishedView('home', HOME, LIVE_UNTIL)),
      share(as.member, 'home', 'short', LIVE_UNTIL),
      view(as.owner, FOREIGN_TOKEN).set(publishedView('foreign', FOREIGN, LIVE_UNTIL, { name: 'Piratée' })),
      view(as.member).set(publishedView('home', HOME, new Date('2100-01-02T00:00:00Z'))),
      view(as.member).set(publishedView('missing', HOME, LIVE_UNTIL)),
    ]);
  });

  it('never moves a view to another list or household, nor revives an archived one', async () => {
    await seed(env, (db) =>
      db
        .batch()
        .set(db.doc('groceryListsV2/second'), sharedGroceryList(HOME, TOKEN, LIVE_UNTIL))
        .set(db.doc(`sharedGroceryLists/${NEW_TOKEN}`), storedView('home', HOME, LIVE_UNTIL, { status: 'archived' }))
        .update(db.doc('groceryListsV2/home'), { shareToken: NEW_TOKEN })
        .commit(),
    );
    await assertAllFail([
      view(as.member).set(publishedView('second', HOME, LIVE_UNTIL)),
      view(as.member, NEW_TOKEN).set(publishedView('home', HOME, LIVE_UNTIL)),
      view(as.member, NEW_TOKEN).update({ status: 'active', updatedAt: serverTimestamp() }),
    ]);
    await assertSucceeds(view(as.member, NEW_TOKEN).set(publishedView('home', HOME, LIVE_UNTIL, { status: 'archived' })));
  });

  it('refuses fields out of shape: the top-level fields are checked, each line only counted', async () => {
    const publish = (changes: Record<string, unknown>) => view(as.member).set(publishedView('home', HOME, LIVE_UNTIL, changes));
    const lines = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`name:article ${i}:count`, sharedLine(`Article ${i}`)]));
    await assertAllFail([
      publish({ listId: undefined }),
      publish({ listId: 42 }),
      publish({ organizationId: undefined }),
      publish({ name: 42 }),
      publish({ name: 'l'.repeat(101) }),
      publish({ status: 'draft' }),
      publish({ expiresAt: '2100-01-01' }),
      publish({ expiresAt: clientTime('2020-01-01T00:00:00Z') }),
      publish({ updatedAt: clientTime() }),
      publish({ updatedAt: undefined }),
      publish({ lines: [] }),
      publish({ lines: undefined }),
      publish({ lines: lines(SHARED_LIST_MAX_LINES + 1) }),
      publish({ legacy: true }),
      publish({ recipeIds: ['r1'] }),
      publish({ createdBy: 'mia' }),
    ]);
    await assertSucceeds(publish({ lines: lines(SHARED_LIST_MAX_LINES) }));
  });
});

describe('archive', () => {
  it('lets a writer archive a view, expired or of a legacy list, after which visitors tick no more', async () => {
    await seed(env, (db) => db.doc(`sharedGroceryLists/${NEW_TOKEN}`).set(storedView('legacy-list', HOME, LIVE_UNTIL, { legacy: true })));
    const archive = (db: TestFirestore, token: string) => view(db, token).update({ status: 'archived', updatedAt: serverTimestamp() });
    await assertSucceeds(archive(as.member, TOKEN));
    await assertSucceeds(archive(as.owner, EXPIRED));
    await assertSucceeds(archive(as.contributor, NEW_TOKEN));
    expect(await storedSharedView()).toMatchObject({ status: 'archived', lines: storedLines });
    await assertAllFail([visitorTick(as.anonymous, { token: TOKEN, listId: 'home', key: SALT }, { list: false }), visitorTick(as.anonymous, { token: NEW_TOKEN, listId: 'legacy-list', key: SALT }, { list: false })]);
  });

  it('is denied to viewers, visitors and strangers, and takes nothing but the status', async () => {
    const archive = (db: TestFirestore, token = TOKEN) => view(db, token).update({ status: 'archived', updatedAt: serverTimestamp() });
    await assertAllFail([
      archive(as.viewer),
      archive(as.anonymous),
      archive(as.unverified),
      archive(bob),
      archive(as.owner, FOREIGN_TOKEN),
      view(as.member).update({ status: 'archived', updatedAt: clientTime() }),
      view(as.member).update({ status: 'archived', organizationId: FOREIGN, updatedAt: serverTimestamp() }),
      view(as.member).update({ status: 'draft', updatedAt: serverTimestamp() }),
    ]);
  });
});

describe('delete', () => {
  it('is denied to everyone: expired and archived views keep saying so', async () => {
    await assertAllFail((Object.keys(as) as ActorName[]).flatMap((actor) => [view(as[actor]).delete(), view(as[actor], EXPIRED).delete()]));
  });
});
