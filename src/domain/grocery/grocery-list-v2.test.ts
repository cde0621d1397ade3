import { describe, expect, it } from 'vitest';
import { groceryListV2Schema } from './grocery-list-v2';

const stored = {
  id: 'l2',
  name: 'Liste de courses du 11 mars',
  organizationId: 'o1',
  status: 'active',
  mealEntryRefs: [{ mealEntryId: 'e1', recipeId: 'r1', portions: 4 }],
  checkedItems: [
    { standardIngredientId: 'milk', unit: 'l' },
    { mealEntryId: 'e1', ingredientId: 'i3' },
  ],
  customItems: [{ id: 'c1', name: 'Éponges', quantity: '3', createdAt: 1_710_000_000 }],
  createdAt: { seconds: 1_710_000_000, nanoseconds: 0 },
};

describe('groceryListV2Schema', () => {
  it('reads both shapes of checked items', () => {
    const list = groceryListV2Schema.parse(stored);
    expect(list.checkedItems).toEqual([
      { standardIngredientId: 'milk', unit: 'liter' },
      { mealEntryId: 'e1', ingredientId: 'i3' },
    ]);
  });

  it('reads custom items, turning a text quantity into a number', () => {
    const list = groceryListV2Schema.parse(stored);
    expect(list.customItems[0]).toEqual({
      id: 'c1',
      name: 'Éponges',
      quantity: 3,
      unit: 'piece',
      category: 'other',
      checked: false,
      createdAt: new Date(1_710_000_000_000),
    });
  });

  it('defaults an unshared list to private with empty parts', () => {
    const list = groceryListV2Schema.parse({ id: 'l2', name: 'Liste', organizationId: 'o1', status: 'active' });
    expect(list).toMatchObject({ mealEntryRefs: [], checkedItems: [], customItems: [], shareToken: null, isPublic: false });
  });

  it('refuses malformed references and checks', () => {
    const malformed = [
      { mealEntryRefs: [{ mealEntryId: 'e1', recipeId: 'r1', portions: 0 }] },
      { checkedItems: [{ unit: 'g' }] },
      { customItems: [{ id: 'c1', name: ' ', quantity: 1 }] },
    ];
    for (const change of malformed) {
      expect(groceryListV2Schema.safeParse({ ...stored, ...change }).success, JSON.stringify(change)).toBe(false);
    }
  });
});
