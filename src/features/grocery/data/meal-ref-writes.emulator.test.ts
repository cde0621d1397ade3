import { writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { DocumentWrite } from '@/lib/firebase/document-writer';
import { householdEmulator } from '../../../../tests/rules/emulator-clients';
import { storedDocument } from '../../../../tests/rules/helpers';
import { addMealRefWrite, createListWithMealRefWrite, removeMealRefWrite, setMealRefPortionsWrite } from './meal-ref-writes';

// The list's side of planner actions, written by two members at once with their own clients,
// against the emulator and the real rules: references are set and removed by field path, so
// neither member's change overwrites the other's.

const HOME = 'org-home';
const LIST = 'list-home';
const roles = { alice: { [HOME]: 'owner' }, mia: { [HOME]: 'member' } } as const;
type Member = keyof typeof roles;

const at = new Date('2026-11-20T09:00:00Z');

const { clients, env } = householdEmulator(roles, () => ({
  [`groceryListsV2/${LIST}`]: {
    organizationId: HOME,
    name: 'Liste de courses du 20 novembre',
    status: 'active',
    mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 }, e2: { recipeId: 'r2', portions: 2 } },
    checkedItems: { 'std:flour:mass': true },
    customItems: {},
    createdAt: at,
    updatedAt: at,
  },
}));

function writeAs(uid: Member, write: DocumentWrite) {
  const batch = writeBatch(clients[uid]);
  write(batch);
  return batch.commit();
}

const read = (path: string) => storedDocument(env(), path);

describe('meal references written by two members at once', () => {
  it('keeps an addition, a portions change and a removal made at the same moment, and the ticks', async () => {
    await Promise.all([
      writeAs('alice', addMealRefWrite(LIST, 'e3', { recipeId: 'r3', portions: 6 }, clients.alice)),
      writeAs('mia', setMealRefPortionsWrite(LIST, 'e1', 5, clients.mia)),
      writeAs('mia', removeMealRefWrite(LIST, 'e2', clients.mia)),
    ]);
    const list = await read(`groceryListsV2/${LIST}`);
    expect(list?.mealEntryRefs).toEqual({ e1: { recipeId: 'r1', portions: 5 }, e3: { recipeId: 'r3', portions: 6 } });
    expect(list?.checkedItems).toEqual({ 'std:flour:mass': true });
  });

  it('takes ids as ids, never as dotted paths', async () => {
    await writeAs('alice', addMealRefWrite(LIST, 'odd.id', { recipeId: 'r9', portions: 1 }, clients.alice));
    expect((await read(`groceryListsV2/${LIST}`))?.mealEntryRefs['odd.id']).toEqual({ recipeId: 'r9', portions: 1 });
  });

  it('opens a list holding its first meal', async () => {
    await writeAs('mia', createListWithMealRefWrite({ id: 'list-new', organizationId: HOME, name: 'Liste de courses du 24 novembre' }, 'e9', { recipeId: 'r9', portions: 3 }, clients.mia));
    expect(await read('groceryListsV2/list-new')).toMatchObject({
      organizationId: HOME,
      status: 'active',
      name: 'Liste de courses du 24 novembre',
      mealEntryRefs: { e9: { recipeId: 'r9', portions: 3 } },
      checkedItems: {},
      customItems: {},
    });
  });
});
