import { getDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { aggregateGroceryList } from '@/domain/grocery/aggregate-grocery-list';
import type { AggregatableRecipe } from '@/domain/grocery/grocery-line';
import { groceryListSchema } from '@/domain/grocery/grocery-list-v2';
import { sharedListSnapshot } from '@/domain/grocery/shared-list';
import { readDoc } from '@/lib/firestore/typed-doc';
import { householdEmulator } from '../../../../tests/rules/emulator-clients';
import { seed, storedDocument } from '../../../../tests/rules/helpers';
import { commitWrites } from './commit-writes';
import { groceryListRef } from './grocery-refs';
import { tickSharedLine } from './shared-list';
import { archiveSharedListWrite, publishSharedListWrite, shareListWrite } from './shared-list-writes';

// A shared list driven end to end against the emulator and the real rules: a writer shares the
// household's list with their own client, a visitor signed in to nobody ticks a line through the
// link with theirs, and the writer's next publish of the view, made from the list as it now
// stands, keeps that tick.

const PROJECT = 'demo-grocery-shared-list';
const HOME = 'org-home';
const LIST = 'list-home';
const TOKEN = 'Zm9vYmFyYmF6cXV4LXF1dX';
const MILK = 'std:milk:volume';
// A key holding a dot: written through FieldPath, it stays one key.
const SALT = 'name:sel n.1:none';

const { clients, visitor, env } = householdEmulator(
  PROJECT,
  { alice: { [HOME]: 'owner' } },
  () => ({
    [`groceryListsV2/${LIST}`]: {
      organizationId: HOME,
      name: 'Liste de courses du 20 novembre',
      status: 'active',
      mealEntryRefs: { e1: { recipeId: gratin.id, portions: 8 } },
      checkedItems: {},
      customItems: {},
      createdAt: new Date('2026-11-20T09:00:00Z'),
      updatedAt: new Date('2026-11-20T09:00:00Z'),
    },
  }),
  { visitor: true },
);

const expiresAt = new Date(Date.now() + 30 * 24 * 3600 * 1000);
const gratin: AggregatableRecipe = {
  id: 'r1',
  name: 'Gratin',
  servings: 4,
  ingredients: [
    { id: 'i1', name: 'Lait', quantity: 50, unit: 'centiliter', category: 'dairy', standardIngredientId: 'milk' },
    { id: 'i2', name: 'Sel n.1', quantity: 1, category: 'condiments' },
  ],
};

/** The view of the list as the writer's app makes it: from the list as it now stands. */
async function currentSnapshot() {
  const list = readDoc(await getDoc(groceryListRef(LIST, clients.alice)), groceryListSchema);
  if (!list) throw new Error('The list is unreadable');
  return sharedListSnapshot(list, aggregateGroceryList(list, new Map([[gratin.id, gratin]])), expiresAt);
}

const share = async () => commitWrites([shareListWrite(LIST, TOKEN, expiresAt, clients.alice), publishSharedListWrite(TOKEN, await currentSnapshot(), clients.alice)], clients.alice);
const publish = async () => commitWrites([publishSharedListWrite(TOKEN, await currentSnapshot(), clients.alice)], clients.alice);
const tick = (key: string, checked: boolean) => tickSharedLine({ token: TOKEN, listId: LIST, legacy: false }, key, checked, visitor);
const read = (path: string) => storedDocument(env(), path);

beforeEach(async () => {
  await share();
});

describe('a shared list', () => {
  it('is shared in one batch: the token on the list, and a view of its lines under that token', async () => {
    expect(await read(`groceryListsV2/${LIST}`)).toMatchObject({ shareToken: TOKEN, isPublic: true });
    expect(await read(`sharedGroceryLists/${TOKEN}`)).toMatchObject({
      listId: LIST,
      organizationId: HOME,
      status: 'active',
      lines: {
        [MILK]: { name: 'Lait', quantity: 100, unit: 'centiliter', category: 'dairy', recipeNames: ['Gratin'], checked: false },
        [SALT]: { name: 'Sel n.1', quantity: 2, unit: null, category: 'condiments', recipeNames: ['Gratin'], checked: false },
      },
    });
  });

  it("takes a visitor's tick on the view and on the household's list, and the writer's next publish keeps it", async () => {
    await tick(SALT, true);
    expect((await read(`sharedGroceryLists/${TOKEN}`))?.lines).toMatchObject({ [SALT]: { checked: true }, [MILK]: { checked: false } });
    expect(await read(`groceryListsV2/${LIST}`)).toMatchObject({ checkedItems: { [SALT]: true }, tickedWithToken: TOKEN });

    // The household plans more: the writer publishes the view again, the tick still on it.
    await seed(env(), (db) => db.doc(`groceryListsV2/${LIST}`).update({ 'mealEntryRefs.e1.portions': 12 }));
    await publish();
    expect((await read(`sharedGroceryLists/${TOKEN}`))?.lines).toMatchObject({ [SALT]: { checked: true, quantity: 3 }, [MILK]: { checked: false, quantity: 150 } });
  });

  it("takes a visitor's untick on both documents, which the next publish keeps too", async () => {
    await tick(MILK, true);
    await tick(MILK, false);
    expect((await read(`groceryListsV2/${LIST}`))?.checkedItems).toEqual({});
    await publish();
    expect((await read(`sharedGroceryLists/${TOKEN}`))?.lines).toMatchObject({ [MILK]: { checked: false } });
  });

  it('takes no tick once archived: the whole batch is refused', async () => {
    await commitWrites([archiveSharedListWrite(TOKEN, clients.alice)], clients.alice);
    expect(await read(`sharedGroceryLists/${TOKEN}`)).toMatchObject({ status: 'archived' });
    await expect(tick(SALT, true)).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await read(`groceryListsV2/${LIST}`))?.checkedItems).toEqual({});
  });
});
