import { describe, expect, it } from 'vitest';
import { GROCERY_LIST_MAX_CUSTOM_ITEMS, groceryListSchema } from '@/domain/grocery/grocery-list';
import { householdEmulator } from '../../../../tests/rules/emulator-clients';
import { storedDocument } from '../../../../tests/rules/helpers';
import { addCustomItem, setCustomItemQuantity, type NewCustomItem } from './custom-item-writes';

// Items typed by hand, written by two members of one household at the same time, each with
// their own client, against the emulator and the real rules: each adds fifty items and changes
// the quantity of fifty others, interleaved, and all two hundred changes are kept.

const HOME = 'org-home';
const LIST = 'list-home';
const EACH = 50;
// Two hundred writes to one document, each judged by the rules over a map of up to two hundred
// items, queue up on the emulator: ten seconds or so, more on a busy machine.
const WRITES_TIMEOUT = 60_000;

const roles = { alice: { [HOME]: 'owner' }, mia: { [HOME]: 'member' } } as const;
type Member = keyof typeof roles;
const members = Object.keys(roles) as Member[];

const at = new Date('2026-11-20T09:00:00Z');
const indexes = Array.from({ length: EACH }, (_, index) => index);
// Ids holding dots: written through FieldPath, they stay keys, never nested paths.
const storedId = (uid: Member, index: number) => `stored.${uid}.${index}`;
const addedId = (uid: Member, index: number) => `added.${uid}.${index}`;

function added(uid: Member, index: number): NewCustomItem {
  return { name: `Article ${uid} ${index}`, quantity: index + 1, unit: 'piece', category: 'other', standardIngredientId: index % 2 === 0 ? `std-${index}` : null };
}

const { clients, env } = householdEmulator(roles, () => {
  const items = members.flatMap((uid) =>
    indexes.map((index) => [storedId(uid, index), { name: `Stocké ${uid} ${index}`, quantity: 1, unit: 'piece', category: 'other', checked: false, createdAt: at }]),
  );
  return {
    [`groceryListsV2/${LIST}`]: {
      organizationId: HOME,
      name: 'Liste de courses du 20 novembre',
      status: 'active',
      mealEntryRefs: {},
      checkedItems: {},
      customItems: Object.fromEntries(items),
      createdAt: at,
      updatedAt: at,
    },
  };
});

describe('custom items written by two members at once', () => {
  it('keeps all 200 changes when two members each add 50 items and change 50 quantities at the same time', async () => {
    // Both members' writes start together, interleaved: an addition, then a quantity change.
    await Promise.all(
      indexes.flatMap((index) =>
        members.flatMap((uid) => [
          addCustomItem(LIST, addedId(uid, index), added(uid, index), clients[uid]),
          setCustomItemQuantity(LIST, storedId(uid, index), index + 2, clients[uid]),
        ]),
      ),
    );

    const stored = await storedDocument(env(), `groceryListsV2/${LIST}`);
    const items = stored?.customItems as Record<string, Record<string, unknown>>;
    expect(Object.keys(items)).toHaveLength(GROCERY_LIST_MAX_CUSTOM_ITEMS);
    for (const uid of members) {
      for (const index of indexes) {
        expect(items[storedId(uid, index)]).toMatchObject({ name: `Stocké ${uid} ${index}`, quantity: index + 2 });
        const { standardIngredientId, ...fields } = added(uid, index);
        const item = items[addedId(uid, index)];
        expect(item).toMatchObject({ ...fields, checked: false });
        expect(item?.standardIngredientId).toBe(standardIngredientId ?? undefined);
        expect(item?.createdAt).toHaveProperty('toMillis');
      }
    }
    // What they wrote is what the app reads.
    expect(Object.keys(groceryListSchema.parse({ ...stored, id: LIST }).customItems)).toHaveLength(GROCERY_LIST_MAX_CUSTOM_ITEMS);
  }, WRITES_TIMEOUT);
});
