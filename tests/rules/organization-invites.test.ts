import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { householdInviteSchema } from '../../src/domain/household/household-invite.ts';
import { assertAllFail, createRulesEnv, seed, serverTimestamp, signedIn, type TestFirestore } from './helpers.ts';
import { FOREIGN, HOME, userDoc } from './recipe-fixtures.ts';
import { pendingInvite, readableInvites } from './samples/organization-invites.ts';
import { toStored, toWrite } from './samples/shape-table.ts';

// organizationInvites/{id}: written by the API service only (firebase-admin bypasses the rules).
// A verified user gets one by id when it is theirs (by account, or by the address it was sent
// to, whatever the case of their token's), when they own its household, or as an admin. A
// missing invite is refused like someone else's, so no id can be probed. Nobody lists them.

const BY_ACCOUNT = 'inv-iris'; // sent to iris's account and address
const BY_ADDRESS = 'inv-ines'; // an older invite with only an address, ines's
const MISSING = 'inv-missing';

// Who is who. The users/{uid} documents seeded below are what the rules trust.
const people = {
  iris: { roles: {} },
  ines: { roles: {}, claims: { email: 'Ines@Example.TEST' } }, // her token keeps the capitals she signed up with
  olga: { roles: { [HOME]: 'owner' } },
  mia: { roles: { [HOME]: 'member' } },
  carl: { roles: { [HOME]: 'contributor' } },
  vic: { roles: { [HOME]: 'viewer' } },
  bob: { roles: { [FOREIGN]: 'owner' } },
  nora: { roles: {} },
  adam: { roles: {}, claims: { admin: true } },
  mallory: { roles: {}, claims: { admin: 'true' } }, // a string is not the admin claim
  unverifiedIris: { roles: {}, claims: { email: 'iris@example.test', email_verified: false } },
  phone: { roles: {}, claims: { email: undefined } }, // signed in without an address
} satisfies Record<string, { roles: Record<string, string>; claims?: Record<string, unknown> }>;

type Person = keyof typeof people;

let env: RulesTestEnvironment;
const as = {} as Record<Person | 'anonymous', TestFirestore>;

function invite(db: TestFirestore, id: string) {
  return db.doc(`organizationInvites/${id}`);
}

beforeAll(async () => {
  env = await createRulesEnv();
  for (const [uid, person] of Object.entries(people)) {
    // unverifiedIris signs in as iris herself, before verifying her address.
    as[uid as Person] = signedIn(env, uid === 'unverifiedIris' ? 'iris' : uid, 'claims' in person ? person.claims : {});
  }
  as.anonymous = env.unauthenticatedContext().firestore();
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, (db) => {
    const batch = db.batch();
    for (const [uid, person] of Object.entries(people)) if (uid !== 'unverifiedIris') batch.set(db.doc(`users/${uid}`), userDoc(uid, person.roles));
    batch.set(db.doc(`organizationInvites/${BY_ACCOUNT}`), toWrite(pendingInvite()));
    batch.set(db.doc(`organizationInvites/${BY_ADDRESS}`), toWrite(pendingInvite({ userId: undefined, email: 'ines@example.test' })));
    return batch.commit();
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe('get', () => {
  it('lets the invitee read it by account', async () => {
    const snapshot = await assertSucceeds(invite(as.iris, BY_ACCOUNT).get());
    expect(householdInviteSchema.parse({ ...snapshot.data(), id: snapshot.id })).toMatchObject({ organizationId: HOME, role: 'member', status: 'pending' });
  });

  it('lets the invitee read it by the address it was sent to, whatever the case of the address in her token', async () => {
    const snapshot = await assertSucceeds(invite(as.ines, BY_ADDRESS).get());
    expect(snapshot.get('email')).toBe('ines@example.test');
  });

  it("lets the household's owners and admins read its invites", async () => {
    for (const db of [as.olga, as.adam]) {
      await assertSucceeds(invite(db, BY_ACCOUNT).get());
      await assertSucceeds(invite(db, BY_ADDRESS).get());
    }
  });

  it("denies the household's other members, another household's owner, other users and anonymous visitors", async () => {
    await assertAllFail([
      invite(as.mia, BY_ACCOUNT).get(),
      invite(as.carl, BY_ACCOUNT).get(),
      invite(as.vic, BY_ACCOUNT).get(),
      invite(as.bob, BY_ACCOUNT).get(),
      invite(as.nora, BY_ACCOUNT).get(),
      // Each invitee reads her own only.
      invite(as.iris, BY_ADDRESS).get(),
      invite(as.ines, BY_ACCOUNT).get(),
      invite(as.anonymous, BY_ACCOUNT).get(),
    ]);
  });

  it('denies an invitee whose address is not verified, a token without an address, and a string admin claim', async () => {
    await assertAllFail([invite(as.unverifiedIris, BY_ACCOUNT).get(), invite(as.phone, BY_ADDRESS).get(), invite(as.mallory, BY_ACCOUNT).get()]);
  });

  it('refuses a missing invite to everyone, admins and owners included, as it refuses one that is not theirs', async () => {
    await assertAllFail([as.iris, as.ines, as.olga, as.adam, as.nora, as.anonymous].map((db) => invite(db, MISSING).get()));
  });

  it("denies an owner since made a member: the role in their users document is what counts", async () => {
    await seed(env, (db) => db.doc('users/olga').update({ [`organizations.${HOME}.role`]: 'member' }));
    await assertFails(invite(as.olga, BY_ACCOUNT).get());
  });
});

describe('list', () => {
  it('denies every query, even one only matching what the caller may get', async () => {
    const invites = (db: TestFirestore) => db.collection('organizationInvites');
    await assertAllFail([
      invites(as.iris).where('userId', '==', 'iris').get(),
      invites(as.ines).where('email', '==', 'ines@example.test').get(),
      invites(as.olga).where('organizationId', '==', HOME).get(),
      invites(as.olga).where(firebase.firestore.FieldPath.documentId(), '==', BY_ACCOUNT).get(),
      invites(as.adam).get(),
      invites(as.anonymous).get(),
    ]);
  });
});

describe('create, update and delete (the API service only)', () => {
  it('denies the invitee accepting it, or deleting it', async () => {
    const accepted = { status: 'accepted', acceptedAt: serverTimestamp(), updatedAt: serverTimestamp() };
    await assertAllFail([
      invite(as.iris, BY_ACCOUNT).update(accepted),
      invite(as.ines, BY_ADDRESS).update(accepted),
      invite(as.iris, BY_ACCOUNT).update({ role: 'owner' }),
      invite(as.iris, BY_ACCOUNT).delete(),
    ]);
  });

  it('denies owners and admins writing or deleting invites', async () => {
    await assertAllFail([
      invite(as.olga, BY_ACCOUNT).update({ expiresAt: new Date('2100-01-01T00:00:00Z') }),
      invite(as.olga, BY_ACCOUNT).delete(),
      invite(as.adam, BY_ACCOUNT).update({ status: 'accepted' }),
      invite(as.adam, BY_ACCOUNT).delete(),
      invite(as.anonymous, BY_ACCOUNT).delete(),
    ]);
  });

  describe.each(readableInvites)('$why', ({ doc }) => {
    it('is read by the app, yet refused to every client, created or written over an invite', async () => {
      expect(householdInviteSchema.safeParse({ ...toStored(doc), id: 'x' }).success, 'read by the app').toBe(true);
      await assertAllFail(
        [as.olga, as.iris, as.mia, as.adam, as.anonymous].flatMap((db) => [invite(db, 'inv-new').set(toWrite(doc)), invite(db, BY_ACCOUNT).set(toWrite(doc))]),
      );
    });
  });

  it('leaves the stored invites untouched', async () => {
    await assertFails(invite(as.iris, BY_ACCOUNT).update({ status: 'accepted' }));
    await env.withSecurityRulesDisabled(async (context) => {
      expect((await context.firestore().doc(`organizationInvites/${BY_ACCOUNT}`).get()).get('status')).toBe('pending');
      expect((await context.firestore().doc('organizationInvites/inv-new').get()).exists).toBe(false);
    });
  });
});
