import { describe, expect, it } from 'vitest';
import { aggregateGroceryList } from '../grocery/aggregate-grocery-list';
import type { AggregatableCustomItem, AggregatableRecipe } from '../grocery/grocery-line';
import type { StoredShopperTick } from '../grocery/shopper-tick';
import { buildShoppingList } from '../grocery/shopping-list';
import { shopperCatalogue } from '@/testing/shopper-samples';
import { food, typed } from '@/testing/shopper-table';
import { stockFromTicks } from './stock-from-ticks';

const recipe: AggregatableRecipe = {
  id: 'r1',
  name: 'Potée',
  servings: 4,
  ingredients: [
    { id: 'i1', ...food('farine-de-ble', 750, 'gram') },
    { id: 'i2', ...food('oignon', 3, 'piece') },
    { id: 'i3', ...food('pomme-de-terre', 600, 'gram') },
    { id: 'i4', ...food('courgette', 2, 'piece') },
    { id: 'i5', ...food('lait-demi-ecreme', 52, 'centiliter') },
    { id: 'i6', ...food('sel', 1, 'teaspoon') },
    { id: 'i7', ...food('carotte', 500, 'gram') },
  ],
};

const custom = (item: ReturnType<typeof typed>, checked = false): AggregatableCustomItem => ({ ...item, checked });

function putAway(ticks: Record<string, StoredShopperTick>, customItems: Record<string, AggregatableCustomItem> = {}) {
  const items = aggregateGroceryList({ mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 } }, customItems, checkedItems: {} }, new Map([[recipe.id, recipe]]));
  const shopping = buildShoppingList({ items, catalogue: shopperCatalogue, ticks });
  return stockFromTicks({ lines: shopping.groups.flatMap((group) => group.lines), ticks, catalogue: shopperCatalogue });
}

describe('stockFromTicks', () => {
  it('puts away what each tick covered, in the food’s buying dimension', () => {
    expect(
      putAway({
        'food:farine-de-ble': { covered: { mass: 750 } },
        'food:oignon': { covered: { count: 3 } },
        // Four potatoes picked by the piece are 600 g at 150 g each.
        'food:pomme-de-terre': { covered: { count: 4 } },
        // Courgettes have no weight per piece: they stay pieces.
        'food:courgette': { covered: { count: 2 } },
      }),
    ).toEqual([
      { foodId: 'courgette', amounts: { mass: 0, volume: 0, count: 2 } },
      { foodId: 'oignon', amounts: { mass: 0, volume: 0, count: 3 } },
      { foodId: 'pomme-de-terre', amounts: { mass: 600, volume: 0, count: 0 } },
      { foodId: 'farine-de-ble', amounts: { mass: 750, volume: 0, count: 0 } },
    ]);
  });

  it('puts away what a reopened line’s tick bought', () => {
    expect(putAway({ 'food:lait-demi-ecreme': { covered: { volume: 330 } } })).toEqual([{ foodId: 'lait-demi-ecreme', amounts: { mass: 0, volume: 330, count: 0 } }]);
  });

  it('reads a tick stored before ticks had amounts as the amount the line showed', () => {
    // 500 g of carrots, shown as 500 g.
    expect(putAway({ 'food:carotte': true })).toEqual([{ foodId: 'carotte', amounts: { mass: 500, volume: 0, count: 0 } }]);
  });

  it('puts away a ticked custom item that is a catalogue food, and not one that is not', () => {
    const changes = putAway({}, { c1: custom(typed('lait', 1, 'liter'), true), c2: custom(typed('Éponges', 3, ''), true), c3: custom(typed('lait de noisette', 1, 'liter'), true) });
    // The litre typed and ticked, not the recipe's 52 cl still to buy on the same line.
    expect(changes).toEqual([{ foodId: 'lait-demi-ecreme', amounts: { mass: 0, volume: 1000, count: 0 } }]);
  });

  it('puts away nothing for lines left open, or for a staple only checked in the cupboard', () => {
    expect(putAway({ 'food:sel': { covered: {} } })).toEqual([]);
    expect(putAway({})).toEqual([]);
  });
});
