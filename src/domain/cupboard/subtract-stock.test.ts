import { describe, expect, it } from 'vitest';
import { food, recipe, shop, typed, type LineRow, type PlannedRecipe, type ShopperCase } from '@/testing/shopper-table';
import { shopperCatalogue } from '@/testing/shopper-samples';
import { subtractStock } from './subtract-stock';

// The shopper table with a cupboard: rows read '<aisle>|<food>: <what it reads>', 'au placard'
// for the 'Déjà au placard' group, ✓ before a ticked line (src/testing/shopper-table.ts).

type Case = [string, ShopperCase, LineRow[]];

const once = (...lines: ReturnType<typeof food>[]): [PlannedRecipe, number][] => [[recipe('Recette', 4, ...lines), 4]];
const flour = (grams: number) => food('farine-de-ble', grams, 'gram');

const cases: Case[] = [
  ['500 g in stock, 750 g needed: 250 g to buy', { meals: once(flour(750)), stock: { 'farine-de-ble': { mass: 500 } } }, [['sweetGrocery|farine de blé: 250 g', [[250, 'gram']]]]],
  ['1 kg in stock, 1,5 kg needed: 500 g', { meals: once(food('farine-de-ble', 1.5, 'kilogram')), stock: { 'farine-de-ble': { mass: 1000 } } }, [['sweetGrocery|farine de blé: 500 g', [[500, 'gram']]]]],
  ['milk kept by weight is taken off a need in litres through its density', { meals: once(food('lait-demi-ecreme', 1, 'liter')), stock: { 'lait-demi-ecreme': { mass: 515 } } }, [['dairy|lait demi-écrémé: 50 cl', [[50, 'centiliter']]]]],
  ['3 onions in stock, 500 g needed (4,17 onions): 2 to buy', { meals: once(food('oignon', 500, 'gram')), stock: { oignon: { count: 3 } } }, [['produce|oignon: 2 pièces', [[2, 'piece']]]]],
  ['4 potatoes in stock (600 g), 1 kg needed: 400 g', { meals: once(food('pomme-de-terre', 1, 'kilogram')), stock: { 'pomme-de-terre': { count: 4 } } }, [['produce|pomme de terre: 400 g', [[400, 'gram']]]]],
  ['a need the stock covers leaves the aisles with the amount that covers it', { meals: once(flour(750)), stock: { 'farine-de-ble': { mass: 1000 } } }, [['au placard|farine de blé: 750 g', [[750, 'gram']]]]],
  ['exactly what is needed covers it', { meals: once(flour(750)), stock: { 'farine-de-ble': { mass: 750 } } }, [['au placard|farine de blé: 750 g', [[750, 'gram']]]]],
  ["salt kept 'toujours en stock' is in the cupboard whatever the amount", { meals: once(food('sel', 1, 'teaspoon')), inStock: ['sel'] }, [['au placard|sel: à vérifier', []]]],
  ["a food kept 'toujours en stock' needs no amount to cover 2 kg", { meals: once(flour(2000)), inStock: ['farine-de-ble'] }, [['au placard|farine de blé: 2 kg', [[2, 'kilogram']]]]],
  [
    'a staple partly in stock shows what is left to check',
    { meals: once(food('huile-d-olive', 50, 'centiliter')), stock: { 'huile-d-olive': { volume: 200 } } },
    [["placard|huile d'olive: à vérifier · 30 cl", [[30, 'centiliter']]]],
  ],
  [
    'weight in stock covers the weighed part only: courgettes in pieces nobody can weigh are still to buy',
    { meals: once(food('courgette', 300, 'gram'), food('courgette', 2, 'piece')), stock: { courgette: { mass: 1000 } } },
    [['produce|courgette: 2 pièces', [[2, 'piece']]]],
  ],
  ['a name typed on the list is the catalogue food, and the stock comes off it', { custom: [typed('farine', 1, 'kilogram')], stock: { 'farine-de-ble': { mass: 500 } } }, [['sweetGrocery|farine de blé: 500 g', [[500, 'gram']]]]],
  [
    'a food the catalogue does not know is never subtracted',
    { custom: [typed('lait de noisette', 1, 'liter')], stock: { 'lait-demi-ecreme': { volume: 2000 } } },
    [['other|lait de noisette: 1 l', [[1, 'liter']]]],
  ],
  ['parsley to taste is in the cupboard once there is some', { meals: once(food('persil-plat', 0, 'piece')), stock: { 'persil-plat': { count: 1 } } }, [['au placard|persil plat: ', []]]],
  ['a food whose stock ran out is bought whole', { meals: once(flour(750)), stock: { 'farine-de-ble': { mass: 0 } } }, [['sweetGrocery|farine de blé: 750 g', [[750, 'gram']]]]],
  ['a tick covers the remainder', { meals: once(flour(750)), stock: { 'farine-de-ble': { mass: 500 } }, ticks: { 'food:farine-de-ble': { covered: { mass: 250 } } } }, [['sweetGrocery|farine de blé: ✓ 250 g', [[250, 'gram']]]]],
  [
    'a tick taken before the stock covers more than the remainder: still ticked',
    { meals: once(flour(750)), stock: { 'farine-de-ble': { mass: 500 } }, ticks: { 'food:farine-de-ble': { covered: { mass: 750 } } } },
    [['sweetGrocery|farine de blé: ✓ 250 g', [[250, 'gram']]]],
  ],
  [
    'a cupboard that shrinks reopens the tick with what it no longer covers',
    { meals: once(flour(750)), stock: { 'farine-de-ble': { mass: 300 } }, ticks: { 'food:farine-de-ble': { covered: { mass: 250 } } } },
    [['sweetGrocery|farine de blé: encore 200 g', [[200, 'gram']]]],
  ],
];

describe('the list less the cupboard', () => {
  it.each(cases)('%s', (_title, input, expected) => {
    expect(shop(input)).toEqual(expected);
  });
});

const byId = new Map(shopperCatalogue.map((sample) => [sample.id, sample]));
const flourFood = byId.get('farine-de-ble');
const entry = (amounts: { mass?: number; volume?: number; count?: number }, staple = false) => ({ foodId: 'farine-de-ble', mass: 0, volume: 0, count: 0, staple, ...amounts });

describe('subtractStock', () => {
  it('never goes below zero, and says only what the need uses of a larger stock', () => {
    expect(subtractStock({ mass: 500, volume: 0, count: 0, none: 0 }, entry({ mass: 2000 }), flourFood)).toEqual({
      remaining: { mass: 0, volume: 0, count: 0, none: 0 },
      fromCupboard: { mass: 500, volume: 0, count: 0, none: 0 },
      whole: true,
    });
  });

  it('takes what there is off a larger need', () => {
    expect(subtractStock({ mass: 750, volume: 0, count: 0, none: 0 }, entry({ mass: 500 }), flourFood)).toEqual({
      remaining: { mass: 250, volume: 0, count: 0, none: 0 },
      fromCupboard: { mass: 500, volume: 0, count: 0, none: 0 },
      whole: false,
    });
  });

  it('converts spoons of flour in stock into grams, as the list does', () => {
    // 100 ml of flour at 0.55 g/ml: 55 g.
    const { remaining } = subtractStock({ mass: 100, volume: 0, count: 0, none: 0 }, entry({ volume: 100 }), flourFood);
    expect(remaining.mass).toBeCloseTo(45);
  });

  it('reads float noise in the sums as the amount', () => {
    expect(subtractStock({ mass: 750.0000001, volume: 0, count: 0, none: 0 }, entry({ mass: 750 }), flourFood).whole).toBe(true);
  });

  it('changes nothing without an entry, or with an emptied one', () => {
    const need = { mass: 750, volume: 0, count: 0, none: 0 };
    for (const stocked of [undefined, entry({})]) {
      expect(subtractStock(need, stocked, flourFood)).toEqual({ remaining: need, fromCupboard: { mass: 0, volume: 0, count: 0, none: 0 }, whole: false });
    }
  });
});
