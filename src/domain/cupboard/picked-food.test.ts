import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import catalogueJson from '../recipes/standard-ingredients.json';
import { standardIngredientSchema } from '../recipes/standard-ingredient';
import { pickedFood } from './picked-food';

const catalogue = new Map(z.array(standardIngredientSchema).parse(catalogueJson).map((food) => [food.id, food]));
const food = (id: string) => {
  const found = catalogue.get(id);
  if (!found) throw new Error(`${id} is not in the catalogue`);
  return found;
};

describe('what picking a food from the catalogue stocks', () => {
  it('adds one step of the stepper in the unit the food is bought in', () => {
    expect(pickedFood(food('farine-de-ble'), undefined)).toEqual({ kind: 'amount', change: { foodId: 'farine-de-ble', amounts: { mass: 50, volume: 0, count: 0 } } });
    expect(pickedFood(food('oeuf'), undefined)).toEqual({ kind: 'amount', change: { foodId: 'oeuf', amounts: { mass: 0, volume: 0, count: 1 } } });
    expect(pickedFood(food('ail'), undefined)).toEqual({ kind: 'amount', change: { foodId: 'ail', amounts: { mass: 0, volume: 0, count: 1 } } });
  });

  it('counts a liquid in centilitres, stored as millilitres', () => {
    expect(pickedFood(food('lait-demi-ecreme'), undefined)).toEqual({ kind: 'amount', change: { foodId: 'lait-demi-ecreme', amounts: { mass: 0, volume: 50, count: 0 } } });
  });

  it('adds one more step to a food already held, whatever it is held in', () => {
    expect(pickedFood(food('farine-de-ble'), { mass: 500, volume: 0, count: 0 })).toEqual({ kind: 'amount', change: { foodId: 'farine-de-ble', amounts: { mass: 50, volume: 0, count: 0 } } });
  });

  it("keeps a catalogue staple as 'toujours en stock', without an amount", () => {
    expect(pickedFood(food('sel'), undefined)).toEqual({ kind: 'staple', foodId: 'sel' });
    expect(pickedFood(food('poivre-noir'), { mass: 40, volume: 0, count: 0 })).toEqual({ kind: 'staple', foodId: 'poivre-noir' });
  });
});
