import { describe, expect, it } from 'vitest';
import { ingredientLineSchema, type IngredientLine } from './ingredient-line';
import { countedFoodIds, noBuyingUnits, recipeLineAmount, type FoodBuyingUnits } from './recipe-line-amount';
import type { Unit } from './units';
import { englishWords, frenchWords } from '@/testing/shopper-words';

const line = (quantity: number, unit: Unit, standardIngredientId?: string, id = 'l1'): IngredientLine =>
  ingredientLineSchema.parse({ id, name: 'x', quantity, unit, category: 'produce', standardIngredientId });

const sold: FoodBuyingUnits = new Map([
  ['ail', 'clove'],
  ['persil-plat', 'bunch'],
  ['tomate-pelee', 'can'],
  ['oignon', 'piece'],
  ['pomme-de-terre', 'weight'],
  ['lait', 'volume'],
]);

// [quantity for the recipe's 6 servings, unit, catalogue food, portions chosen, what the page reads]
const cases: [number, Unit, string | undefined, number, string][] = [
  [3, 'piece', 'ail', 6, '3 gousses'],
  [3, 'piece', 'ail', 7, '3 ½ gousses'],
  [3, 'piece', 'ail', 2, '1 gousse'],
  [1, 'piece', 'ail', 3, '½ gousse'],
  [1, 'piece', 'persil-plat', 4, '⅔ botte'],
  [1, 'piece', 'persil-plat', 12, '2 bottes'],
  [1, 'piece', 'tomate-pelee', 6, '1 boîte'],
  [2, 'piece', 'oignon', 6, '2 pièces'],
  [2, 'piece', 'oignon', 1, '⅓ pièce'],
  [2, 'piece', 'oignon', 9, '3 pièces'],
  [1, 'piece', 'oignon', 9, '1 ½ pièce'],
  // Pieces of a food bought by weight or volume are still pieces: '2 pommes de terre'.
  [4, 'piece', 'pomme-de-terre', 3, '2 pièces'],
  [1, 'piece', 'lait', 6, '1 pièce'],
  // A line the catalogue does not know, or not linked to it, counts in pieces.
  [1, 'piece', 'inconnu', 6, '1 pièce'],
  [1.5, 'piece', undefined, 6, '1 ½ pièce'],
  [1, 'teaspoon', undefined, 2, '⅓ c. à c.'],
  [0.5, 'teaspoon', 'poivre-noir', 6, '½ c. à c.'],
  [2, 'tablespoon', undefined, 8, '2 ⅔ c. à s.'],
  [6, 'tablespoon', 'huile-d-olive', 7, '7 c. à s.'],
  [500, 'gram', 'pomme-de-terre', 2, '166,67 g'],
  [250, 'gram', undefined, 6, '250 g'],
  [1.2, 'kilogram', undefined, 5, '1 kg'],
  [50, 'centiliter', 'lait', 9, '75 cl'],
  [1, 'liter', undefined, 4, '0,67 l'],
  [1, 'cup', undefined, 3, '½ tasse'],
];

describe('recipeLineAmount', () => {
  it.each(cases)('%d %s of %s for 6, at %d portions, reads %s', (quantity, unit, food, portions, text) => {
    expect(recipeLineAmount(line(quantity, unit, food), portions, 6, sold, frenchWords)).toBe(text);
  });

  it('reads nothing for a line without an amount, whatever the portions', () => {
    expect(recipeLineAmount(line(0, 'piece', 'ail'), 8, 4, sold, frenchWords)).toBe('');
    expect(recipeLineAmount(line(0, 'teaspoon'), 2, 4, sold, frenchWords)).toBe('');
  });

  it('counts every piece in pieces when no buying unit could be read', () => {
    expect(recipeLineAmount(line(3, 'piece', 'ail'), 6, 6, noBuyingUnits, frenchWords)).toBe('3 pièces');
    expect(recipeLineAmount(line(1, 'piece', 'persil-plat'), 4, 6, noBuyingUnits, frenchWords)).toBe('⅔ pièce');
  });

  it('reads in the screen’s language', () => {
    expect(recipeLineAmount(line(3, 'piece', 'ail'), 7, 6, sold, englishWords)).toBe('3 ½ cloves');
    expect(recipeLineAmount(line(1, 'tablespoon'), 3, 6, sold, englishWords)).toBe('½ tbsp');
  });
});

describe('countedFoodIds', () => {
  it('names the catalogue foods counted in pieces, once each, in order', () => {
    const lines = [
      line(3, 'piece', 'tomate', 'a'),
      line(2, 'piece', 'ail', 'b'),
      line(1, 'piece', 'tomate', 'c'),
      line(200, 'gram', 'farine', 'd'),
      line(1, 'teaspoon', 'sel', 'e'),
      line(1, 'piece', undefined, 'f'),
    ];
    expect(countedFoodIds(lines)).toEqual(['ail', 'tomate']);
  });

  it('leaves out an id no catalogue document could have', () => {
    expect(countedFoodIds([line(1, 'piece', 'a/b', 'a'), line(1, 'piece', 'x'.repeat(65), 'b'), line(1, 'piece', 'persil', 'c')])).toEqual(['persil']);
  });

  it('asks for nothing when no line counts pieces of a catalogue food', () => {
    expect(countedFoodIds([line(200, 'gram', 'farine'), line(1, 'piece')])).toEqual([]);
  });
});
