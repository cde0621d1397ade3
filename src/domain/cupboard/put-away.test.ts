import { describe, expect, it } from 'vitest';
import { aggregateGroceryList } from '../grocery/aggregate-grocery-list';
import type { AggregatableCustomItem, AggregatableRecipe } from '../grocery/grocery-line';
import type { StoredShopperTick } from '../grocery/shopper-tick';
import { buildShoppingList } from '../grocery/shopping-list';
import { shopperLinesUntickWrites } from '../grocery/untick';
import { shopperCatalogue } from '@/testing/shopper-samples';
import { food, typed } from '@/testing/shopper-table';
import { putAway, putAwayBatches } from './put-away';

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

describe('putAwayBatches', () => {
  const bought = (id: string, quantity: number, unit: 'piece' | 'gram') => ({ ...food(id, quantity, unit), checked: true });
  const foodsOf = (changes: readonly { foodId: string }[]) => changes.map((change) => change.foodId).sort();

  it('puts the whole bag away in one batch when at most one custom item is among it', () => {
    const ticks = { 'food:farine-de-ble': { covered: { mass: 750 } }, 'food:oignon': { covered: { count: 3 } } };
    const { list, result } = putAwayOf(ticks, { c1: bought('citron', 2, 'piece') });
    const batches = putAwayBatches(result, list);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.untick.tickKeys.sort()).toEqual(['food:farine-de-ble', 'food:oignon']);
    expect(batches[0]?.untick.customItemIds).toEqual(['c1']);
    expect(foodsOf(batches[0]?.changes ?? [])).toEqual(['citron', 'farine-de-ble', 'oignon']);
    expect(batches[0]?.lines).toBe(3);
  });

  it('gives each further custom item its own batch, with its own food’s stock', () => {
    const { list, result } = putAwayOf({ 'food:carotte': true }, { c1: bought('citron', 2, 'piece'), c2: bought('oeuf', 6, 'piece') });
    const batches = putAwayBatches(result, list);
    expect(batches.map((batch) => batch.untick.customItemIds.length)).toEqual([1, 1]);
    for (const batch of batches) {
      const [customItemId] = batch.untick.customItemIds;
      expect(foodsOf(batch.changes)).toContain(customItemId === 'c1' ? 'citron' : 'oeuf');
    }
    expect(foodsOf(batches.flatMap((batch) => batch.changes))).toEqual(['carotte', 'citron', 'oeuf']);
    expect(batches.reduce((sum, batch) => sum + batch.lines, 0)).toBe(result.lines.length);
  });

  it('stocks a food bought as two custom items with its first uncheck, the second following alone', () => {
    const { list, result } = putAwayOf({}, { c1: bought('citron', 2, 'piece'), c2: bought('citron', 1, 'piece') });
    const batches = putAwayBatches(result, list);
    expect(batches).toHaveLength(2);
    expect(foodsOf(batches[0]?.changes ?? [])).toEqual(['citron']);
    expect(batches[1]).toEqual({ untick: { tickKeys: [], customItemIds: [expect.any(String)] }, changes: [], lines: 0 });
    expect(batches.flatMap((batch) => batch.untick.customItemIds).sort()).toEqual(['c1', 'c2']);
  });

  it('has nothing to write when nothing is put away', () => {
    const { list, result } = putAwayOf({});
    expect(putAwayBatches(result, list)).toEqual([]);
  });
});
