import { describe, expect, it } from 'vitest';
import { aggregateGroceryList } from '../grocery/aggregate-grocery-list';
import type { AggregatableCustomItem, AggregatableRecipe } from '../grocery/grocery-line';
import type { StoredShopperTick } from '../grocery/shopper-tick';
import { buildShoppingList } from '../grocery/shopping-list';
import { shopperLinesUntickWrites } from '../grocery/untick';
import { shopperCatalogue } from '@/testing/shopper-samples';
import { food, typed } from '@/testing/shopper-table';
import { putAway } from './put-away';

const recipe: AggregatableRecipe = {
  id: 'r1',
  name: 'Crêpes',
  servings: 4,
  ingredients: [
    { id: 'i1', ...food('farine-de-ble', 750, 'gram') },
    { id: 'i2', ...food('oignon', 3, 'piece') },
    { id: 'i3', ...food('carotte', 500, 'gram') },
  ],
};

function putAwayOf(ticks: Record<string, StoredShopperTick>, customItems: Record<string, AggregatableCustomItem> = {}) {
  const list = { mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 } }, customItems, checkedItems: ticks };
  const items = aggregateGroceryList({ ...list, checkedItems: {} }, new Map([[recipe.id, recipe]]));
  const shopping = buildShoppingList({ items, catalogue: shopperCatalogue, ticks });
  return { list, result: putAway({ lines: shopping.groups.flatMap((group) => group.lines), ticks, catalogue: shopperCatalogue }) };
}

describe('putAway', () => {
  it('gives the ticked foods’ stock changes and their lines, not the open ones', () => {
    const { result } = putAwayOf({ 'food:farine-de-ble': { covered: { mass: 750 } }, 'food:oignon': { covered: { count: 3 } } });
    expect(result.changes.map((change) => change.foodId).sort()).toEqual(['farine-de-ble', 'oignon']);
    expect(result.lines.map((line) => line.key).sort()).toEqual(['food:farine-de-ble', 'food:oignon']);
  });

  it('leaves out a ticked custom item that is no catalogue food: its tick stays', () => {
    const { result } = putAwayOf({ 'food:carotte': true }, { c1: { ...typed('Éponges', 3, ''), checked: true } });
    expect(result.changes).toEqual([{ foodId: 'carotte', amounts: { mass: 500, volume: 0, count: 0 } }]);
    expect(result.lines.map((line) => line.name)).toEqual(['carotte']);
  });

  it('unticks every line put away in as few writes as the rules take', () => {
    const ticks = { 'food:farine-de-ble': { covered: { mass: 750 } }, 'food:oignon': { covered: { count: 3 } }, 'food:carotte': true as const };
    const { list, result } = putAwayOf(ticks);
    const writes = shopperLinesUntickWrites(result.lines, { checkedItems: list.checkedItems, customItems: {} });
    expect(writes).toHaveLength(1);
    expect(writes[0]?.tickKeys.sort()).toEqual(['food:carotte', 'food:farine-de-ble', 'food:oignon']);
  });
});
