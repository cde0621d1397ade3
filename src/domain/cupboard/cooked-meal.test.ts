import { describe, expect, it } from 'vitest';
import type { AggregatableLine } from '../grocery/grocery-line';
import { shopperCatalogue } from '@/testing/shopper-samples';
import { food, stockOf, typed } from '@/testing/shopper-table';
import type { StockAmounts } from './pantry-entry';
import { cookedMealChanges, undoStockChanges } from './cooked-meal';

type Line = Omit<AggregatableLine, 'id'>;

function cook(lines: Line[], { servings = 4, portions = 4, stock = {}, staples = [] }: { servings?: number; portions?: number; stock?: Record<string, Partial<StockAmounts>>; staples?: string[] } = {}) {
  const recipe = { servings, ingredients: lines.map((line, index) => ({ ...line, id: `i${index + 1}` })) };
  return cookedMealChanges({ recipe, portions, stock: stockOf(staples, stock), catalogue: shopperCatalogue });
}

const change = (foodId: string, amounts: Partial<StockAmounts>) => ({ foodId, amounts: { mass: 0, volume: 0, count: 0, ...amounts } });

describe('cookedMealChanges', () => {
  it('takes the meal’s amounts at its portions', () => {
    // 750 g for 4, cooked for 2: 375 g.
    expect(cook([food('farine-de-ble', 750, 'gram')], { portions: 2, stock: { 'farine-de-ble': { mass: 500 } } })).toEqual([change('farine-de-ble', { mass: -375 })]);
  });

  it('never takes more than there is', () => {
    expect(cook([food('farine-de-ble', 750, 'gram'), food('oeuf', 3, 'piece')], { stock: { 'farine-de-ble': { mass: 200 }, oeuf: { count: 2 } } })).toEqual([
      change('farine-de-ble', { mass: -200 }),
      change('oeuf', { count: -2 }),
    ]);
  });

  it('converts into the dimension the stock keeps: 240 g of onion from onions kept by the piece', () => {
    expect(cook([food('oignon', 240, 'gram')], { stock: { oignon: { count: 3 } } })).toEqual([change('oignon', { count: -2 })]);
  });

  it('converts spoons and litres through the density', () => {
    // 25 cl of milk kept by weight at 1.03 g/ml: 257.5 g.
    const [milk] = cook([food('lait-demi-ecreme', 25, 'centiliter')], { stock: { 'lait-demi-ecreme': { mass: 515 } } });
    expect(milk?.amounts.mass).toBeCloseTo(-257.5);
    expect(milk?.amounts.volume).toBe(0);
  });

  it('takes from the same dimension first, then the others', () => {
    // 300 g loose, then 700 g of the four potatoes kept by the piece (4,67 of them, so all four).
    expect(cook([food('pomme-de-terre', 1, 'kilogram')], { stock: { 'pomme-de-terre': { mass: 300, count: 4 } } })).toEqual([change('pomme-de-terre', { mass: -300, count: -4 })]);
  });

  it('leaves what cannot be converted: courgettes in pieces are not taken from courgettes by weight', () => {
    expect(cook([food('courgette', 2, 'piece')], { stock: { courgette: { mass: 1000 } } })).toEqual([]);
  });

  it('uses a food up exactly, so it leaves the cupboard, whatever the float noise', () => {
    // 70 cl for 3 cooked for 1 is 700 × ⅓ ml, a hair under the 700 / 3 ml a third of a bottle put away.
    const stocked = 700 / 3;
    const [milk] = cook([food('lait-demi-ecreme', 70, 'centiliter')], { servings: 3, portions: 1, stock: { 'lait-demi-ecreme': { volume: stocked } } });
    expect(stocked + (milk?.amounts.volume ?? 0)).toBe(0);
  });

  it('finds the food of a line saved without a link, as the list does', () => {
    expect(cook([typed('farine', 100, 'gram')], { stock: { 'farine-de-ble': { mass: 500 } } })).toEqual([change('farine-de-ble', { mass: -100 })]);
  });

  it("changes nothing for foods not in stock or kept 'toujours en stock' without an amount", () => {
    expect(cook([food('sel', 1, 'teaspoon'), food('oignon', 1, 'piece'), typed('tofu fumé', 200, 'gram')], { staples: ['sel'] })).toEqual([]);
  });

  it('takes nothing for a meal it cannot scale', () => {
    expect(cook([food('farine-de-ble', 750, 'gram')], { servings: 0, stock: { 'farine-de-ble': { mass: 500 } } })).toEqual([]);
    expect(cook([food('farine-de-ble', 750, 'gram')], { portions: Number.NaN, stock: { 'farine-de-ble': { mass: 500 } } })).toEqual([]);
  });
});

describe('undoStockChanges', () => {
  it('gives back exactly what was taken', () => {
    const taken = cook([food('farine-de-ble', 750, 'gram'), food('pomme-de-terre', 1, 'kilogram')], { stock: { 'farine-de-ble': { mass: 200 }, 'pomme-de-terre': { mass: 300, count: 4 } } });
    expect(undoStockChanges(taken)).toEqual([change('farine-de-ble', { mass: 200 }), change('pomme-de-terre', { mass: 300, count: 4 })]);
  });
});
