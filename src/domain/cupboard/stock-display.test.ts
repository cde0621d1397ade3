import { describe, expect, it } from 'vitest';
import type { ShopperFood } from '../grocery/food-need';
import { steppedAmounts, stockAmount, stockStepper } from './stock-display';

const flour: ShopperFood = { id: 'farine-de-ble', name: 'farine de blé', category: 'sweetGrocery', buyingUnit: 'weight', gramsPerMl: 0.55 };
const milk: ShopperFood = { id: 'lait', name: 'lait', category: 'dairy', buyingUnit: 'volume', gramsPerMl: 1.03 };
const garlic: ShopperFood = { id: 'ail', name: 'ail', category: 'produce', buyingUnit: 'clove', pieceGrams: 5 };
const none = { mass: 0, volume: 0, count: 0 };

describe('stockAmount', () => {
  it("reads a food's stock in its buying unit, as the list does", () => {
    expect(stockAmount({ ...none, mass: 500 }, flour)).toEqual([{ dimension: 'mass', base: 500, value: 500, unit: 'gram' }]);
    expect(stockAmount({ ...none, count: 10 }, garlic)).toEqual([{ dimension: 'count', base: 10, value: 10, unit: 'clove', heads: 1 }]);
    expect(stockAmount({ ...none, volume: 1500 }, milk)).toEqual([{ dimension: 'volume', base: 1500, value: 1.5, unit: 'liter' }]);
  });

  it('shows nothing for a staple without an amount', () => {
    expect(stockAmount(none, flour)).toEqual([]);
  });
});

describe('stockStepper', () => {
  it('steps the dimension the food is bought in, volumes in centilitres', () => {
    expect(stockStepper({ ...none, mass: 500 }, flour)).toEqual({ dimension: 'mass', value: 500, unit: 'gram', step: 50, toBase: 1 });
    expect(stockStepper({ ...none, volume: 750 }, milk)).toMatchObject({ dimension: 'volume', value: 75, unit: 'centiliter' });
    expect(stockStepper(none, garlic)).toMatchObject({ dimension: 'count', value: 0, unit: 'clove', step: 1 });
  });

  it('steps what a food the catalogue does not know holds, else pieces', () => {
    expect(stockStepper({ ...none, volume: 200 }, undefined)).toMatchObject({ dimension: 'volume', value: 20 });
    expect(stockStepper(none, undefined)).toMatchObject({ dimension: 'count', unit: 'piece' });
  });

  it('sets the stepped dimension in base units and keeps the others', () => {
    const amounts = { mass: 0, volume: 750, count: 2 };
    expect(steppedAmounts(amounts, stockStepper(amounts, milk), 80)).toEqual({ mass: 0, volume: 800, count: 2 });
  });
});
