import { describe, expect, it } from 'vitest';
import { aggregateGroceryList } from './aggregate-grocery-list';
import {
  GROCERY_LIST_MAX_CUSTOM_ITEMS,
  GROCERY_LIST_MAX_MEAL_ENTRY_REFS,
  GROCERY_LIST_NAME_MAX_LENGTH,
  groceryListSchema,
} from './grocery-list';
import type { AggregatableRecipe } from './grocery-line';

const base = { id: 'l2', name: 'Liste de courses du 11 mars', organizationId: 'o1', status: 'active' };

const current = {
  ...base,
  mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 } },
  checkedItems: { 'std:milk:volume': true, 'name:éponges:count': true },
  customItems: { c1: { name: 'Éponges', quantity: 3, unit: 'piece', category: 'other', checked: false, createdAt: 1_710_000_000 } },
  shareToken: null,
  createdAt: { seconds: 1_710_000_000, nanoseconds: 0 },
};

const older = {
  ...base,
  mealEntryRefs: [{ mealEntryId: 'e1', recipeId: 'r1', portions: 4 }],
  checkedItems: [
    { standardIngredientId: 'milk', unit: 'l' },
    { mealEntryId: 'e1', ingredientId: 'i3' },
  ],
  customItems: [{ id: 'c1', name: 'Éponges', quantity: '3', createdAt: 1_710_000_000 }],
};

const sponges = { id: 'c1', name: 'Éponges', quantity: 3, unit: 'piece', category: 'other', checked: false, createdAt: new Date(1_710_000_000_000) };

describe('groceryListSchema', () => {
  it('reads the maps keyed by id, with the key as the custom item id', () => {
    const list = groceryListSchema.parse(current);
    expect(list.mealEntryRefs).toEqual({ e1: { recipeId: 'r1', portions: 4 } });
    expect(list.checkedItems).toEqual({ 'std:milk:volume': true, 'name:éponges:count': true });
    expect(list.customItems).toEqual({ c1: sponges });
    expect(list).toMatchObject({ shareToken: null, shareExpiry: null, isPublic: false, createdAt: new Date(1_710_000_000_000) });
  });

  it('reads the older arrays into the same maps', () => {
    const list = groceryListSchema.parse(older);
    expect(list.mealEntryRefs).toEqual({ e1: { recipeId: 'r1', portions: 4 } });
    // {standardIngredientId, unit} becomes the line key of that ingredient in the unit's dimension.
    expect(list.checkedItems).toEqual({ 'std:milk:volume': true, 'entry:e1:i3': true });
    expect(list.customItems).toEqual({ c1: sponges });
  });

  it('ticks lines from older ticks of both forms', () => {
    const list = groceryListSchema.parse(older);
    const recipe: AggregatableRecipe = {
      id: 'r1',
      name: 'Gratin',
      servings: 4,
      ingredients: [
        { id: 'i1', name: 'Lait', quantity: 50, unit: 'centiliter', category: 'dairy', standardIngredientId: 'milk' },
        { id: 'i2', name: 'Crème', quantity: 20, unit: 'centiliter', category: 'dairy', standardIngredientId: 'cream' },
        { id: 'i3', name: 'Gruyère', quantity: 100, unit: 'gram', category: 'dairy' },
      ],
    };
    const items = aggregateGroceryList(list, new Map([['r1', recipe]]));
    expect(items.map((item) => [item.name, item.checked])).toEqual([
      ['Éponges', false],
      ['Crème', false],
      ['Gruyère', true],
      ['Lait', true],
    ]);
  });

  it('defaults a new list to empty maps, unshared', () => {
    const list = groceryListSchema.parse(base);
    expect(list).toMatchObject({ mealEntryRefs: {}, checkedItems: {}, customItems: {}, shareToken: null, isPublic: false });
  });

  it('leaves out a custom item whose name holds a line break or a tab, as any malformed entry', () => {
    const customItems = { c1: current.customItems.c1, c2: { ...current.customItems.c1, name: 'Épon\r\nges' }, c3: { ...current.customItems.c1, name: 'Épon\tges' } };
    expect(Object.keys(groceryListSchema.parse({ ...current, customItems }).customItems)).toEqual(['c1']);
  });

  it('leaves out malformed entries and unticked keys, keeping the rest', () => {
    const list = groceryListSchema.parse({
      ...base,
      mealEntryRefs: { e1: { recipeId: 'r1', portions: 0 }, e2: { recipeId: 'r2', portions: 2 }, e3: null },
      checkedItems: { 'std:milk:volume': false, 'name:sel:none': true, 'std:egg:count': 'yes' },
      customItems: { c1: { name: ' ', quantity: 1 }, c2: { name: 'Sel', quantity: 1, unit: 'oz' }, c3: { name: 'Sel', quantity: 1 } },
    });
    expect(list.mealEntryRefs).toEqual({ e2: { recipeId: 'r2', portions: 2 } });
    expect(list.checkedItems).toEqual({ 'name:sel:none': true });
    expect(Object.keys(list.customItems)).toEqual(['c3']);
  });

  it('keeps a stored __proto__ key an ordinary entry', () => {
    const stored = JSON.parse('{"__proto__": {"recipeId": "r1", "portions": 2}}') as unknown;
    const list = groceryListSchema.parse({ ...base, mealEntryRefs: stored });
    expect(Object.keys(list.mealEntryRefs)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(list.mealEntryRefs)).toBe(Object.prototype);
  });

  it('refuses what is neither a map nor a list, and lists over their limits', () => {
    const tooMany = (count: number, make: (index: number) => unknown) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, make(index)]));
    const refused = [
      { checkedItems: 'milk' },
      { name: 'x'.repeat(GROCERY_LIST_NAME_MAX_LENGTH + 1) },
      { name: 'Liste\r\nEND:VCALENDAR' },
      { customItems: tooMany(GROCERY_LIST_MAX_CUSTOM_ITEMS + 1, (index) => ({ name: `Item ${index}`, quantity: 1 })) },
      { mealEntryRefs: tooMany(GROCERY_LIST_MAX_MEAL_ENTRY_REFS + 1, () => ({ recipeId: 'r1', portions: 2 })) },
      { status: 'done' },
    ];
    for (const change of refused) {
      expect(groceryListSchema.safeParse({ ...base, ...change }).success, Object.keys(change).join()).toBe(false);
    }
    const atLimit = tooMany(GROCERY_LIST_MAX_CUSTOM_ITEMS, (index) => ({ name: `Item ${index}`, quantity: 1 }));
    expect(groceryListSchema.safeParse({ ...base, customItems: atLimit }).success).toBe(true);
  });
});
