import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/domain/collections.ts';
import { actors, createRulesEnv, householdRoles, memberships, seed, storedDocument, uids, type ActorName, type TestFirestore } from './helpers.ts';

// The calendar addresses' documents are the API service's alone (firebase-admin bypasses the
// rules): calendarFeeds/{household} holds each member's nonce, from which their address is
// derived, and calendarTokens/{hash} sends a token's hash to its household and member. Even the
// household's owner and an admin are refused every operation, so no client can learn which
// hashes are live, point a feed at another household or member, revive a revoked or removed
// member's address or delete a live one.

const ORG = 'org-alice';
const HASH = 'a'.repeat(64);

let env: RulesTestEnvironment;
let as: ReturnType<typeof actors>;

beforeAll(async () => {
  env = await createRulesEnv();
  as = actors(env);
  await seed(env, (db) => {
    const batch = db.batch();
    for (const role of householdRoles) batch.set(db.doc(`users/${uids[role]}`), { organizations: memberships({ [ORG]: role }), defaultOrganizationId: ORG });
    batch.set(db.doc(`users/${uids.unverified}`), { organizations: memberships({ [ORG]: 'member' }), defaultOrganizationId: ORG });
    batch.set(db.doc(`${collections.calendarFeeds}/${ORG}`), { members: { [uids.member]: { nonce: 'nonce', tokenHash: HASH } }, updatedAt: new Date() });
    batch.set(db.doc(`${collections.calendarTokens}/${HASH}`), { organizationId: ORG, userId: uids.member, createdAt: new Date() });
    return batch.commit();
  });
});

afterAll(async () => {
  await env.cleanup();
});

const everyone: ActorName[] = ['anonymous', 'unverified', 'viewer', 'member', 'contributor', 'owner', 'admin'];

const attempts: Record<string, (db: TestFirestore) => Promise<unknown>> = {
  'get the members’ nonces': (db) => db.doc(`${collections.calendarFeeds}/${ORG}`).get(),
  'list the nonces': (db) => db.collection(collections.calendarFeeds).get(),
  'replace the nonces': (db) => db.doc(`${collections.calendarFeeds}/${ORG}`).set({ members: { [uids.member]: { nonce: 'chosen', tokenHash: 'b'.repeat(64) } } }),
  'choose their own nonce': (db) => db.doc(`${collections.calendarFeeds}/${ORG}`).update(`members.${uids.owner}`, { nonce: 'chosen', tokenHash: 'b'.repeat(64) }),
  'create a household’s nonces': (db) => db.doc(`${collections.calendarFeeds}/org-other`).set({ members: { [uids.member]: { nonce: 'chosen', tokenHash: 'b'.repeat(64) } } }),
  'delete the nonces': (db) => db.doc(`${collections.calendarFeeds}/${ORG}`).delete(),
  'get a token’s lookup': (db) => db.doc(`${collections.calendarTokens}/${HASH}`).get(),
  'list the household’s tokens': (db) => db.collection(collections.calendarTokens).where('organizationId', '==', ORG).get(),
  'list every token': (db) => db.collection(collections.calendarTokens).get(),
  'list a member’s tokens': (db) => db.collection(collections.calendarTokens).where('userId', '==', uids.member).get(),
  'point a token at the household': (db) => db.doc(`${collections.calendarTokens}/${'c'.repeat(64)}`).set({ organizationId: ORG, userId: uids.viewer }),
  'point the live token elsewhere': (db) => db.doc(`${collections.calendarTokens}/${HASH}`).update({ organizationId: 'org-other' }),
  'hand the live token to another member': (db) => db.doc(`${collections.calendarTokens}/${HASH}`).update({ userId: uids.owner }),
  'revoke the live token': (db) => db.doc(`${collections.calendarTokens}/${HASH}`).delete(),
};

describe.each(Object.entries(attempts))('nobody may %s', (_, attempt) => {
  it.each(everyone)('%s is refused', async (actor) => {
    await assertFails(attempt(as[actor]));
  });
});

it('left both documents as the service wrote them', async () => {
  expect(await storedDocument(env, `${collections.calendarTokens}/${HASH}`)).toMatchObject({ organizationId: ORG, userId: uids.member });
  expect(await storedDocument(env, `${collections.calendarFeeds}/${ORG}`)).toMatchObject({ members: { [uids.member]: { nonce: 'nonce', tokenHash: HASH } } });
  expect(await storedDocument(env, `${collections.calendarTokens}/${'c'.repeat(64)}`)).toBeUndefined();
});
