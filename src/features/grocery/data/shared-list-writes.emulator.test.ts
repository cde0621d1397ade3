import { getDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { aggregateGroceryList } from '@/domain/grocery/aggregate-grocery-list';
import type { AggregatableRecipe } from '@/domain/grocery/grocery-line';
import { groceryListSchema } from '@/domain/grocery/grocery-list';
import { shareExpiryFrom } from '@/domain/grocery/share-fields';
import { sharedLineColumnsSchema } from '@/domain/grocery/shared-line-columns';
import { sharedListSnapshot } from '@/domain/grocery/shared-list';
import { readDoc } from '@/lib/firebase/typed-doc';
import { householdEmulator } from '../../../../tests/rules/emulator-clients';
import { seed, storedDocument } from '../../../../tests/rules/helpers';
import { commitWrites } from './commit-writes';
import { groceryListRef } from './grocery-refs';
import { watchSharedList } from './shared-list';
import { archiveSharedListWrite, publishSharedListWrite, shareListWrite } from './shared-list-writes';

// A shared list driven end to end against the emulator and the real rules: a writer shares the
// household's list with their own client, a visitor signed in to nobody reads its view with
// theirs and finds no id of the household there, and the writer's next publish of the view,
// made from the list as it now stands, shows a tick the service put on the list meanwhile.

const HOME = 'org-home';
const LIST = 'list-home';
const TOKEN = 'Zm9vYmFyYmF6cXV4LXF1dX';
const MILK = 'std:milk:volume';
// A key holding a dot: it stays one key.
const SALT = 'name:sel n.1:none';
const binding = { organizationId: HOME, listId: LIST };

const { clients, visitor, env } = householdEmulator(
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

const expiresAt = shareExpiryFrom(new Date());
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

const share = async () =>
  commitWrites([shareListWrite(LIST, TOKEN, expiresAt, clients.alice), publishSharedListWrite(TOKEN, await currentSnapshot(), binding, clients.alice)], clients.alice);
const publish = async () => commitWrites([publishSharedListWrite(TOKEN, await currentSnapshot(), undefined, clients.alice)], clients.alice);
const read = (path: string) => storedDocument(env(), path);
const storedLines = async () => sharedLineColumnsSchema.parse((await read(`sharedGroceryLists/${TOKEN}`))?.lines);

/** The view as the visitor's page first reads it. */
function visitorsView() {
  return new Promise((resolve, reject) => {
    const stop = watchSharedList(
      TOKEN,
      (list) => {
        stop();
        resolve(list);
      },
      reject,
      visitor,
    );
  });
}

beforeEach(async () => {
  await share();
});

describe('a shared list', () => {
  it("is shared in one batch: the token on the list, the view's owner, and a view of its lines under that token holding no id", async () => {
    expect(await read(`groceryListsV2/${LIST}`)).toMatchObject({ shareToken: TOKEN, isPublic: true });
    expect(await read(`sharedGroceryListOwners/${TOKEN}`)).toEqual(binding);
    const view = await read(`sharedGroceryLists/${TOKEN}`);
    expect(Object.keys(view ?? {}).sort()).toEqual(['expiresAt', 'lines', 'name', 'status', 'updatedAt']);
    expect(await storedLines()).toEqual({
      [MILK]: { name: 'Lait', quantity: 100, unit: 'centiliter', category: 'dairy', recipeNames: ['Gratin'], checked: false },
      [SALT]: { name: 'Sel n.1', quantity: 2, unit: null, category: 'condiments', recipeNames: ['Gratin'], checked: false },
    });
  });

  it('opens to a visitor signed in to nobody, as the page reads it', async () => {
    expect(await visitorsView()).toMatchObject({ token: TOKEN, status: 'active', name: 'Liste de courses du 20 novembre', lines: { [MILK]: { checked: false } } });
  });

  it("shows, at the writer's next publish, what changed on the list: a tick the service put there, more portions", async () => {
    await seed(env(), (db) => db.doc(`groceryListsV2/${LIST}`).update({ 'mealEntryRefs.e1.portions': 12, checkedItems: { [SALT]: true } }));
    await publish();
    expect(await storedLines()).toMatchObject({ [SALT]: { checked: true, quantity: 3 }, [MILK]: { checked: false, quantity: 150 } });
  });

  it("drops the ids of a view an older app wrote, and writes its owner, when published with the list's binding", async () => {
    await seed(env(), async (db) => {
      await db.doc(`sharedGroceryListOwners/${TOKEN}`).delete();
      await db.doc(`sharedGroceryLists/${TOKEN}`).set({ listId: LIST, organizationId: HOME, name: 'Ancienne', status: 'active', expiresAt, lines: {} });
    });
    await expect(publish()).rejects.toMatchObject({ code: 'permission-denied' });
    await commitWrites([publishSharedListWrite(TOKEN, await currentSnapshot(), binding, clients.alice)], clients.alice);
    expect(await read(`sharedGroceryLists/${TOKEN}`)).not.toHaveProperty('organizationId');
    expect(await read(`sharedGroceryListOwners/${TOKEN}`)).toEqual(binding);
  });

  it('is archived with its owner written again, and then no longer republished as active', async () => {
    await commitWrites([archiveSharedListWrite(TOKEN, binding, clients.alice)], clients.alice);
    expect(await read(`sharedGroceryLists/${TOKEN}`)).toMatchObject({ status: 'archived' });
    await expect(publish()).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
