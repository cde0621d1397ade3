import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberClients } from '../../../../tests/rules/emulator-clients';
import { createRulesEnv, seed, storedDocument } from '../../../../tests/rules/helpers';
import { userDoc } from '../../../../tests/rules/recipe-fixtures';
import { commitWrites } from './commit-writes';
import { archiveLegacyListWrite, findActiveLegacyListIds } from './legacy-lists';

// Legacy lists as archiving reaches them, with a member's own client against the emulator and
// the real rules: the household's active ones found by their query, then archived.

const PROJECT = 'demo-grocery-legacy-lists';
const HOME = 'org-home';

let env: RulesTestEnvironment;
const { clients, close } = memberClients(PROJECT, ['mia']);

const legacyList = (organizationId: string, status: string) => ({ name: 'Liste de courses du 6 janvier', organizationId, status, items: [], createdAt: new Date('2025-01-06T09:00:00Z') });

beforeAll(async () => {
  env = await createRulesEnv(PROJECT);
});

afterAll(async () => {
  await close();
  await env.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, (db) =>
    db
      .batch()
      .set(db.doc('users/mia'), userDoc('mia', { [HOME]: 'member' }))
      .set(db.doc('groceryLists/a'), legacyList(HOME, 'active'))
      .set(db.doc('groceryLists/b'), legacyList(HOME, 'active'))
      .set(db.doc('groceryLists/old'), legacyList(HOME, 'archived'))
      .set(db.doc('groceryLists/foreign'), legacyList('org-foreign', 'active'))
      .commit(),
  );
});

describe('legacy lists', () => {
  it("finds the household's active ones, and archives them in one batch", async () => {
    const ids = await findActiveLegacyListIds(HOME, clients.mia);
    expect(ids.sort()).toEqual(['a', 'b']);
    await commitWrites(ids.map((id) => archiveLegacyListWrite(id, clients.mia)), clients.mia);
    expect(await findActiveLegacyListIds(HOME, clients.mia)).toEqual([]);
    expect(await storedDocument(env, 'groceryLists/a')).toMatchObject({ status: 'archived', items: [] });
  });
});
