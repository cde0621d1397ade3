import { describe, expect, it } from 'vitest';
import { shopperCatalogue } from '@/testing/shopper-samples';
import { food, typed } from '@/testing/shopper-table';
import { aggregateGroceryList } from './aggregate-grocery-list';
import type { AggregatableRecipe } from './grocery-line';
import { leadingLines } from './leading-lines';
import { buildShoppingList, type ShopperGroup } from './shopping-list';

const quiche: AggregatableRecipe = {
  id: 'quiche',
  name: 'Quiche',
  servings: 4,
  ingredients: [
    { id: 'i1', ...food('oignon', 1, 'piece') },
    { id: 'i2', ...food('lait-demi-ecreme', 25, 'centiliter') },
    { id: 'i3', ...food('muscade', 0.5, 'teaspoon') },
    { id: 'i4', ...food('ail', 1, 'piece') },
  ],
};
const { groups } = buildShoppingList({
  items: aggregateGroceryList(
    {
      mealEntryRefs: { e1: { recipeId: 'quiche', portions: 4 } },
      customItems: { c1: { ...typed('Éponges', 2, 'piece'), checked: false }, c2: { ...typed('Piles', 4, 'piece'), checked: false } },
      checkedItems: {},
    },
    new Map([[quiche.id, quiche]]),
  ),
  catalogue: shopperCatalogue,
});
const keys = (shown: readonly ShopperGroup[]) => shown.flatMap((group) => group.lines.map((line) => line.key));
const labels = (shown: readonly ShopperGroup[]) => shown.map((group) => group.labelKey);

describe('leadingLines', () => {
  it('keeps the first lines in order, in their groups, and no group left empty', () => {
    const all = keys(groups);
    expect(groups.length).toBeGreaterThan(2);
    for (let count = 0; count <= all.length; count += 1) {
      const leading = leadingLines(groups, count);
      expect(keys(leading)).toEqual(all.slice(0, count));
      expect(labels(groups).slice(0, leading.length)).toEqual(labels(leading));
      expect(leading.every((group) => group.lines.length > 0)).toBe(true);
    }
  });

  it('gives the groups themselves when they hold no more than asked', () => {
    expect(leadingLines(groups, 1_000)).toEqual(groups);
    expect(leadingLines(groups, 1_000)[0]).toBe(groups[0]);
  });
});
