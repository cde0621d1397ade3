import { describe, expect, it } from 'vitest';
import { householdEmulator } from '../../../../tests/rules/emulator-clients';
import { storedDocument } from '../../../../tests/rules/helpers';
import { tickLine, untickLine } from './tick-writes';

// Ticks written by two members of one household at the same time, each with their own client,
// against the emulator and the real rules: a hundred each, every one kept.

const HOME = 'org-home';
const LIST = 'list-home';
const roles = { alice: { [HOME]: 'owner' }, vera: { [HOME]: 'viewer' } } as const;
type Member = keyof typeof roles;

const { clients, env } = householdEmulator(roles, () => ({
  [`groceryListsV2/${LIST}`]: {
    organizationId: HOME,
    name: 'Liste de courses du 20 novembre',
    status: 'active',
    mealEntryRefs: {},
    checkedItems: { 'name:sel:mass': true, 'entry:e1:i1': true },
    customItems: {},
    createdAt: new Date('2026-11-20T09:00:00Z'),
    updatedAt: new Date('2026-11-20T09:00:00Z'),
  },
}));

const ticks = async () => (await storedDocument(env(), `groceryListsV2/${LIST}`))?.checkedItems as Record<string, unknown> | undefined;

describe('ticks written by two members at once', () => {
  it('keeps all 200 ticks when an owner and a viewer tick 100 lines each at the same time', async () => {
    const keys = (uid: Member) => Array.from({ length: 100 }, (_, index) => `name:${uid}-item-${index}.x:count`);
    await Promise.all((Object.keys(roles) as Member[]).flatMap((uid) => keys(uid).map((key) => tickLine(LIST, key, { covered: { count: 2 } }, clients[uid]))));
    const stored = await ticks();
    expect(Object.keys(stored ?? {})).toHaveLength(202);
    expect([...keys('alice'), ...keys('vera')].every((key) => JSON.stringify(stored?.[key]) === JSON.stringify({ covered: { count: 2 } }))).toBe(true);
  });

  it('a reopened line ticked again stores what both ticks covered', async () => {
    await tickLine(LIST, 'food:milk', { covered: { volume: 130 } }, clients.alice);
    await tickLine(LIST, 'food:milk', { covered: { volume: 380 } }, clients.alice);
    expect((await ticks())?.['food:milk']).toEqual({ covered: { volume: 380 } });
  });

  it('a viewer unticks a line and the older tick behind it in one write', async () => {
    await untickLine(LIST, [{ tickKeys: ['name:sel:mass', 'entry:e1:i1'], customItemIds: [] }], clients.vera);
    expect(await ticks()).toEqual({});
  });
});
