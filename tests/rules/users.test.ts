import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientTime, createRulesEnv, memberships, seed, serverTimestamp, signedIn, type TestFirestore } from './helpers.ts';

// users/{uid}: its owner reads it (verified or not) and may only switch the default household
// among their own memberships; admins read any profile; everything else is the server's job.

const HOME = 'org-home'; // alice owns it
const SECOND = 'org-second'; // alice is a viewer there
const FOREIGN = 'org-foreign'; // bob's household; alice has no membership
const URSULA_HOME = 'org-ursula';

let env: RulesTestEnvironment;
// One context per actor for the whole file (a context costs an app and a connection).
let alice: TestFirestore; // verified, member of HOME and SECOND
let bob: TestFirestore; // verified, another household
let ursula: TestFirestore; // signed in, e-mail not verified yet
let vera: TestFirestore; // verified token, but her stored document still says emailVerified: false
let newbie: TestFirestore; // signed in, verified, no user document yet
let adam: TestFirestore; // admin: true
let eve: TestFirestore; // admin: true, e-mail not verified
let mallory: TestFirestore; // admin: 'true' (a string is not the admin claim)
let anonymous: TestFirestore;

function userDoc(uid: string, roles: Record<string, string>, defaultHouseholdId: string, emailVerified = true) {
  const at = new Date('2025-01-06T09:00:00Z');
  return {
    id: uid,
    email: `${uid}@example.test`,
    firstName: uid[0]?.toUpperCase() + uid.slice(1),
    lastName: 'Martin',
    emailVerified,
    defaultOrganizationId: defaultHouseholdId,
    organizations: memberships(roles),
    createdAt: at,
    updatedAt: at,
  };
}

function household(id: string, creatorId: string) {
  return { name: `Foyer ${id}`, creatorId, numberOfPersons: 2, groceryAutomation: true, members: [], subscription: null };
}

/** The stored document, read the way the server would (rules disabled). */
async function stored(uid: string): Promise<firebase.firestore.DocumentData | undefined> {
  let data: firebase.firestore.DocumentData | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(`users/${uid}`).get()).data();
  });
  return data;
}

beforeAll(async () => {
  env = await createRulesEnv();
  alice = signedIn(env, 'alice');
  bob = signedIn(env, 'bob');
  ursula = signedIn(env, 'ursula', { email_verified: false });
  vera = signedIn(env, 'vera');
  newbie = signedIn(env, 'newbie');
  adam = signedIn(env, 'adam', { admin: true });
  eve = signedIn(env, 'eve', { admin: true, email_verified: false });
  mallory = signedIn(env, 'mallory', { admin: 'true' });
  anonymous = env.unauthenticatedContext().firestore();
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, (db) =>
    db
      .batch()
      .set(db.doc('users/alice'), userDoc('alice', { [HOME]: 'owner', [SECOND]: 'viewer' }, HOME))
      .set(db.doc('users/bob'), userDoc('bob', { [FOREIGN]: 'owner', [SECOND]: 'owner' }, FOREIGN))
      .set(db.doc('users/ursula'), userDoc('ursula', { [URSULA_HOME]: 'owner', [SECOND]: 'member' }, URSULA_HOME, false))
      .set(db.doc('users/vera'), userDoc('vera', { [SECOND]: 'member' }, SECOND, false))
      .set(db.doc('users/adam'), userDoc('adam', {}, ''))
      .set(db.doc(`organizations/${HOME}`), household(HOME, 'alice'))
      .set(db.doc(`organizations/${SECOND}`), household(SECOND, 'bob'))
      .set(db.doc(`organizations/${FOREIGN}`), household(FOREIGN, 'bob'))
      .commit(),
  );
});

afterAll(async () => {
  await env.cleanup();
});

describe('get', () => {
  it('lets a user read their own document', async () => {
    const snapshot = await assertSucceeds(alice.doc('users/alice').get());
    expect(snapshot.get('defaultOrganizationId')).toBe(HOME);
  });

  it('lets an unverified user read their own document (the app shows the "verify your e-mail" message)', async () => {
    const snapshot = await assertSucceeds(ursula.doc('users/ursula').get());
    expect(snapshot.get('emailVerified')).toBe(false);
  });

  it("denies reading another user's document", async () => {
    await assertFails(alice.doc('users/bob').get());
    await assertFails(bob.doc('users/alice').get());
    await assertFails(ursula.doc('users/alice').get());
  });

  it('denies anonymous reads', async () => {
    await assertFails(anonymous.doc('users/alice').get());
  });

  it('lets an admin read any user', async () => {
    await assertSucceeds(adam.doc('users/alice').get());
    await assertSucceeds(adam.doc('users/ursula').get());
  });

  it('denies an admin whose e-mail is unverified, and a string "true" admin claim', async () => {
    await assertFails(eve.doc('users/alice').get());
    await assertFails(mallory.doc('users/alice').get());
  });
});

describe('list', () => {
  it('denies listing users to everyone, even a query matching only the own document', async () => {
    await assertFails(alice.collection('users').get());
    await assertFails(alice.collection('users').where(firebase.firestore.FieldPath.documentId(), '==', 'alice').get());
    await assertFails(alice.collection('users').where('email', '==', 'bob@example.test').get());
    await assertFails(adam.collection('users').get());
    await assertFails(anonymous.collection('users').get());
  });

  it('still lets the same user get their document by id', async () => {
    await assertSucceeds(alice.doc('users/alice').get());
  });
});

describe('create and delete (server only)', () => {
  it('denies creating a user document for oneself', async () => {
    await assertFails(newbie.doc('users/newbie').set(userDoc('newbie', { [FOREIGN]: 'owner' }, FOREIGN)));
    await assertFails(newbie.doc('users/newbie').set({ email: 'newbie@example.test', emailVerified: true }));
  });

  it('denies creating a user document for someone else, even as an admin', async () => {
    await assertFails(alice.doc('users/newbie').set(userDoc('newbie', {}, '')));
    await assertFails(adam.doc('users/newbie').set(userDoc('newbie', {}, '')));
    await assertFails(anonymous.doc('users/newbie').set(userDoc('newbie', {}, '')));
  });

  it('denies deleting one\'s own document, another\'s, or any as an admin', async () => {
    await assertFails(alice.doc('users/alice').delete());
    await assertFails(bob.doc('users/alice').delete());
    await assertFails(adam.doc('users/alice').delete());
    await assertFails(anonymous.doc('users/alice').delete());
    expect(await stored('alice')).toBeDefined();
  });

  it('the server (rules bypassed) can still create the document at sign-up', async () => {
    await assertSucceeds(seed(env, (db) => db.doc('users/newbie').set(userDoc('newbie', {}, ''))));
    await assertSucceeds(newbie.doc('users/newbie').get());
  });
});

describe('household switch (update of defaultOrganizationId)', () => {
  it("allows switching to one's own second household, with updatedAt = serverTimestamp()", async () => {
    await assertSucceeds(alice.doc('users/alice').update({ defaultOrganizationId: SECOND, updatedAt: serverTimestamp() }));
    const data = await stored('alice');
    expect(data?.defaultOrganizationId).toBe(SECOND);
    expect(data?.organizations).toMatchObject({ [HOME]: { role: 'owner' }, [SECOND]: { role: 'viewer' } });
    expect(Object.keys(data?.organizations ?? {})).toHaveLength(2);
    // Stamped by the server, not the client.
    expect(Math.abs(data?.updatedAt.toMillis() - Date.now())).toBeLessThan(60_000);
  });

  it('allows the same switch written as a merge set, and switching back', async () => {
    await assertSucceeds(alice.doc('users/alice').set({ defaultOrganizationId: SECOND, updatedAt: serverTimestamp() }, { merge: true }));
    await assertSucceeds(alice.doc('users/alice').update({ defaultOrganizationId: HOME, updatedAt: serverTimestamp() }));
    expect((await stored('alice'))?.defaultOrganizationId).toBe(HOME);
  });

  it('denies switching to a foreign household (not in the own organizations map)', async () => {
    await assertFails(alice.doc('users/alice').update({ defaultOrganizationId: FOREIGN, updatedAt: serverTimestamp() }));
    expect((await stored('alice'))?.defaultOrganizationId).toBe(HOME);
  });

  it('denies switching to a household that does not exist, to null or to an empty id', async () => {
    await assertFails(alice.doc('users/alice').update({ defaultOrganizationId: 'org-nowhere', updatedAt: serverTimestamp() }));
    await assertFails(alice.doc('users/alice').update({ defaultOrganizationId: null, updatedAt: serverTimestamp() }));
    await assertFails(alice.doc('users/alice').update({ defaultOrganizationId: '', updatedAt: serverTimestamp() }));
  });

  it('denies an updatedAt chosen by the client rather than request.time', async () => {
    await assertFails(alice.doc('users/alice').update({ defaultOrganizationId: SECOND, updatedAt: clientTime() }));
    await assertFails(alice.doc('users/alice').update({ defaultOrganizationId: SECOND, updatedAt: new Date() }));
    await assertFails(alice.doc('users/alice').update({ defaultOrganizationId: SECOND, updatedAt: 'now' }));
  });

  it('denies a switch that does not stamp updatedAt', async () => {
    await assertFails(alice.doc('users/alice').update({ defaultOrganizationId: SECOND }));
    await assertFails(alice.doc('users/alice').update({ defaultOrganizationId: SECOND, updatedAt: firebase.firestore.FieldValue.delete() }));
  });

  it('denies the switch to an unverified user', async () => {
    await assertFails(ursula.doc('users/ursula').update({ defaultOrganizationId: SECOND, updatedAt: serverTimestamp() }));
  });

  it("denies switching someone else's default household, even to one of their own households, even as an admin", async () => {
    await assertFails(bob.doc('users/alice').update({ defaultOrganizationId: SECOND, updatedAt: serverTimestamp() }));
    await assertFails(adam.doc('users/alice').update({ defaultOrganizationId: SECOND, updatedAt: serverTimestamp() }));
    await assertFails(anonymous.doc('users/alice').update({ defaultOrganizationId: SECOND, updatedAt: serverTimestamp() }));
  });

  it('denies the switch on a user document that does not exist yet', async () => {
    await assertFails(newbie.doc('users/newbie').update({ defaultOrganizationId: SECOND, updatedAt: serverTimestamp() }));
    await assertFails(newbie.doc('users/newbie').set({ defaultOrganizationId: SECOND, updatedAt: serverTimestamp() }, { merge: true }));
  });
});

describe('forged fields', () => {
  const switchToSecond = () => ({ defaultOrganizationId: SECOND, updatedAt: serverTimestamp() });

  it('denies a user verifying their own e-mail from the client', async () => {
    await assertFails(ursula.doc('users/ursula').update({ emailVerified: true, updatedAt: serverTimestamp() }));
    // Even with a verified token, and even alongside a valid household switch.
    await assertFails(vera.doc('users/vera').update({ emailVerified: true, updatedAt: serverTimestamp() }));
    await assertFails(vera.doc('users/vera').update({ emailVerified: true, ...switchToSecond() }));
    await assertFails(vera.doc('users/vera').set({ emailVerified: true }, { merge: true }));
    expect((await stored('vera'))?.emailVerified).toBe(false);
  });

  it('denies giving oneself a role: organizations.{org}.role = owner', async () => {
    await assertFails(alice.doc('users/alice').update({ [`organizations.${SECOND}.role`]: 'owner', updatedAt: serverTimestamp() }));
    await assertFails(alice.doc('users/alice').update({ [`organizations.${SECOND}.role`]: 'owner', ...switchToSecond() }));
    await assertFails(alice.doc('users/alice').set({ organizations: { [SECOND]: { role: 'owner' } } }, { merge: true }));
    expect((await stored('alice'))?.organizations?.[SECOND]?.role).toBe('viewer');
  });

  it('denies adding a new household to the own organizations map, alone or with a switch to it', async () => {
    const membership = { organizationId: FOREIGN, role: 'owner', joinedAt: new Date() };
    await assertFails(alice.doc('users/alice').update({ [`organizations.${FOREIGN}`]: membership, updatedAt: serverTimestamp() }));
    await assertFails(
      alice.doc('users/alice').update({ [`organizations.${FOREIGN}`]: membership, defaultOrganizationId: FOREIGN, updatedAt: serverTimestamp() }),
    );
    await assertFails(
      alice.doc('users/alice').set({ ...userDoc('alice', { [HOME]: 'owner', [SECOND]: 'viewer', [FOREIGN]: 'owner' }, FOREIGN), updatedAt: serverTimestamp() }),
    );
    expect(Object.keys((await stored('alice'))?.organizations ?? {}).sort()).toEqual([HOME, SECOND].sort());
  });

  it('denies removing or replacing the own memberships (a user never changes their own membership row)', async () => {
    await assertFails(alice.doc('users/alice').update({ [`organizations.${SECOND}`]: firebase.firestore.FieldValue.delete(), updatedAt: serverTimestamp() }));
    await assertFails(alice.doc('users/alice').update({ organizations: {}, updatedAt: serverTimestamp() }));
  });

  it('keeps membershipRole() trustworthy: after the denied escalation, the foreign household stays unreadable', async () => {
    await assertFails(alice.doc(`organizations/${FOREIGN}`).get());
    await assertFails(alice.doc('users/alice').update({ [`organizations.${FOREIGN}`]: { organizationId: FOREIGN, role: 'owner' }, updatedAt: serverTimestamp() }));
    await assertFails(alice.doc(`organizations/${FOREIGN}`).get());
    // While her real household stays readable.
    await assertSucceeds(alice.doc(`organizations/${HOME}`).get());
  });

  it('denies changing the e-mail, the names, createdAt or adding any other field', async () => {
    const forged: Record<string, unknown>[] = [
      { email: 'mallory@example.test' },
      { firstName: 'Alicia' },
      { lastName: 'Dupont' },
      { createdAt: serverTimestamp() },
      { id: 'bob' },
      { admin: true },
    ];
    for (const fields of forged) {
      await assertFails(alice.doc('users/alice').update({ ...fields, updatedAt: serverTimestamp() }));
      await assertFails(alice.doc('users/alice').update({ ...fields, ...switchToSecond() }));
    }
    expect((await stored('alice'))?.email).toBe('alice@example.test');
  });

  it('denies replacing the whole document with set(), even with a valid switch inside', async () => {
    await assertFails(alice.doc('users/alice').set(switchToSecond()));
  });
});
