import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { assertAllFail, clientTime, createRulesEnv, memberships, seed, serverTimestamp, signedIn, storedDocument, type TestFirestore } from './helpers.ts';

// organizations/{id}: verified members (per their own users/{uid}.organizations map) and admins
// get it by id; nobody lists, creates or deletes from the client; its owners and admins change
// the settings fields, and nothing else: members and roles go through the API service. The
// subscription is the service's, but for the period-end check (spec A §4), which any member may
// write: its status set to 'canceled' once a period cancelled at its end has passed.

const HOME = 'org-home';
const FOREIGN = 'org-foreign';

// Who is who. The users/{uid} documents seeded below are what the rules trust.
const people = {
  olga: { roles: { [HOME]: 'owner' } },
  mia: { roles: { [HOME]: 'member' } },
  carl: { roles: { [HOME]: 'contributor' } },
  vic: { roles: { [HOME]: 'viewer' } },
  bob: { roles: { [FOREIGN]: 'owner' } },
  ursula: { roles: { [HOME]: 'member' }, claims: { email_verified: false } }, // not verified yet
  rita: { roles: {} }, // removed from HOME: her map lost it, though HOME's members array still lists her
  nemo: { roles: { [HOME]: '' } }, // a membership entry without a usable role
  nora: { roles: {} }, // verified, no household
  ghost: null, // signed in, no user document at all
  adam: { roles: {}, claims: { admin: true } },
  eve: { roles: {}, claims: { admin: true, email_verified: false } },
  mallory: { roles: {}, claims: { admin: 'true' } }, // a string is not the admin claim
} satisfies Record<string, { roles: Record<string, string>; claims?: Record<string, unknown> } | null>;

type Person = keyof typeof people;

let env: RulesTestEnvironment;
// One context per actor for the whole file.
const as = {} as Record<Person | 'anonymous', TestFirestore>;

function member(userId: string, role: string) {
  return { userId, email: `${userId}@example.test`, name: userId, role, invitationAccepted: false, joinedAt: new Date('2025-01-06T09:00:00Z') };
}

function household(id: string, creatorId: string, members: ReturnType<typeof member>[]) {
  const at = new Date('2025-01-06T09:00:00Z');
  return {
    name: `Foyer ${id}`,
    creatorId,
    numberOfPersons: 4,
    groceryAutomation: true,
    weekStartDay: 1,
    members,
    subscription: { id: 'sub_1', status: 'active', cancel_at_period_end: true },
    createdAt: at,
    updatedAt: at,
  };
}

function userDoc(uid: string, roles: Record<string, string>) {
  const households = memberships(roles);
  // nemo: the entry exists but carries no role (the schema allows it; the rules do not count it).
  for (const entry of Object.values(households)) if (entry.role === '') delete (entry as { role?: string }).role;
  return { email: `${uid}@example.test`, emailVerified: true, defaultOrganizationId: Object.keys(roles)[0] ?? '', organizations: households };
}

beforeAll(async () => {
  env = await createRulesEnv();
  for (const [uid, person] of Object.entries(people)) {
    as[uid as Person] = signedIn(env, uid, person && 'claims' in person ? person.claims : {});
  }
  as.anonymous = env.unauthenticatedContext().firestore();
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, (db) => {
    const batch = db.batch();
    for (const [uid, person] of Object.entries(people)) if (person) batch.set(db.doc(`users/${uid}`), userDoc(uid, person.roles));
    const homeMembers = [member('olga', 'owner'), member('mia', 'member'), member('carl', 'contributor'), member('vic', 'viewer')];
    batch.set(db.doc(`organizations/${HOME}`), household(HOME, 'olga', [...homeMembers, member('ursula', 'member'), member('rita', 'member')]));
    batch.set(db.doc(`organizations/${FOREIGN}`), household(FOREIGN, 'bob', [member('bob', 'owner')]));
    return batch.commit();
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe('get', () => {
  it.each(['olga', 'mia', 'carl', 'vic'] as const)('lets %s, a verified member of the household, read it', async (who) => {
    const snapshot = await assertSucceeds(as[who].doc(`organizations/${HOME}`).get());
    expect(snapshot.get('name')).toBe(`Foyer ${HOME}`);
  });

  it('denies reading another household', async () => {
    await assertFails(as.olga.doc(`organizations/${FOREIGN}`).get());
    await assertFails(as.vic.doc(`organizations/${FOREIGN}`).get());
    await assertFails(as.bob.doc(`organizations/${HOME}`).get());
    // The owner still reads their own, so the denials above are about the household, not the user.
    await assertSucceeds(as.bob.doc(`organizations/${FOREIGN}`).get());
  });

  it('denies a member whose e-mail is not verified', async () => {
    await assertFails(as.ursula.doc(`organizations/${HOME}`).get());
  });

  it('denies users without a membership, without a user document, and anonymous visitors', async () => {
    await assertFails(as.nora.doc(`organizations/${HOME}`).get());
    await assertFails(as.ghost.doc(`organizations/${HOME}`).get());
    await assertFails(as.anonymous.doc(`organizations/${HOME}`).get());
  });

  it("trusts the user's own memberships, not the household's members array", async () => {
    // rita is still listed in HOME.members, but her users/{uid}.organizations no longer has HOME.
    await assertFails(as.rita.doc(`organizations/${HOME}`).get());
  });

  it('denies a membership entry that carries no role', async () => {
    await assertFails(as.nemo.doc(`organizations/${HOME}`).get());
  });

  it('a user removed from the household can no longer read it', async () => {
    await assertSucceeds(as.mia.doc(`organizations/${HOME}`).get());
    // The server removes the membership (firebase-admin, rules bypassed).
    await seed(env, (db) =>
      db
        .batch()
        .update(db.doc('users/mia'), { [`organizations.${HOME}`]: firebase.firestore.FieldValue.delete() })
        .update(db.doc(`organizations/${HOME}`), { members: firebase.firestore.FieldValue.arrayRemove(member('mia', 'member')) })
        .commit(),
    );
    await assertFails(as.mia.doc(`organizations/${HOME}`).get());
  });

  it('a member may get a household of theirs that no longer exists (the app then skips it)', async () => {
    await seed(env, (db) => db.doc(`organizations/${HOME}`).delete());
    const snapshot = await assertSucceeds(as.mia.doc(`organizations/${HOME}`).get());
    expect(snapshot.exists).toBe(false);
  });

  it('lets an admin read any household', async () => {
    await assertSucceeds(as.adam.doc(`organizations/${HOME}`).get());
    await assertSucceeds(as.adam.doc(`organizations/${FOREIGN}`).get());
  });

  it('denies an admin whose e-mail is unverified, and a string "true" admin claim', async () => {
    await assertFails(as.eve.doc(`organizations/${HOME}`).get());
    await assertFails(as.mallory.doc(`organizations/${HOME}`).get());
  });
});

describe('list', () => {
  it('denies listing households to members, admins and anonymous visitors, with or without a filter', async () => {
    await assertFails(as.olga.collection('organizations').get());
    await assertFails(as.olga.collection('organizations').where('creatorId', '==', 'olga').get());
    await assertFails(as.olga.collection('organizations').where(firebase.firestore.FieldPath.documentId(), '==', HOME).get());
    await assertFails(as.adam.collection('organizations').get());
    await assertFails(as.anonymous.collection('organizations').get());
  });
});

describe('create and delete (server only)', () => {
  it('denies creating a household, even with oneself as creator and owner', async () => {
    await assertFails(as.nora.doc('organizations/org-nora').set(household('org-nora', 'nora', [member('nora', 'owner')])));
    await assertFails(as.olga.doc('organizations/org-new').set(household('org-new', 'olga', [member('olga', 'owner')])));
    await assertFails(as.adam.doc('organizations/org-new').set(household('org-new', 'adam', [])));
    await assertFails(as.anonymous.doc('organizations/org-new').set(household('org-new', 'x', [])));
  });

  it('denies deleting a household, even by its owner or an admin', async () => {
    await assertFails(as.olga.doc(`organizations/${HOME}`).delete());
    await assertFails(as.adam.doc(`organizations/${HOME}`).delete());
    await assertFails(as.bob.doc(`organizations/${HOME}`).delete());
    await assertFails(as.anonymous.doc(`organizations/${HOME}`).delete());
  });
});


describe('update: the household settings (owners and admins)', () => {
  const FieldValue = firebase.firestore.FieldValue;

  /** A settings change as the app writes it, stamped with serverTimestamp(). */
  function saveSettings(db: TestFirestore, orgId: string, fields: Record<string, unknown>) {
    return db.doc(`organizations/${orgId}`).update({ ...fields, updatedAt: serverTimestamp() });
  }

  const household = (orgId: string) => storedDocument(env, `organizations/${orgId}`);

  // What each field may hold (names of 1 and 81 characters, 0, 21 or 2.5 persons, a day out of
  // 0..6, null, text...) is in samples/organizations.ts, which document-shapes.test.ts feeds to
  // the schema and to these rules; this block is about who writes what.

  it('lets an owner change the name, the number of persons, the week start day and grocery automation', async () => {
    await assertSucceeds(saveSettings(as.olga, HOME, { name: 'Chez nous', numberOfPersons: 5 }));
    await assertSucceeds(saveSettings(as.olga, HOME, { weekStartDay: 0 }));
    await assertSucceeds(saveSettings(as.olga, HOME, { groceryAutomation: false }));
    const after = await household(HOME);
    expect(after).toMatchObject({ name: 'Chez nous', numberOfPersons: 5, weekStartDay: 0, groceryAutomation: false, creatorId: 'olga' });
    expect(after?.members).toHaveLength(6);
    // Stamped by the server, not the client.
    expect(Math.abs(after?.updatedAt.toMillis() - Date.now())).toBeLessThan(60_000);
  });

  it('lets the owner clear the week start day, which deletes the field, and set it again', async () => {
    await assertSucceeds(saveSettings(as.olga, HOME, { weekStartDay: FieldValue.delete() }));
    expect(await household(HOME)).not.toHaveProperty('weekStartDay');
    await assertSucceeds(saveSettings(as.olga, HOME, { weekStartDay: 6 }));
    expect((await household(HOME))?.weekStartDay).toBe(6);
  });

  it('lets an admin change the settings of a household they do not belong to', async () => {
    await assertSucceeds(saveSettings(as.adam, FOREIGN, { name: 'Corrigé', numberOfPersons: 3, weekStartDay: FieldValue.delete(), groceryAutomation: false }));
    expect(await household(FOREIGN)).toMatchObject({ name: 'Corrigé', numberOfPersons: 3, groceryAutomation: false });
  });

  it('denies members, contributors and viewers every settings field', async () => {
    await assertAllFail(
      (['mia', 'carl', 'vic'] as const).flatMap((who) => [
        saveSettings(as[who], HOME, { name: 'Chez nous' }),
        saveSettings(as[who], HOME, { numberOfPersons: 5 }),
        saveSettings(as[who], HOME, { weekStartDay: 0 }),
        saveSettings(as[who], HOME, { weekStartDay: FieldValue.delete() }),
        saveSettings(as[who], HOME, { groceryAutomation: false }),
      ]),
    );
  });

  it("denies an owner another household's settings", async () => {
    await assertAllFail([saveSettings(as.bob, HOME, { name: 'Volé' }), saveSettings(as.olga, FOREIGN, { numberOfPersons: 1 }), saveSettings(as.olga, FOREIGN, { groceryAutomation: false })]);
  });

  it('denies the unverified, users without a role or a user document, a string admin claim and anonymous visitors', async () => {
    await assertAllFail([
      saveSettings(as.ursula, HOME, { name: 'Chez nous' }),
      saveSettings(as.eve, HOME, { name: 'Chez nous' }),
      saveSettings(as.nemo, HOME, { name: 'Chez nous' }),
      saveSettings(as.nora, HOME, { name: 'Chez nous' }),
      saveSettings(as.ghost, HOME, { name: 'Chez nous' }),
      saveSettings(as.mallory, HOME, { name: 'Chez nous' }),
      saveSettings(as.anonymous, HOME, { name: 'Chez nous' }),
    ]);
  });

  // The household name heads its calendar feed, written line by line: a name holding a line
  // break would have added lines of the owner's choosing to every subscriber's calendar.
  it('denies an owner a name with a line break, a tab or a control character, which the calendar feed would have split into lines', async () => {
    await assertAllFail(
      ['Cal\r\nEND:VCALENDAR\r\nX-EVIL:1', 'Cal\nX-EVIL:1', 'Chez\tnous', 'Chez\u2028nous', 'Chez nous\u0000'].map((name) => saveSettings(as.olga, HOME, { name })),
    );
    expect((await household(HOME))?.name).toBe(`Foyer ${HOME}`);
    await assertSucceeds(saveSettings(as.olga, HOME, { name: 'Cal END:VCALENDAR X-EVIL:1' }));
  });

  it('denies an owner removed from the household (their users map lost it), though still listed in its members', async () => {
    await assertSucceeds(saveSettings(as.olga, HOME, { numberOfPersons: 3 }));
    await seed(env, (db) => db.doc('users/olga').update({ [`organizations.${HOME}`]: FieldValue.delete() }));
    await assertFails(saveSettings(as.olga, HOME, { numberOfPersons: 4 }));
    // rita was removed the same way before the test.
    await assertFails(saveSettings(as.rita, HOME, { numberOfPersons: 4 }));
  });

  it('denies the owner members, creator, subscription and creation date, alone or beside a valid change', async () => {
    const rows = [
      { members: FieldValue.arrayUnion(member('nora', 'owner')) },
      { members: FieldValue.arrayRemove(member('mia', 'member')) },
      { members: [member('olga', 'owner')] },
      { creatorId: 'mia' },
      { subscription: null },
      // Cancelled at period end, but with no period end stored: nothing says it has passed.
      { 'subscription.status': 'canceled' },
      { createdAt: serverTimestamp() },
      { plan: 'premium' },
    ];
    await assertAllFail(rows.flatMap((fields) => [saveSettings(as.olga, HOME, fields), saveSettings(as.olga, HOME, { ...fields, name: 'Chez nous' })]));
    await assertAllFail([saveSettings(as.adam, HOME, { creatorId: 'adam' }), saveSettings(as.adam, HOME, { members: [] })]);
  });

  it('denies a member writing the members array, with themself as owner or anyone else', async () => {
    await assertAllFail([
      as.mia.doc(`organizations/${HOME}`).update({ members: FieldValue.arrayUnion(member('mia', 'owner')) }),
      saveSettings(as.mia, HOME, { members: FieldValue.arrayRemove(member('olga', 'owner')) }),
      as.vic.doc(`organizations/${HOME}`).update({ members: FieldValue.arrayUnion(member('vic', 'owner')) }),
      as.bob.doc(`organizations/${HOME}`).update({ members: FieldValue.arrayUnion(member('bob', 'owner')) }),
      as.nora.doc(`organizations/${HOME}`).set({ members: [member('nora', 'owner')] }, { merge: true }),
    ]);
  });

  it('denies a member promoting themself in their own users document, so the settings stay closed to them', async () => {
    await assertAllFail([
      as.mia.doc('users/mia').update({ [`organizations.${HOME}.role`]: 'owner', updatedAt: serverTimestamp() }),
      as.mia.doc('users/mia').set({ organizations: { [HOME]: { organizationId: HOME, role: 'owner' } } }, { merge: true }),
    ]);
    expect((await storedDocument(env, 'users/mia'))?.organizations[HOME].role).toBe('member');
    await assertFails(saveSettings(as.mia, HOME, { name: 'Chez Mia' }));
  });

  it('denies a change without updatedAt, or with one the client chose', async () => {
    await assertAllFail([
      as.olga.doc(`organizations/${HOME}`).update({ name: 'Chez nous' }),
      as.olga.doc(`organizations/${HOME}`).update({ name: 'Chez nous', updatedAt: clientTime() }),
      as.olga.doc(`organizations/${HOME}`).update({ name: 'Chez nous', updatedAt: FieldValue.delete() }),
    ]);
  });

  it('denies replacing the whole household with set(), even with its own fields', async () => {
    const current = await household(HOME);
    await assertFails(as.olga.doc(`organizations/${HOME}`).set({ ...current, name: 'Chez nous', updatedAt: serverTimestamp(), members: [] }));
    await assertFails(as.olga.doc(`organizations/${HOME}`).set({ name: 'Chez nous', updatedAt: serverTimestamp() }));
    expect((await household(HOME))?.members).toHaveLength(6);
  });
});

describe('update: the period-end check (spec A §4)', () => {
  const FieldValue = firebase.firestore.FieldValue;
  const Timestamp = firebase.firestore.Timestamp;
  const HOUR = 3_600_000;
  const past = () => new Date(Date.now() - HOUR);
  const ahead = () => new Date(Date.now() + HOUR);

  /** A subscription as the API service stores it: cancelled at the end of a period ending at `end`. */
  function subscription(end: unknown, fields: Record<string, unknown> = {}) {
    return {
      id: 'sub_1',
      customer: 'cus_1',
      status: 'active',
      current_period_start: new Date('2025-01-01T00:00:00Z'),
      current_period_end: end,
      cancel_at_period_end: true,
      canceled_at: null,
      payment_method: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      product: { id: 'prod_premium', name: 'Premium' },
      ...fields,
    };
  }

  const storeSubscription = (value: unknown, orgId = HOME) => seed(env, (db) => db.doc(`organizations/${orgId}`).update({ subscription: value }));

  /** The app's write (src/features/billing/data): the status alone, by field path, stamped by the server. */
  const markCanceled = (db: TestFirestore, orgId = HOME, fields: Record<string, unknown> = {}) =>
    db.doc(`organizations/${orgId}`).update({ 'subscription.status': 'canceled', updatedAt: serverTimestamp(), ...fields });

  const storedSubscription = async () => (await storedDocument(env, `organizations/${HOME}`))?.subscription;

  it.each(['olga', 'mia', 'carl', 'vic'] as const)('lets %s, a member of any role, mark a passed subscription cancelled', async (who) => {
    await storeSubscription(subscription(past()));
    await assertSucceeds(markCanceled(as[who]));
    const after = await storedSubscription();
    expect(after).toMatchObject({ status: 'canceled', cancel_at_period_end: true, customer: 'cus_1', product: { id: 'prod_premium', name: 'Premium' } });
  });

  it.each([
    ['a timestamp', (date: Date) => Timestamp.fromDate(date)],
    ['epoch seconds', (date: Date) => Math.floor(date.getTime() / 1000)],
    ['epoch milliseconds', (date: Date) => date.getTime()],
    ['a map with seconds', (date: Date) => ({ seconds: Math.floor(date.getTime() / 1000), nanoseconds: 0 })],
  ])('reads a period end stored as %s: passed lets the write through, ahead refuses it', async (_, stored) => {
    await storeSubscription(subscription(stored(ahead())));
    await assertFails(markCanceled(as.olga));
    await storeSubscription(subscription(stored(past())));
    await assertSucceeds(markCanceled(as.olga));
  });

  it('refuses a period end stored as text, which the rules cannot compare', async () => {
    await storeSubscription(subscription(past().toISOString()));
    await assertFails(markCanceled(as.olga));
  });

  it('accepts the same change written as the whole subscription', async () => {
    const stored = subscription(Timestamp.fromDate(past()));
    await storeSubscription(stored);
    await assertSucceeds(as.mia.doc(`organizations/${HOME}`).update({ subscription: { ...stored, status: 'canceled' }, updatedAt: serverTimestamp() }));
  });

  // The refusals below are a member's: an owner may always write updatedAt alone (a settings
  // write changing nothing), which is what rewriting a status unchanged amounts to.
  it('refuses a subscription that renews, is already cancelled, has no period end, or no subscription at all', async () => {
    for (const stored of [
      subscription(past(), { cancel_at_period_end: false }),
      subscription(past(), { cancel_at_period_end: 'true' }),
      subscription(past(), { status: 'canceled' }),
      subscription(null),
      Object.fromEntries(Object.entries(subscription(past())).filter(([field]) => field !== 'current_period_end')),
      null,
    ]) {
      await storeSubscription(stored);
      await assertFails(markCanceled(as.mia));
    }
  });

  it("refuses any other status, and any other change of the subscription, alone or beside the status", async () => {
    await storeSubscription(subscription(past()));
    const update = (fields: Record<string, unknown>) => as.mia.doc(`organizations/${HOME}`).update({ ...fields, updatedAt: serverTimestamp() });
    await assertAllFail([
      update({ 'subscription.status': 'active' }),
      update({ 'subscription.status': 'active_until_period_end' }),
      update({ 'subscription.status': 'Canceled' }),
      update({ 'subscription.status': FieldValue.delete() }),
      update({ 'subscription.cancel_at_period_end': false }),
      update({ 'subscription.current_period_end': clientTime() }),
      markCanceled(as.olga, HOME, { 'subscription.cancel_at_period_end': false }),
      markCanceled(as.mia, HOME, { 'subscription.product': { id: 'prod_family', name: 'Famille' } }),
      markCanceled(as.mia, HOME, { 'subscription.payment_method.last4': '0000' }),
      markCanceled(as.olga, HOME, { 'subscription.productId': 'prod_family' }),
      update({ subscription: null }),
      update({ subscription: FieldValue.delete() }),
      update({ subscription: { id: 'sub_2', status: 'canceled', cancel_at_period_end: true, current_period_end: clientTime('2020-01-01T00:00:00Z') } }),
    ]);
    expect((await storedSubscription())?.status).toBe('active');
  });

  it('refuses the status beside another field of the household, even a setting its owner may change', async () => {
    await storeSubscription(subscription(past()));
    await assertAllFail([
      markCanceled(as.olga, HOME, { name: 'Chez nous' }),
      markCanceled(as.mia, HOME, { numberOfPersons: 3 }),
      markCanceled(as.mia, HOME, { members: FieldValue.arrayUnion(member('mia', 'owner')) }),
    ]);
  });

  it('refuses a write without updatedAt, or with one the client chose', async () => {
    await storeSubscription(subscription(past()));
    await assertAllFail([
      as.olga.doc(`organizations/${HOME}`).update({ 'subscription.status': 'canceled' }),
      as.olga.doc(`organizations/${HOME}`).update({ 'subscription.status': 'canceled', updatedAt: clientTime() }),
    ]);
  });

  it('refuses strangers: another household, no membership or user document, removed, unverified, admins and visitors', async () => {
    await storeSubscription(subscription(past()));
    await storeSubscription(subscription(past()), FOREIGN);
    await assertAllFail([
      markCanceled(as.bob),
      markCanceled(as.olga, FOREIGN),
      markCanceled(as.nora),
      markCanceled(as.ghost),
      markCanceled(as.rita),
      markCanceled(as.nemo),
      markCanceled(as.ursula),
      markCanceled(as.adam),
      markCanceled(as.mallory),
      markCanceled(as.anonymous),
    ]);
  });
});

describe('a removed member listening to the household', () => {
  it('gets permission-denied once the server removes their membership', async () => {
    const served: unknown[] = [];
    const errors: string[] = [];
    // Only what the server sent: the context's cache may first hand out an earlier test's view.
    const stop = as.mia.doc(`organizations/${HOME}`).onSnapshot(
      (snapshot) => {
        if (!snapshot.metadata.fromCache) served.push(snapshot.get('name'));
      },
      (error) => errors.push(error.code),
    );
    try {
      await vi.waitFor(() => expect(served).toEqual([`Foyer ${HOME}`]));
      // What the API service's removal writes in one transaction (firebase-admin, rules bypassed).
      // The listener is judged again when the household changes, as its members row does here: in
      // the emulator, a change of the users document alone leaves it running.
      await seed(env, (db) =>
        db
          .batch()
          .update(db.doc('users/mia'), { [`organizations.${HOME}`]: firebase.firestore.FieldValue.delete() })
          .update(db.doc(`organizations/${HOME}`), { members: firebase.firestore.FieldValue.arrayRemove(member('mia', 'member')) })
          .commit(),
      );
      await vi.waitFor(() => expect(errors).toEqual(['permission-denied']), { timeout: 10_000 });
    } finally {
      stop();
    }
  });
});
