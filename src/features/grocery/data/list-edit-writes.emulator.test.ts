import { assertFails } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import { groceryListSchema, type MealEntryRefFields } from '@/domain/grocery/grocery-list';
import { GROCERY_LIST_MAX_ENTRY_CHANGES_PER_WRITE, inWrites, mealsNotHeld, type MealToInclude } from '@/domain/grocery/list-write-chunks';
import { householdEmulator } from '../../../../tests/rules/emulator-clients';
import { storedDocument } from '../../../../tests/rules/helpers';
import { archiveListWrite } from './archive-writes';
import { commitWrites } from './commit-writes';
import { addCustomItem, removeCustomItem, setCustomItemQuantity } from './custom-item-writes';
import { addMealRefs, removeMealRefs } from './meal-ref-list-writes';
import { openList } from './open-list';

// The grocery list's own edits, written with the app's data functions by members' real clients
// against the emulator and the real rules: what writers write lands and reads back, what
// viewers and other households try is refused.

const HOME = 'org-home';
const FOREIGN = 'org-foreign';
const LIST = 'list-home';
const OLDER = 'list-older';

const roles = { alice: { [HOME]: 'owner' }, mia: { [HOME]: 'member' }, vera: { [HOME]: 'viewer' }, bob: { [FOREIGN]: 'owner' } } as const;
type User = keyof typeof roles;

const at = new Date('2026-11-20T09:00:00Z');
const sponges = { name: 'Éponges', quantity: 3, unit: 'piece', category: 'other', checked: false, createdAt: at };
const salt = { name: 'Sel', quantity: 1, unit: 'piece', category: 'condiments', standardIngredientId: null } as const;

function storedList(changes: Record<string, unknown> = {}) {
  return {
    organizationId: HOME,
    name: 'Liste de courses du 20 novembre',
    status: 'active',
    mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 }, e2: { recipeId: 'r1', portions: 2 }, e3: { recipeId: 'r1', portions: 3 }, e4: { recipeId: 'r1', portions: 1 }, e5: { recipeId: 'r2', portions: 2 } },
    checkedItems: {},
    customItems: { c1: sponges },
    createdAt: at,
    updatedAt: at,
    ...changes,
  };
}

const { clients, env } = householdEmulator(roles, () => ({
  [`groceryListsV2/${LIST}`]: storedList(),
  [`groceryListsV2/${OLDER}`]: storedList({ createdAt: new Date('2026-11-01T09:00:00Z') }),
}));

const read = async (id: string) => groceryListSchema.parse({ ...(await storedDocument(env(), `groceryListsV2/${id}`)), id });
const meal = (index: number): MealToInclude => ({ mealEntryId: `m${index}`, recipeId: `r${index}`, portions: index });
const refsOf = (meals: readonly MealToInclude[]): Record<string, MealEntryRefFields> =>
  Object.fromEntries(meals.map(({ mealEntryId, recipeId, portions }) => [mealEntryId, { recipeId, portions }]));

describe('what writers write', () => {
  it('adds, re-counts and removes a custom item', async () => {
    await addCustomItem(LIST, 'c.2', salt, clients.mia);
    await addCustomItem(LIST, 'c3', { ...salt, name: 'Lait', standardIngredientId: 'milk' }, clients.alice);
    await setCustomItemQuantity(LIST, 'c.2', 4, clients.alice);
    await removeCustomItem(LIST, 'c1', clients.mia);
    const items = (await read(LIST)).customItems;
    expect(Object.keys(items).sort()).toEqual(['c.2', 'c3']);
    expect(items['c.2']).toMatchObject({ name: 'Sel', quantity: 4, checked: false });
    expect(items['c.2']?.standardIngredientId).toBeUndefined();
    expect(items.c3).toMatchObject({ name: 'Lait', standardIngredientId: 'milk' });
    expect(items.c3?.createdAt).toBeInstanceOf(Date);
  });

  it('removes every meal of a recipe in one write', async () => {
    await removeMealRefs(LIST, ['e1', 'e2', 'e3', 'e4'], clients.mia);
    expect((await read(LIST)).mealEntryRefs).toEqual({ e5: { recipeId: 'r2', portions: 2 } });
  });

  it(`adds ${GROCERY_LIST_MAX_ENTRY_CHANGES_PER_WRITE} meals in one write, which is all the rules take`, async () => {
    const meals = [1, 2, 3, 4].map(meal);
    await assertFails(addMealRefs(LIST, refsOf(meals), clients.mia));
    await Promise.all(inWrites(meals).map((write) => addMealRefs(LIST, refsOf(write), clients.mia)));
    expect(Object.keys((await read(LIST)).mealEntryRefs).sort()).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', 'm1', 'm2', 'm3', 'm4']);
  });

  it('opens a list with its first meals, the next ones following it without waiting', async () => {
    const [first = [], ...rest] = inWrites(mealsNotHeld([1, 2, 3, 4, 5, 6, 7].map(meal), {}));
    const list = { id: 'list-new', organizationId: HOME, name: 'Liste de courses du 24 novembre' };
    await Promise.all([openList(list, { mealEntryRefs: refsOf(first) }, clients.mia), ...rest.map((write) => addMealRefs(list.id, refsOf(write), clients.mia))]);
    const opened = await read(list.id);
    expect(opened).toMatchObject({ organizationId: HOME, name: list.name, status: 'active', checkedItems: {}, customItems: {} });
    expect(opened.mealEntryRefs).toEqual(refsOf([1, 2, 3, 4, 5, 6, 7].map(meal)));
  });

  it('opens a list holding one custom item, laid out as a list opened by a meal', async () => {
    await openList({ id: 'list-new', organizationId: HOME, name: 'Liste de courses du 24 novembre' }, { customItems: { c9: salt } }, clients.alice);
    const stored = await storedDocument(env(), 'groceryListsV2/list-new');
    expect(Object.keys(stored ?? {}).sort()).toEqual(['checkedItems', 'createdAt', 'customItems', 'mealEntryRefs', 'name', 'organizationId', 'status', 'updatedAt']);
    expect(stored?.customItems).toEqual({ c9: { name: 'Sel', quantity: 1, unit: 'piece', category: 'condiments', checked: false, createdAt: expect.anything() } });
  });

  it('archives lists in one batch, to which other writes may be added', async () => {
    await commitWrites([archiveListWrite(LIST, clients.alice), archiveListWrite(OLDER, clients.alice)], clients.alice);
    expect((await read(LIST)).status).toBe('archived');
    expect((await read(OLDER)).status).toBe('archived');
  });
});

describe('what others try', () => {
  it('refuses every edit but ticks to viewers, and every write to another household', async () => {
    const archive = (uid: User) => commitWrites([archiveListWrite(LIST, clients[uid])], clients[uid]);
    await Promise.all(
      (['vera', 'bob'] as const).flatMap((uid) => [
        assertFails(addCustomItem(LIST, 'c9', salt, clients[uid])),
        assertFails(setCustomItemQuantity(LIST, 'c1', 5, clients[uid])),
        assertFails(removeCustomItem(LIST, 'c1', clients[uid])),
        assertFails(addMealRefs(LIST, refsOf([meal(1)]), clients[uid])),
        assertFails(removeMealRefs(LIST, ['e1'], clients[uid])),
        assertFails(archive(uid)),
      ]),
    );
    expect(await storedDocument(env(), `groceryListsV2/${LIST}`)).toMatchObject({ ...storedList(), createdAt: expect.anything(), updatedAt: expect.anything(), customItems: { c1: { ...sponges, createdAt: expect.anything() } } });
  });

  it('refuses a list opened in another household', async () => {
    await assertFails(openList({ id: 'list-x', organizationId: HOME, name: 'x' }, { customItems: { c9: salt } }, clients.bob));
    await assertFails(openList({ id: 'list-y', organizationId: HOME, name: 'x' }, { customItems: { c9: salt } }, clients.vera));
  });
});
