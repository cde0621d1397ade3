import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRulesEnv, memberships, seed, serverTimestamp, signedIn, type TestFirestore } from './helpers.ts';

// organizations/{id}: verified members (per their own users/{uid}.organizations map) and admins
// get it by id; nobody lists, creates or deletes from the client; updates wait for the
// household settings feature.

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
  const organizations = memberships(roles);
  // nemo: the entry exists but carries no role (the schema allows it; the rules do not count it).
  for (const entry of Object.values(organizations)) if (entry.role === '') delete (entry as { role?: string }).role;
  return { email: `${uid}@example.test`, emailVerified: true, defaultOrganizationId: Object.keys(roles)[0] ?? '', organizations };
}

beforeAll(async () => {
  env = await createRulesEnv('demo-nioo-organizations');
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

describe('update (closed until the household settings feature)', () => {
  it('denies settings changes to the owner, members and admins alike', async () => {
    await assertFails(as.olga.doc(`organizations/${HOME}`).update({ name: 'Chez nous', updatedAt: serverTimestamp() }));
    await assertFails(as.olga.doc(`organizations/${HOME}`).update({ numberOfPersons: 5, updatedAt: serverTimestamp() }));
    await assertFails(as.mia.doc(`organizations/${HOME}`).update({ groceryAutomation: false, updatedAt: serverTimestamp() }));
    await assertFails(as.adam.doc(`organizations/${HOME}`).update({ weekStartDay: 0, updatedAt: serverTimestamp() }));
    await assertFails(as.olga.doc(`organizations/${HOME}`).update({ 'subscription.status': 'canceled', updatedAt: serverTimestamp() }));
  });

  it('denies role escalation through the members array', async () => {
    const arrayUnion = firebase.firestore.FieldValue.arrayUnion;
    await assertFails(as.vic.doc(`organizations/${HOME}`).update({ members: arrayUnion(member('vic', 'owner')) }));
    await assertFails(as.bob.doc(`organizations/${HOME}`).update({ members: arrayUnion(member('bob', 'owner')) }));
    await assertFails(as.nora.doc(`organizations/${HOME}`).set({ members: [member('nora', 'owner')] }, { merge: true }));
    await assertFails(as.anonymous.doc(`organizations/${HOME}`).update({ name: 'x' }));
  });

  it('leaves the household untouched', async () => {
    await assertFails(as.olga.doc(`organizations/${HOME}`).update({ name: 'Chez nous' }));
    await env.withSecurityRulesDisabled(async (context) => {
      const snapshot = await context.firestore().doc(`organizations/${HOME}`).get();
      expect(snapshot.get('name')).toBe(`Foyer ${HOME}`);
      expect(snapshot.get('members')).toHaveLength(6);
    });
  });
});
