import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actors, assertAllFail, clientTime, createRulesEnv, seed, serverTimestamp, signedIn, storedDocument, type ActorName, type TestFirestore } from './helpers.ts';
import { FOREIGN, HOME, householdCast, SECOND } from './recipe-fixtures.ts';
import {
  columns,
  EXPIRED_AT,
  inTenYears,
  inThirtyDays,
  LIVE_UNTIL,
  publishedView,
  sharedGroceryList,
  sharedLine,
  storedLines,
  storedOwner,
  storedView,
  TOKEN,
  viewWithIds,
} from './shared-list-fixtures.ts';

// sharedGroceryLists/{token}: what a share link shows of a list (DESIGN.md §3, "Share links"),
// its id the token, holding no id of the household. Anyone gets it by its id until it expires,
// nobody lists the collection; only the household's writers write it: they publish it whole
// (under the token their list holds) and archive it. A visitor's tick is the API service's
// (tests/api/shared-list-ticks.test.ts). sharedGroceryListOwners/{token} says whose list a view
// shows: no client reads it, the household's writers write it with the view and never move it.
// Shapes field by field: samples/shared-grocery-lists.ts.

const EXPIRED = 'ZXhwaXJlZC1saW5rLXRva2Vu';
const FOREIGN_TOKEN = 'Zm9yZWlnbi1saW5rLXRva2Vu';
const NEW_TOKEN = 'bmV3LWxpbmstdG9rZW4tLS0';
/** A view an older app wrote, its ids inside, with no owner document yet. */
const OLDER = 'b2xkZXItdmlldy1saW5rLS0';
const MILK = 'std:milk:volume';
const SALT = 'name:sel.fin/gros:none';

let env: RulesTestEnvironment;
let as: Record<ActorName, TestFirestore>;
let bob: TestFirestore; // verified owner of FOREIGN only

const view = (db: TestFirestore, token = TOKEN) => db.doc(`sharedGroceryLists/${token}`);
const owner = (db: TestFirestore, token = TOKEN) => db.doc(`sharedGroceryListOwners/${token}`);
const list = (db: TestFirestore, id: string) => db.doc(`groceryListsV2/${id}`);
const path = (...segments: string[]) => new firebase.firestore.FieldPath(...segments);

const storedSharedView = (token = TOKEN) => storedDocument(env, `sharedGroceryLists/${token}`);
const storedOwnerOf = (token = TOKEN) => storedDocument(env, `sharedGroceryListOwners/${token}`);

/** What sharing writes, in one batch: the list's new token, the view's owner and the view. */
function share(db: TestFirestore, listId: string, token: string, options: { expiry?: Date; organizationId?: string; view?: Record<string, unknown> } = {}) {
  const { expiry = inThirtyDays(), organizationId: householdId = HOME } = options;
  return db
    .batch()
    .update(list(db, listId), { shareToken: token, shareExpiry: expiry, isPublic: true, updatedAt: serverTimestamp() })
    .set(owner(db, token), storedOwner(listId, householdId))
    .set(view(db, token), publishedView(expiry, options.view))
    .commit();
}

/** A publish of the view alone, as the household's apps keep it current. */
const publish = (db: TestFirestore, changes: Record<string, unknown> = {}, token = TOKEN) => view(db, token).set(publishedView(inThirtyDays(), changes));

/** A publish with the owner written beside it, as the app does when the stored view is not of its shape. */
function publishWithOwner(db: TestFirestore, token: string, listId: string, householdId: string) {
  return db.batch().set(owner(db, token), storedOwner(listId, householdId)).set(view(db, token), publishedView(inThirtyDays())).commit();
}

const archive = (db: TestFirestore, token = TOKEN) => view(db, token).update({ status: 'archived', updatedAt: serverTimestamp() });

beforeAll(async () => {
  env = await createRulesEnv();
  as = actors(env);
  bob = signedIn(env, 'bob');
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, (db) =>
    householdCast(db)
      .set(db.doc('groceryListsV2/home'), sharedGroceryList(HOME, TOKEN, LIVE_UNTIL))
      .set(db.doc(`sharedGroceryListOwners/${TOKEN}`), storedOwner('home', HOME))
      .set(db.doc(`sharedGroceryLists/${TOKEN}`), storedView(LIVE_UNTIL))
      .set(db.doc('groceryListsV2/old'), sharedGroceryList(HOME, EXPIRED, EXPIRED_AT, { createdAt: new Date('2019-12-01T00:00:00Z') }))
      .set(db.doc(`sharedGroceryListOwners/${EXPIRED}`), storedOwner('old', HOME))
      .set(db.doc(`sharedGroceryLists/${EXPIRED}`), storedView(EXPIRED_AT))
      .set(db.doc('groceryListsV2/older'), sharedGroceryList(HOME, OLDER, LIVE_UNTIL))
      .set(db.doc(`sharedGroceryLists/${OLDER}`), viewWithIds('older', HOME, LIVE_UNTIL))
      .set(db.doc('groceryListsV2/foreign'), sharedGroceryList(FOREIGN, FOREIGN_TOKEN, LIVE_UNTIL))
      .set(db.doc(`sharedGroceryListOwners/${FOREIGN_TOKEN}`), storedOwner('foreign', FOREIGN))
      .set(db.doc(`sharedGroceryLists/${FOREIGN_TOKEN}`), storedView(LIVE_UNTIL))
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
      expect(snapshot.get('lines')).toEqual(columns());
    }
    const missing = await assertSucceeds(view(as.anonymous, NEW_TOKEN).get());
    expect(missing.exists).toBe(false);
  });

  it('hands an anonymous visitor no id of the household: no household, no list, nothing the page does not show', async () => {
    const snapshot = await assertSucceeds(view(as.anonymous).get());
    expect(Object.keys(snapshot.data() ?? {}).sort()).toEqual(['expiresAt', 'lines', 'name', 'status', 'updatedAt']);
    expect(snapshot.get('organizationId')).toBeUndefined();
    expect(snapshot.get('listId')).toBeUndefined();
    expect(JSON.stringify(snapshot.data())).not.toMatch(/org-home|"home"/);
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
      shared(as.anonymous).where(firebase.firestore.FieldPath.documentId(), '>=', 'A').limit(1).get(),
      shared(as.anonymous).where('expiresAt', '>', clientTime('2025-01-01T00:00:00Z')).get(),
      shared(as.owner).where('organizationId', '==', HOME).get(),
      shared(as.admin).get(),
      as.anonymous.collectionGroup('sharedGroceryLists').get(),
    ]);
  });

  it("never shows a view's owner to any client, the household's own owner included", async () => {
    const owners = (db: TestFirestore) => db.collection('sharedGroceryListOwners');
    await assertAllFail([
      ...(Object.keys(as) as ActorName[]).map((actor) => owner(as[actor]).get()),
      owner(bob, FOREIGN_TOKEN).get(),
      owners(as.anonymous).get(),
      owners(as.owner).where('organizationId', '==', HOME).get(),
      owners(as.admin).get(),
    ]);
  });

  it("never opens the household's list to a stranger, even one holding the token", async () => {
    const byToken = (db: TestFirestore) => db.collection('groceryListsV2').where('shareToken', '==', TOKEN).where('isPublic', '==', true).get();
    await assertAllFail([list(as.anonymous, 'home').get(), list(bob, 'home').get(), byToken(as.anonymous), byToken(bob)]);
  });
});

describe("no client but the household's writers writes a view", () => {
  const tick = (db: TestFirestore, token = TOKEN) => view(db, token).update(path('lines', 'checked'), [true, true], 'updatedAt', serverTimestamp());

  it('refuses every write of a visitor, a signed-in stranger, a viewer or the unverified, on any view', async () => {
    const outsiders = [as.anonymous, bob, as.viewer, as.unverified, as.admin];
    await assertAllFail(
      outsiders.flatMap((db) => [
        tick(db),
        tick(db, OLDER),
        view(db).update('updatedAt', serverTimestamp()),
        view(db).set(publishedView(inThirtyDays(), { lines: columns({ ...storedLines, [SALT]: sharedLine('Sel', { checked: true }) }) })),
        archive(db),
        view(db, OLDER).update(path('lines', SALT, 'checked'), true, 'updatedAt', serverTimestamp()),
        view(db, NEW_TOKEN).set(publishedView(inThirtyDays())),
        view(db).delete(),
      ]),
    );
    expect(await storedSharedView()).toEqual({ ...storedView(LIVE_UNTIL), expiresAt: expect.anything(), updatedAt: expect.anything() });
  });

  it("refuses the batch an older page sent, the line's tick on the view and on the list", async () => {
    const olderTick = (db: TestFirestore) =>
      db
        .batch()
        .update(view(db, OLDER), path('lines', SALT, 'checked'), true, 'updatedAt', serverTimestamp())
        .update(list(db, 'older'), path('checkedItems', SALT), true, 'tickedWithToken', OLDER, 'updatedAt', serverTimestamp())
        .commit();
    await assertAllFail([olderTick(as.anonymous), olderTick(bob)]);
    expect((await storedDocument(env, 'groceryListsV2/older'))?.checkedItems).toEqual({ [MILK]: true });
  });
});

describe('publish', () => {
  it("lets the household's writers publish the view of the list holding its token, whole", async () => {
    const lines = columns({ 'name:riz:mass': sharedLine('Riz', { unit: 'gram', quantity: 500, category: 'savoryGrocery', recipeNames: [] }) });
    for (const actor of ['member', 'contributor', 'owner'] as const) {
      await assertSucceeds(publish(as[actor], { lines, name: `Par ${actor}` }));
    }
    expect(await storedSharedView()).toMatchObject({ name: 'Par owner', lines, status: 'active' });
  });

  it('shares a list, and shares it again once its link expired: a new token, its owner and view, in one batch with the list', async () => {
    await assertSucceeds(share(as.member, 'old', NEW_TOKEN));
    expect(await storedDocument(env, 'groceryListsV2/old')).toMatchObject({ shareToken: NEW_TOKEN, isPublic: true });
    expect(await storedOwnerOf(NEW_TOKEN)).toEqual({ organizationId: HOME, listId: 'old' });
    expect(await storedSharedView(NEW_TOKEN)).toMatchObject({ lines: columns() });
    // The old link stays expired, and the new one opens.
    await assertAllFail([view(as.anonymous, EXPIRED).get()]);
    await assertSucceeds(view(as.anonymous, NEW_TOKEN).get());
    // The old view can no longer be published: the list no longer hands its token out.
    await assertAllFail([publish(as.member, {}, EXPIRED)]);
  });

  it('is denied to viewers, the unverified, anonymous visitors, admins and strangers', async () => {
    await assertAllFail([
      publish(as.viewer),
      publish(as.unverified),
      publish(as.anonymous),
      publish(as.admin),
      publish(bob),
      share(as.viewer, 'home', NEW_TOKEN),
      share(bob, 'home', NEW_TOKEN),
      share(bob, 'home', NEW_TOKEN, { organizationId: FOREIGN }),
    ]);
  });

  it("never lets a writer of another household publish over this household's token, whatever list they point at it", async () => {
    // bob's own list now holds HOME's token: he writes its owner and view, or the view alone.
    await seed(env, (db) => db.doc('groceryListsV2/foreign').update({ shareToken: TOKEN }));
    await assertAllFail([
      publishWithOwner(bob, TOKEN, 'foreign', FOREIGN),
      owner(bob).set(storedOwner('foreign', FOREIGN)),
      owner(bob).update({ organizationId: FOREIGN }),
      publish(bob),
      // The same over a view an older app wrote, which has no owner yet: its ids are HOME's.
      publishWithOwner(bob, OLDER, 'foreign', FOREIGN),
      owner(bob, OLDER).set(storedOwner('home', HOME)),
      owner(bob, OLDER).set(storedOwner('older', HOME)),
    ]);
    await seed(env, (db) => db.doc('groceryListsV2/foreign').update({ shareToken: OLDER }));
    await assertAllFail([publishWithOwner(bob, OLDER, 'foreign', FOREIGN), owner(bob, OLDER).set(storedOwner('foreign', FOREIGN))]);
    expect(await storedOwnerOf()).toEqual(storedOwner('home', HOME));
    expect(await storedOwnerOf(OLDER)).toBeUndefined();
    // HOME's writers, also owners of another household, cannot move a view to it either.
    await seed(env, (db) => db.doc('groceryListsV2/second').set(sharedGroceryList(SECOND, TOKEN, LIVE_UNTIL)));
    await assertAllFail([owner(as.owner).set(storedOwner('second', SECOND))]);
  });

  it("drops the ids of a view an older app wrote at its household's next publish, binding it to them", async () => {
    // The owner must be the one the old view names.
    await assertAllFail([publish(as.member, {}, OLDER), publishWithOwner(as.member, OLDER, 'home', HOME), publishWithOwner(as.owner, OLDER, 'older', SECOND)]);
    await assertSucceeds(publishWithOwner(as.member, OLDER, 'older', HOME));
    const rewritten = await storedSharedView(OLDER);
    expect(rewritten).not.toHaveProperty('organizationId');
    expect(rewritten).not.toHaveProperty('listId');
    expect(await storedOwnerOf(OLDER)).toEqual(storedOwner('older', HOME));
    // From then on it is published like any other, its owner written again unchanged or not at all.
    await assertSucceeds(publish(as.contributor, {}, OLDER));
    await assertSucceeds(publishWithOwner(as.member, OLDER, 'older', HOME));
  });

  it('refuses a token the list does not hold or not of the form the app mints, another list, and a missing owner', async () => {
    const SHORT = 'c2hvcnQtdG9rZW4tLS0tL';
    expect(SHORT).toHaveLength(21);
    await seed(env, (db) => db.doc('groceryListsV2/short').set(sharedGroceryList(HOME, SHORT, LIVE_UNTIL)));
    await assertAllFail([
      share(as.member, 'home', SHORT),
      share(as.member, 'home', 'not-a-token!'),
      publishWithOwner(as.member, SHORT, 'short', HOME),
      owner(as.member, SHORT).set(storedOwner('short', HOME)),
      view(as.member, SHORT).set(publishedView(inThirtyDays())),
      // A token the list does not hold, or no owner written.
      publishWithOwner(as.member, NEW_TOKEN, 'home', HOME),
      publish(as.member, {}, NEW_TOKEN),
      publishWithOwner(as.member, FOREIGN_TOKEN, 'foreign', FOREIGN),
      publishWithOwner(as.member, NEW_TOKEN, 'missing', HOME),
    ]);
  });

  it('refuses a token with a line break, of 200 characters or with a dot, even one its list holds (the ids table of document-ids.test.ts)', async () => {
    // The same writes for a token of the app's form pass, so what refuses the others is their form.
    await seed(env, (db) => db.doc('groceryListsV2/fresh').set(sharedGroceryList(HOME, NEW_TOKEN, LIVE_UNTIL)));
    await assertSucceeds(publishWithOwner(as.member, NEW_TOKEN, 'fresh', HOME));
    const hostileTokens = { lineBreak: 'bmV3LWxpbmstdG9r\r\nZW4tLS0', long: 'A'.repeat(200), dotted: 'bmV3LWxpbmstdG9rZW4.LS0' };
    for (const [name, token] of Object.entries(hostileTokens)) {
      // The list holds the token, written with the rules off: only the token's form can refuse it.
      await seed(env, (db) => db.doc(`groceryListsV2/${name}`).set(sharedGroceryList(HOME, token, LIVE_UNTIL)));
      await assertAllFail([
        publishWithOwner(as.member, token, name, HOME),
        owner(as.member, token).set(storedOwner(name, HOME)),
        view(as.member, token).set(publishedView(inThirtyDays())),
      ]);
    }
  });

  it('refuses a link outliving 30 days, on the list and on the view, even in one batch', async () => {
    await assertAllFail([
      share(as.member, 'home', NEW_TOKEN, { expiry: inTenYears() }),
      // The list's link could not be made ten years long either (grocery-lists-v2.test.ts): a
      // view may not be, even below the list's.
      publish(as.member, { expiresAt: new Date(Date.now() + 31 * 24 * 3600 * 1000) }),
      publish(as.member, { expiresAt: inTenYears() }),
      publish(as.member, { expiresAt: new Date('2100-01-02T00:00:00Z') }),
    ]);
    expect(await storedDocument(env, 'groceryListsV2/home')).toMatchObject({ shareToken: TOKEN });
    expect(await storedSharedView(NEW_TOKEN)).toBeUndefined();
  });

  it('never revives an archived view', async () => {
    await seed(env, (db) => db.doc(`sharedGroceryLists/${TOKEN}`).update({ status: 'archived' }));
    await assertAllFail([publish(as.member), view(as.member).update({ status: 'active', updatedAt: serverTimestamp() })]);
    await assertSucceeds(publish(as.member, { status: 'archived' }));
  });

  it('refuses a view with any other field, or fields out of shape (line by line: samples/shared-grocery-lists.ts)', async () => {
    await assertAllFail([
      publish(as.member, { organizationId: HOME }),
      publish(as.member, { listId: 'home' }),
      publish(as.member, { legacy: true }),
      publish(as.member, { recipeIds: ['r1'] }),
      publish(as.member, { name: 42 }),
      publish(as.member, { status: 'draft' }),
      publish(as.member, { expiresAt: clientTime('2020-01-01T00:00:00Z') }),
      publish(as.member, { updatedAt: clientTime() }),
      publish(as.member, { updatedAt: undefined }),
      publish(as.member, { lines: storedLines }),
      publish(as.member, { lines: undefined }),
    ]);
  });
});

describe('archive', () => {
  beforeEach(async () => {
    await seed(env, (db) =>
      db
        .batch()
        .set(db.doc(`sharedGroceryListOwners/${NEW_TOKEN}`), storedOwner('legacy-list', HOME, { legacy: true }))
        .set(db.doc(`sharedGroceryLists/${NEW_TOKEN}`), storedView(LIVE_UNTIL))
        .commit(),
    );
  });

  it('lets a writer archive a view, expired or of a legacy list, and nothing changes but its status', async () => {
    await assertSucceeds(archive(as.member, TOKEN));
    await assertSucceeds(archive(as.owner, EXPIRED));
    await assertSucceeds(archive(as.contributor, NEW_TOKEN));
    expect(await storedSharedView()).toMatchObject({ status: 'archived', lines: columns() });
  });

  it("archives a view an older app wrote in the batch that gives it its owner, as the app's archive does", async () => {
    await assertAllFail([archive(as.member, OLDER)]);
    await assertSucceeds(
      as.member
        .batch()
        .set(owner(as.member, OLDER), storedOwner('older', HOME))
        .update(view(as.member, OLDER), { status: 'archived', updatedAt: serverTimestamp() })
        .commit(),
    );
    expect(await storedSharedView(OLDER)).toMatchObject({ status: 'archived' });
  });

  it('is denied to viewers, visitors and strangers, and takes nothing but the status', async () => {
    await assertAllFail([
      archive(as.viewer),
      archive(as.anonymous),
      archive(as.unverified),
      archive(bob),
      archive(as.owner, FOREIGN_TOKEN),
      view(as.member).update({ status: 'archived', updatedAt: clientTime() }),
      view(as.member).update({ status: 'archived', name: 'Piratée', updatedAt: serverTimestamp() }),
      view(as.member).update({ status: 'draft', updatedAt: serverTimestamp() }),
    ]);
  });
});

describe("a view's owner", () => {
  it('is written only with the keys it has, and never with the legacy mark, which only the migration writes', async () => {
    await assertAllFail([
      owner(as.member, OLDER).set(storedOwner('older', HOME, { legacy: true })),
      owner(as.member, OLDER).set(storedOwner('older', HOME, { legacy: false })),
      owner(as.member, OLDER).set({ organizationId: HOME }),
      owner(as.member, OLDER).set(storedOwner('older', '')),
      owner(as.member, OLDER).set(storedOwner('older', HOME, { note: 'x' })),
    ]);
  });

  it('is written again only unchanged, and never deleted', async () => {
    await assertSucceeds(owner(as.member).set(storedOwner('home', HOME)));
    await seed(env, (db) => db.doc('groceryListsV2/second').set(sharedGroceryList(HOME, TOKEN, LIVE_UNTIL)));
    await assertAllFail([
      owner(as.member).set(storedOwner('second', HOME)),
      owner(as.member).update({ listId: 'second' }),
      ...(Object.keys(as) as ActorName[]).map((actor) => owner(as[actor]).delete()),
    ]);
  });
});

describe('delete', () => {
  it('is denied to everyone: expired and archived views keep saying so', async () => {
    await assertAllFail((Object.keys(as) as ActorName[]).flatMap((actor) => [view(as[actor]).delete(), view(as[actor], EXPIRED).delete()]));
  });
});
