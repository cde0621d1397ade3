import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { sharedLineColumns, type SharedLine } from '../../src/domain/grocery/shared-line-columns.ts';
import { sharedGroceryList } from '../rules/shared-list-fixtures.ts';
import { admin, postJson, postRaw, stack } from './helpers.ts';
import { expectRefusal } from './household-accounts.ts';

// POST /api/shared-lists/{token}/ticks: a visitor holding a share link ticks a line of its page,
// signed in or not (DESIGN.md §3, "Shared list views hold no ids"). The service finds the list
// through the view's owner, checks the link, the view and the list, and writes the tick on both
// in one transaction; any refusal says why in the page's French words and writes nothing.

const { firestore } = admin();

const DAY_MS = 24 * 3600 * 1000;
const HOUSEHOLD = 'org-ticks';
const MILK = 'std:milk:volume';
const SALT = 'name:sel.fin/gros:none';
const at = new Date('2025-01-06T09:00:00Z');

const refusals = {
  notFound: { status: 404, code: 'sharedList.notFound', message: 'Liste introuvable' },
  expired: { status: 410, code: 'sharedList.expired', message: 'Ce lien de partage a expiré.' },
  archived: { status: 409, code: 'sharedList.archived', message: 'La liste a été archivée' },
  lineNotFound: { status: 404, code: 'sharedList.lineNotFound', message: "Cet article n'est plus sur la liste." },
} as const;

const lines: Record<string, SharedLine> = {
  [MILK]: { name: 'Lait', quantity: 1.5, unit: 'liter', category: 'dairy', recipeNames: ['Gratin'], checked: true },
  [SALT]: { name: 'Sel', quantity: 1, unit: null, category: 'condiments', recipeNames: [], checked: false },
};

/** A fresh token and list per test, as the app mints them: tests never see each other's links. */
function newLink() {
  return { token: randomBytes(16).toString('base64url'), listId: `list-${randomBytes(6).toString('hex')}` };
}

let token: string;
let listId: string;

const viewPath = (of = token) => `sharedGroceryLists/${of}`;
const listPath = (of = listId) => `groceryListsV2/${of}`;
const read = async (path: string) => (await firestore.doc(path).get()).data();
const tick = (body: unknown, of = token) => postJson(`/api/shared-lists/${of}/ticks`, body);

/** The household's list, its owner and its view, shared for 30 days; changes replace their fields. */
async function share(changes: { list?: Record<string, unknown>; view?: Record<string, unknown>; owner?: Record<string, unknown> } = {}) {
  const expiry = new Date(Date.now() + 30 * DAY_MS);
  await firestore
    .batch()
    .set(firestore.doc(listPath()), sharedGroceryList(HOUSEHOLD, token, expiry, { mealEntryRefs: {}, checkedItems: { [MILK]: true }, ...changes.list }))
    .set(firestore.doc(`sharedGroceryListOwners/${token}`), { organizationId: HOUSEHOLD, listId, ...changes.owner })
    .set(firestore.doc(viewPath()), { name: 'Liste de courses du 6 janvier', status: 'active', expiresAt: expiry, lines: sharedLineColumns(lines), updatedAt: at, ...changes.view })
    .commit();
}

/** Refused with the page's words, and neither the view nor the list changed. */
async function expectRefusedUnchanged(response: Response, refusal: (typeof refusals)[keyof typeof refusals]) {
  await expectRefusal(response, refusal.status, refusal.code, refusal.message);
  expect((await read(viewPath()))?.updatedAt?.toDate()).toEqual(at);
  expect((await read(listPath()))?.updatedAt?.toDate()).toEqual(at);
}

beforeEach(() => {
  ({ token, listId } = newLink());
});

describe('a visitor’s tick', () => {
  it('lands on the view and on the list in one go, and the untick too', async () => {
    await share();
    const ticked = await tick({ lineKey: SALT, checked: true });
    expect(ticked.status).toBe(200);
    expect(await ticked.json()).toEqual({ checked: true });
    expect((await read(viewPath()))?.lines.checked).toEqual([true, true]);
    expect((await read(listPath()))?.checkedItems).toEqual({ [MILK]: true, [SALT]: true });

    expect((await tick({ lineKey: MILK, checked: false })).status).toBe(200);
    const view = await read(viewPath());
    expect(view?.lines.checked).toEqual([false, true]);
    expect(view?.updatedAt.toDate().getTime()).toBeGreaterThan(at.getTime());
    expect((await read(listPath()))?.checkedItems).toEqual({ [SALT]: true });
    // Nothing else of either changed.
    expect(view?.lines.lineKeys).toEqual([MILK, SALT]);
    expect(await read(`sharedGroceryListOwners/${token}`)).toEqual({ organizationId: HOUSEHOLD, listId });
  });

  it("stays on the view of a legacy list, whose list the household no longer shows", async () => {
    await share();
    await firestore.doc(`groceryLists/${listId}`).set({ name: 'Ancienne liste', organizationId: HOUSEHOLD, status: 'active', items: [], shareToken: token, shareExpiry: new Date(Date.now() + DAY_MS), isPublic: true, updatedAt: at });
    await firestore.doc(`sharedGroceryListOwners/${token}`).set({ organizationId: HOUSEHOLD, listId, legacy: true });
    expect((await tick({ lineKey: SALT, checked: true })).status).toBe(200);
    expect((await read(viewPath()))?.lines.checked).toEqual([true, true]);
    expect((await read(`groceryLists/${listId}`))?.updatedAt.toDate()).toEqual(at);
    expect((await read(listPath()))?.updatedAt.toDate()).toEqual(at);
  });

  it('is refused for a token of another form, or no list’s', async () => {
    await share();
    for (const bad of ['short', 'a'.repeat(129), 'not*a*token*at*all*!!', `${token}=`]) {
      await expectRefusedUnchanged(await tick({ lineKey: SALT, checked: true }, encodeURIComponent(bad)), refusals.notFound);
    }
    await expectRefusedUnchanged(await tick({ lineKey: SALT, checked: true }, newLink().token), refusals.notFound);
  });

  it('is refused once the link expired, the view with it or the list alone', async () => {
    await share({ view: { expiresAt: new Date(Date.now() - 1000) } });
    await expectRefusedUnchanged(await tick({ lineKey: SALT, checked: true }), refusals.expired);
    await share({ list: { shareExpiry: new Date(Date.now() - 1000) } });
    await expectRefusedUnchanged(await tick({ lineKey: SALT, checked: true }), refusals.expired);
  });

  it('is refused once the list is archived, or its view', async () => {
    await share({ list: { status: 'archived' } });
    await expectRefusedUnchanged(await tick({ lineKey: SALT, checked: true }), refusals.archived);
    await share({ view: { status: 'archived' } });
    await expectRefusedUnchanged(await tick({ lineKey: SALT, checked: true }), refusals.archived);
  });

  it('is refused once the list is no longer shared with this link: made private, or shared anew', async () => {
    await share({ list: { isPublic: false } });
    await expectRefusedUnchanged(await tick({ lineKey: SALT, checked: true }), refusals.expired);
    await share({ list: { shareToken: newLink().token } });
    await expectRefusedUnchanged(await tick({ lineKey: SALT, checked: true }), refusals.expired);
    await share({ list: { shareToken: null, shareExpiry: null, isPublic: false } });
    await expectRefusedUnchanged(await tick({ lineKey: SALT, checked: true }), refusals.expired);
  });

  it("is refused when the view's owner names no list of its household, or none at all", async () => {
    await share({ owner: { organizationId: 'org-other' } });
    await expectRefusedUnchanged(await tick({ lineKey: SALT, checked: true }), refusals.notFound);
    await share({ owner: { listId: 'missing' } });
    await expectRefusedUnchanged(await tick({ lineKey: SALT, checked: true }), refusals.notFound);
    await share();
    await firestore.doc(`sharedGroceryListOwners/${token}`).delete();
    await expectRefusedUnchanged(await tick({ lineKey: SALT, checked: true }), refusals.notFound);
  });

  it('is refused for a line the view does not show', async () => {
    await share();
    await expectRefusedUnchanged(await tick({ lineKey: 'name:caviar:mass', checked: true }), refusals.lineNotFound);
  });

  it('is refused with a body of another shape, or not JSON', async () => {
    await share();
    for (const body of [{}, { lineKey: SALT }, { lineKey: SALT, checked: 'oui' }, { lineKey: '', checked: true }, { lineKey: 'k'.repeat(201), checked: true }]) {
      const response = await tick(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ message: expect.any(String) });
    }
    expect((await postRaw(`/api/shared-lists/${token}/ticks`, 'text/plain', JSON.stringify({ lineKey: SALT, checked: true }))).status).toBe(415);
    expect((await read(viewPath()))?.updatedAt.toDate()).toEqual(at);
  });
});

describe('rate limits', () => {
  const tooMany = { status: 429, code: 'api.rateLimited', message: 'Trop de demandes. Veuillez réessayer plus tard.' };
  const minute = 60_000;

  /** An app of its own with tight limits, behind one trusted proxy so a test names each request's client. */
  const tightApp = (rateLimits: Parameters<typeof createApp>[0]['rateLimits']) =>
    createApp({ auth: admin().auth, firestore, appOrigin: stack.appOrigin, emailTemplates: {}, mailer: { send: async () => undefined }, trustedProxies: 1, rateLimits });

  function tickFrom(app: ReturnType<typeof tightApp>, client: string, of = token) {
    return app.request(`/api/shared-lists/${of}/ticks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ lineKey: SALT, checked: true }),
    });
  }

  it('counts the ticks through one link, whoever sends them', async () => {
    await share();
    const app = tightApp({ sharedListTickPerLink: { limit: 2, windowMs: minute } });
    expect((await tickFrom(app, '203.0.113.1')).status).toBe(200);
    expect((await tickFrom(app, '203.0.113.2')).status).toBe(200);
    await expectRefusal(await tickFrom(app, '203.0.113.3'), tooMany.status, tooMany.code, tooMany.message);
    // Another link has its own count.
    ({ token, listId } = newLink());
    await share();
    expect((await tickFrom(app, '203.0.113.3')).status).toBe(200);
  });

  it("counts a client's ticks on every link, known or not", async () => {
    await share();
    const app = tightApp({ sharedListTickPerClient: { limit: 2, windowMs: minute } });
    expect((await tickFrom(app, '203.0.113.9', newLink().token)).status).toBe(404);
    expect((await tickFrom(app, '203.0.113.9')).status).toBe(200);
    await expectRefusal(await tickFrom(app, '203.0.113.9'), tooMany.status, tooMany.code, tooMany.message);
    expect((await read(listPath()))?.checkedItems).toEqual({ [MILK]: true, [SALT]: true });
    // Another client is counted apart.
    expect((await tickFrom(app, '203.0.113.10')).status).toBe(200);
  });
});
