import { createHash } from 'node:crypto';
import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { feedWindow } from '../../server/calendar/feed-events.ts';
import { CALENDAR_TOKEN_PATTERN } from '../../src/domain/api/calendar.ts';
import { frenchText } from '../../src/locales/locale-key.ts';
import { readCalendarFeed } from '../support/read-calendar-feed.ts';
import { admin, postJson, stack } from './helpers.ts';
import { call, expectRefusal, joinDirectly, signUp, unverifiedIdToken, type Account } from './household-accounts.ts';
import { bearer, getAs, householdWithMember } from './payments-helpers.ts';

// Calendar addresses and their .ics feed (the week in a calendar app): each member gets and
// regenerates an address of their own, owners revoke them all, a removed member's stops at
// once, and the feed, read back strictly as a calendar app reads it, lists the household's
// meals from two weeks back to eight weeks ahead.

const { firestore } = admin();

let owner: Account;
let member: Account;
let viewer: Account;
let stranger: Account;

const getAddress = (account: Account | null) => getAs(account, '/api/calendar/address');
const regenerate = (account: Account | null) => postJson('/api/calendar/address/regenerate', {}, bearer(account));
const revokeAll = (account: Account | null) => postJson('/api/calendar/addresses/revoke-all', {}, bearer(account));
const removeMember = (owner: Account, member: Account) => call(owner, '/api/households/members/remove', { organizationId: owner.organizationId, userId: member.uid });
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

async function addressOf(account: Account): Promise<string> {
  const response = await getAddress(account);
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

/** The feed at an address the service gave on the app's origin, fetched from the service itself. */
function fetchFeed(url: string, headers: Record<string, string> = {}) {
  const address = new URL(url);
  expect(address.origin).toBe(stack.appOrigin);
  return fetch(`${stack.api}${address.pathname}`, { headers });
}

const tokenOf = (url: string) => /\/api\/calendar\/([^/]+)\.ics$/.exec(new URL(url).pathname)?.[1] ?? '';

async function feedStatus(url: string): Promise<number> {
  return (await fetchFeed(url)).status;
}

async function expectRevoked(url: string) {
  await expectRefusal(await fetchFeed(url), 404, 'household.calendar.errors.notFound', 'Calendrier introuvable');
}

/** A household of its own for a test that revokes addresses: an owner and two members. */
async function householdOfThree(): Promise<{ owner: Account; first: Account; second: Account }> {
  const [owner, first, second] = await Promise.all([
    signUp('Famille Trois', 'Alix Trois', 'three-owner'),
    signUp('Famille Première', 'Bea Première', 'three-first'),
    signUp('Famille Seconde', 'Cyril Second', 'three-second'),
  ]);
  for (const member of [first, second]) {
    await joinDirectly(member, owner.organizationId, 'member');
    await firestore.doc(`users/${member.uid}`).update({ defaultOrganizationId: owner.organizationId });
  }
  return { owner, first, second };
}

/** The day `offset` days from the first day the feed lists today (Paris). */
function day(offset: number): string {
  const date = new Date(`${feedWindow(new Date()).from}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

const FIRST = 0;
const LAST = 14 + 56;

async function addRecipe(householdId: string, id: string, fields: Record<string, unknown> = {}) {
  await firestore.doc(`recipes/${id}`).set({
    name: 'Gratin dauphinois',
    servings: 4,
    ingredients: [
      { id: 'a', name: 'Pommes de terre', quantity: 1.2, unit: 'kilogram', category: 'vegetables', standardIngredientId: null },
      { id: 'b', name: 'Lait', quantity: 50, unit: 'centiliter', category: 'dairy', standardIngredientId: null },
    ],
    instructions: '',
    isPublic: false,
    organizationId: householdId,
    createdBy: { id: 'someone', name: 'Camille' },
    createdAt: Timestamp.fromDate(new Date('2026-01-01T10:00:00Z')),
    updatedAt: Timestamp.fromDate(new Date('2026-01-01T10:00:00Z')),
    ...fields,
  });
}

async function addMeal(householdId: string, id: string, fields: { recipeId: string; date: string; mealType: string | null; portions: number | null }) {
  await firestore.doc(`mealEntries/${id}`).set({
    organizationId: householdId,
    userId: 'someone',
    completed: false,
    isArchived: false,
    createdAt: Timestamp.fromDate(new Date('2026-01-02T10:00:00Z')),
    updatedAt: Timestamp.fromDate(new Date('2026-01-02T10:00:00Z')),
    ...fields,
  });
}

beforeAll(async () => {
  ({ owner, member, stranger } = await householdWithMember());
  viewer = await signUp('Famille Lecture', 'Hugo Lecteur', 'viewer');
  await joinDirectly(viewer, owner.organizationId, 'viewer');
  await firestore.doc(`users/${viewer.uid}`).update({ defaultOrganizationId: owner.organizationId });

  const org = owner.organizationId;
  const recipe = `gratin-${org}`;
  await addRecipe(org, recipe);
  await addMeal(org, `dinner-${org}`, { recipeId: recipe, date: day(14), mealType: 'dinner', portions: 6 });
  await addMeal(org, `breakfast-${org}`, { recipeId: recipe, date: day(15), mealType: 'breakfast', portions: null });
  await addMeal(org, `allday-${org}`, { recipeId: recipe, date: day(16), mealType: null, portions: 2 });
  await addMeal(org, `first-${org}`, { recipeId: recipe, date: day(FIRST), mealType: 'lunch', portions: 4 });
  await addMeal(org, `last-${org}`, { recipeId: recipe, date: day(LAST), mealType: 'snack', portions: 4 });
  await addMeal(org, `before-${org}`, { recipeId: recipe, date: day(FIRST - 1), mealType: 'lunch', portions: 4 });
  await addMeal(org, `after-${org}`, { recipeId: recipe, date: day(LAST + 1), mealType: 'lunch', portions: 4 });
  await addMeal(org, `unplanned-${org}`, { recipeId: recipe, date: '', mealType: null, portions: 4 });
  // Another household's meal, of the same recipe: never in this feed.
  await addMeal(stranger.organizationId, `stranger-${org}`, { recipeId: recipe, date: day(14), mealType: 'lunch', portions: 4 });
});

describe('GET /api/calendar/address', () => {
  it('gives each member, whatever their role, an address of their own on the app origin, the same each time they ask', async () => {
    const addresses = [await addressOf(owner), await addressOf(member), await addressOf(viewer)];
    for (const url of addresses) {
      expect(new URL(url).origin).toBe(stack.appOrigin);
      expect(tokenOf(url)).toMatch(CALENDAR_TOKEN_PATTERN);
      expect(await feedStatus(url)).toBe(200);
    }
    expect(new Set(addresses).size).toBe(3);
    expect([await addressOf(owner), await addressOf(member), await addressOf(viewer)]).toEqual(addresses);
  });

  it("gives another household's owner an address of their own household", async () => {
    const feed = readCalendarFeed(await (await fetchFeed(await addressOf(stranger))).text());
    expect(feed.name).toBe('Nioo — Famille Voisine');
    expect(await addressOf(stranger)).not.toBe(await addressOf(owner));
  });

  it('stores only hashes: no document holds an address', async () => {
    const tokens = [tokenOf(await addressOf(owner)), tokenOf(await addressOf(member))];
    expect((await firestore.doc(`calendarTokens/${hashOf(tokens[0] ?? '')}`).get()).data()).toMatchObject({ organizationId: owner.organizationId, userId: owner.uid });
    expect((await firestore.doc(`calendarTokens/${hashOf(tokens[1] ?? '')}`).get()).data()).toMatchObject({ organizationId: owner.organizationId, userId: member.uid });
    const feed = (await firestore.doc(`calendarFeeds/${owner.organizationId}`).get()).data() ?? {};
    expect(Object.keys(feed).sort()).toEqual(['members', 'updatedAt']);
    expect(Object.keys(feed.members as object).sort()).toEqual([owner.uid, member.uid, viewer.uid].sort());
    expect((feed.members as Record<string, object>)[member.uid]).toEqual({ nonce: expect.any(String), tokenHash: hashOf(tokens[1] ?? '') });
    for (const token of tokens) expect(JSON.stringify(feed)).not.toContain(token);
  });

  it('refuses a signed-out caller, an unverified address and someone whose current household is not theirs', async () => {
    await expectRefusal(await getAddress(null), 401, 'api.auth.required', frenchText('api.auth.required'));
    await expectRefusal(await getAddress({ idToken: await unverifiedIdToken() } as Account), 403, 'api.auth.emailNotVerified', frenchText('api.auth.emailNotVerified'));
    const outsider = await signUp('Famille Dehors', 'Inès Dehors', 'outsider');
    await firestore.doc(`users/${outsider.uid}`).update({ defaultOrganizationId: owner.organizationId });
    for (const ask of [getAddress, regenerate, revokeAll]) {
      await expectRefusal(await ask(outsider), 403, 'billing.errors.notMember', 'Vous ne faites pas partie de ce foyer.');
    }
  });

  it('leaves a household-wide address of before answering 404, and drops it when a member asks for theirs', async () => {
    const { owner: alone } = await householdOfThree();
    const legacy = 'L'.repeat(43);
    await firestore.doc(`calendarFeeds/${alone.organizationId}`).set({ nonce: 'old', tokenHash: hashOf(legacy), updatedAt: new Date() });
    await firestore.doc(`calendarTokens/${hashOf(legacy)}`).set({ organizationId: alone.organizationId, createdAt: new Date() });
    await expectRevoked(`${stack.appOrigin}/api/calendar/${legacy}.ics`);

    expect(await feedStatus(await addressOf(alone))).toBe(200);
    expect((await firestore.doc(`calendarTokens/${hashOf(legacy)}`).get()).exists).toBe(false);
    expect(Object.keys((await firestore.doc(`calendarFeeds/${alone.organizationId}`).get()).data() ?? {}).sort()).toEqual(['members', 'updatedAt']);
  });
});

describe('GET /api/calendar/{token}.ics', () => {
  it('answers the feed as text/calendar, cached privately for 15 minutes, with an ETag', async () => {
    const response = await fetchFeed(await addressOf(member));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, max-age=900');
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 304 without a body when the calendar app already has this version', async () => {
    const url = await addressOf(member);
    const etag = (await fetchFeed(url)).headers.get('etag') ?? '';
    const again = await fetchFeed(url, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe('private, max-age=900');
  });

  it("is named after the household and lists its planned meals at their Paris times, with the time zone's definition", async () => {
    const feed = readCalendarFeed(await (await fetchFeed(await addressOf(owner))).text());
    expect(feed.name).toBe('Nioo — Famille Abonnée');
    expect(feed.timeZones).toEqual(['Europe/Paris']);
    const org = owner.organizationId;
    const byUid = new Map(feed.events.map((event) => [event.uid.split('@')[0], event]));
    expect([...byUid.keys()].sort()).toEqual([`allday-${org}`, `breakfast-${org}`, `dinner-${org}`, `first-${org}`, `last-${org}`].sort());

    expect(byUid.get(`dinner-${org}`)).toMatchObject({ summary: 'Gratin dauphinois (6 portions)', timeZone: 'Europe/Paris', allDay: false, startText: `${day(14)}T19:30:00`, endText: `${day(14)}T20:30:00` });
    // Without portions of its own, the meal takes the household's size (2 at sign-up).
    expect(byUid.get(`breakfast-${org}`)).toMatchObject({ summary: 'Gratin dauphinois (2 portions)', startText: `${day(15)}T08:00:00` });
    expect(byUid.get(`allday-${org}`)).toMatchObject({ allDay: true, timeZone: null, startText: day(16), endText: day(17) });
    expect(byUid.get(`first-${org}`)?.startText).toBe(`${day(FIRST)}T12:30:00`);
    expect(byUid.get(`last-${org}`)?.startText).toBe(`${day(LAST)}T16:30:00`);

    // The instant is Paris' wall clock whatever the season: +01:00 in winter, +02:00 in summer.
    const dinner = byUid.get(`dinner-${org}`);
    const offsetHours = (Date.parse(`${day(14)}T19:30:00Z`) - Date.parse(dinner?.start ?? '')) / 3_600_000;
    expect([1, 2]).toContain(offsetHours);
    expect(Date.parse(dinner?.end ?? '') - Date.parse(dinner?.start ?? '')).toBe(3_600_000);
  });

  it("describes each meal with the recipe's address and its ingredients scaled to the meal's portions", async () => {
    const feed = readCalendarFeed(await (await fetchFeed(await addressOf(owner))).text());
    const dinner = feed.events.find((event) => event.uid.startsWith(`dinner-${owner.organizationId}@`));
    const recipeUrl = `${stack.appOrigin}/recipes/gratin-${owner.organizationId}?portions=6`;
    expect(dinner?.url).toBe(recipeUrl);
    expect(dinner?.description).toBe([recipeUrl, '', 'Ingrédients pour 6 portions :', '- Pommes de terre : 1,8 kg', '- Lait : 75 cl'].join('\n'));
  });

  it('answers 404 with a French message for an unknown or malformed address, never cached', async () => {
    for (const path of [`/api/calendar/${'A'.repeat(43)}.ics`, '/api/calendar/not-a-token.ics', `/api/calendar/${'A'.repeat(44)}.ics`]) {
      const response = await fetch(`${stack.api}${path}`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      await expectRefusal(response, 404, 'household.calendar.errors.notFound', 'Calendrier introuvable');
    }
  });
});

describe('POST /api/calendar/address/regenerate', () => {
  it("gives any member a new address of their own and revokes only their old one, at once", async () => {
    const before = { owner: await addressOf(owner), member: await addressOf(member), viewer: await addressOf(viewer) };
    for (const account of [member, viewer]) {
      const old = await addressOf(account);
      const response = await regenerate(account);
      expect(response.status).toBe(200);
      const { url } = (await response.json()) as { url: string };
      expect(url).not.toBe(old);
      expect(tokenOf(url)).toMatch(CALENDAR_TOKEN_PATTERN);
      await expectRevoked(old);
      expect(await feedStatus(url)).toBe(200);
      expect(await addressOf(account)).toBe(url);
    }
    expect(await addressOf(owner)).toBe(before.owner);
    expect(await feedStatus(before.owner)).toBe(200);
  });

  it('refuses a signed-out caller', async () => {
    await expectRefusal(await regenerate(null), 401, 'api.auth.required', frenchText('api.auth.required'));
  });
});

describe('POST /api/calendar/addresses/revoke-all', () => {
  it('is for owners only', async () => {
    const kept = await addressOf(member);
    for (const account of [member, viewer]) {
      await expectRefusal(await revokeAll(account), 403, 'household.calendar.errors.ownersOnly', frenchText('household.calendar.errors.ownersOnly'));
    }
    await expectRefusal(await revokeAll(null), 401, 'api.auth.required', frenchText('api.auth.required'));
    expect(await feedStatus(kept)).toBe(200);
  });

  it("revokes every member's address at once, and each member gets a new one when they ask", async () => {
    const { owner: head, first, second } = await householdOfThree();
    const old = [await addressOf(head), await addressOf(first), await addressOf(second)];
    const elsewhere = await addressOf(stranger);

    const response = await revokeAll(head);
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    for (const address of old) await expectRevoked(address);
    expect(old).not.toContain(url);
    expect(await feedStatus(url)).toBe(200);
    expect(await addressOf(head)).toBe(url);

    const renewed = [await addressOf(first), await addressOf(second)];
    for (const address of renewed) {
      expect(old).not.toContain(address);
      expect(await feedStatus(address)).toBe(200);
    }
    expect(await feedStatus(elsewhere)).toBe(200);
  });
});

describe('removing a member', () => {
  it("revokes the removed member's address in the removal itself, and only theirs", async () => {
    const { owner: head, first, second } = await householdOfThree();
    const [ownerAddress, removedAddress, keptAddress] = [await addressOf(head), await addressOf(first), await addressOf(second)];

    expect((await removeMember(head, first)).status).toBe(200);
    await expectRevoked(removedAddress);
    expect(await feedStatus(ownerAddress)).toBe(200);
    expect(await feedStatus(keptAddress)).toBe(200);
    expect((await firestore.doc(`calendarTokens/${hashOf(tokenOf(removedAddress))}`).get()).exists).toBe(false);
    const members = (await firestore.doc(`calendarFeeds/${head.organizationId}`).get()).get('members') as object;
    expect(Object.keys(members).sort()).toEqual([head.uid, second.uid].sort());
  });

  it('gives the removed member no address of the household any more, only of their own', async () => {
    const { owner: head, first } = await householdOfThree();
    await addressOf(first);
    expect((await removeMember(head, first)).status).toBe(200);

    const feed = readCalendarFeed(await (await fetchFeed(await addressOf(first))).text());
    expect(feed.name).toBe('Nioo — Famille Première');
    // Pointing their current household back at it is not enough.
    await firestore.doc(`users/${first.uid}`).update({ defaultOrganizationId: head.organizationId });
    for (const ask of [getAddress, regenerate]) {
      await expectRefusal(await ask(first), 403, 'billing.errors.notMember', 'Vous ne faites pas partie de ce foyer.');
    }
  });

  it("stops a member's feed once they are no longer a member, even with their lookup left behind", async () => {
    const { owner: head, first } = await householdOfThree();
    const address = await addressOf(first);
    await firestore.doc(`users/${first.uid}`).update(new FieldPath('organizations', head.organizationId), FieldValue.delete());
    expect((await firestore.doc(`calendarTokens/${hashOf(tokenOf(address))}`).get()).exists).toBe(true);
    await expectRevoked(address);
  });
});

describe('rate limits', () => {
  /** An app of its own with tight limits, on the suite's emulators and the local stack's secret. */
  const tightApp = () =>
    createApp({
      auth: admin().auth,
      firestore,
      appOrigin: stack.appOrigin,
      emailTemplates: {},
      mailer: { send: async () => undefined },
      rateLimits: { calendarFeedPerAddress: { limit: 2, windowMs: 60_000 }, calendarMissPerClient: { limit: 1, windowMs: 60_000 } },
    });

  it('counts the fetches of each address', async () => {
    const app = tightApp();
    const path = new URL(await addressOf(stranger)).pathname;
    expect((await app.request(path)).status).toBe(200);
    expect((await app.request(path)).status).toBe(200);
    await expectRefusal(await app.request(path), 429, 'api.rateLimited', frenchText('api.rateLimited'));
    // Another household's address has its own count.
    expect((await app.request(new URL(await addressOf(owner)).pathname)).status).toBe(200);
  });

  it("counts a client's unknown addresses", async () => {
    const app = tightApp();
    expect((await app.request(`/api/calendar/${'B'.repeat(43)}.ics`)).status).toBe(404);
    await expectRefusal(await app.request(`/api/calendar/${'C'.repeat(43)}.ics`), 429, 'api.rateLimited', frenchText('api.rateLimited'));
  });
});
