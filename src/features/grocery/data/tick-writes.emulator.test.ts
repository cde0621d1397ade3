import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberClients } from '../../../../tests/rules/emulator-clients';
import { createRulesEnv, seed, storedDocument } from '../../../../tests/rules/helpers';
import { userDoc } from '../../../../tests/rules/recipe-fixtures';
import { tickLine, untickLine } from './tick-writes';

// Ticks written by two members of one household at the same time, each with their own client,
// against the emulator and the real rules: a hundred each, every one kept.

const PROJECT = 'demo-grocery-ticks';
const HOME = 'org-home';
const LIST = 'list-home';
const roles = { alice: 'owner', vera: 'viewer' } as const;
type Member = keyof typeof roles;

let env: RulesTestEnvironment;
const { clients, close } = memberClients(PROJECT, Object.keys(roles) as Member[]);

beforeAll(async () => {
  env = await createRulesEnv(PROJECT);
});

afterAll(async () => {
  await close();
  await env.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, async (db) => {
    const batch = db.batch();
    for (const [uid, role] of Object.entries(roles)) batch.set(db.doc(`users/${uid}`), userDoc(uid, { [HOME]: role }));
    batch.set(db.doc(`groceryListsV2/${LIST}`), {
      organizationId: HOME,
      name: 'Liste de courses du 20 novembre',
      status: 'active',
      mealEntryRefs: {},
      checkedItems: { 'name:sel:mass': true, 'entry:e1:i1': true },
      customItems: {},
      createdAt: new Date('2026-11-20T09:00:00Z'),
      updatedAt: new Date('2026-11-20T09:00:00Z'),
    });
    await batch.commit();
  });
});

const ticks = async () => (await storedDocument(env, `groceryListsV2/${LIST}`))?.checkedItems as Record<string, boolean> | undefined;

describe('ticks written by two members at once', () => {
  it('keeps all 200 ticks when an owner and a viewer tick 100 lines each at the same time', async () => {
    const keys = (uid: Member) => Array.from({ length: 100 }, (_, index) => `name:${uid}-item-${index}.x:count`);
    await Promise.all((Object.keys(roles) as Member[]).flatMap((uid) => keys(uid).map((key) => tickLine(LIST, key, clients[uid]))));
    const stored = await ticks();
    expect(Object.keys(stored ?? {})).toHaveLength(202);
    expect([...keys('alice'), ...keys('vera')].every((key) => stored?.[key] === true)).toBe(true);
  });

  it('a viewer unticks a line and the older tick behind it in one write', async () => {
    await untickLine(LIST, [{ tickKeys: ['name:sel:mass', 'entry:e1:i1'], customItemIds: [] }], clients.vera);
    expect(await ticks()).toEqual({});
  });
});
