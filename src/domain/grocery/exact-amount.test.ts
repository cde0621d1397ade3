import { describe, expect, it } from 'vitest';
import type { Unit } from '../recipes/units';
import { exactAmount, formatExactAmount } from './exact-amount';
import type { CountUnit } from './shopping-amount';
import { englishWords, frenchWords } from '@/testing/shopper-words';

const cases: [number, Unit | null, CountUnit | undefined, string][] = [
  [1 / 3, 'teaspoon', undefined, '⅓ c. à c.'],
  [0.333, 'teaspoon', undefined, '⅓ c. à c.'],
  [0.667, 'tablespoon', undefined, '⅔ c. à s.'],
  [0.25, 'teaspoon', undefined, '¼ c. à c.'],
  [2.75, 'tablespoon', undefined, '2 ¾ c. à s.'],
  [0.5, 'cup', undefined, '½ tasse'],
  [2, 'cup', undefined, '2 tasses'],
  [1.5, 'piece', undefined, '1 ½ pièce'],
  [2.5, 'piece', undefined, '2 ½ pièces'],
  [1 / 3 + 1 / 3 + 1 / 3, 'piece', undefined, '1 pièce'],
  [0.999, 'teaspoon', undefined, '1 c. à c.'],
  [9.667, 'piece', 'clove', '9 ⅔ gousses'],
  [0.667, 'piece', 'bunch', '⅔ botte'],
  [1, 'piece', 'can', '1 boîte'],
  // Not a kitchen fraction: the decimal, as the recipe would scale it.
  [0.2, 'piece', undefined, '0,2 pièce'],
  [2 / 9, 'teaspoon', undefined, '0,22 c. à c.'],
  // Weights and volumes are exact with two decimals, never fractions.
  [500 / 3, 'gram', undefined, '166,67 g'],
  [0.5, 'kilogram', undefined, '0,5 kg'],
  [208.333, 'centiliter', undefined, '208,33 cl'],
  [1.5, 'liter', undefined, '1,5 l'],
  [12.5, 'milliliter', undefined, '12,5 ml'],
  [1.5, null, undefined, '1 ½'],
];

describe('formatExactAmount', () => {
  it.each(cases)('%d %s (%s) reads %s', (quantity, unit, countUnit, text) => {
    expect(formatExactAmount(quantity, unit, countUnit ?? 'piece', frenchWords)).toBe(text);
  });

  it('reads nothing for a line without an amount', () => {
    expect(exactAmount(0, 'piece', 'piece', frenchWords)).toEqual({ quantity: '', unit: null });
    expect(formatExactAmount(0, 'teaspoon', 'piece', frenchWords)).toBe('');
  });

  it('reads in the screen’s language', () => {
    expect(formatExactAmount(2, 'piece', 'clove', englishWords)).toBe('2 cloves');
    expect(formatExactAmount(1 / 3, 'teaspoon', 'piece', englishWords)).toBe('⅓ tsp');
  });

  it('gives the number and the unit apart for the screen to lay out', () => {
    expect(exactAmount(1 / 3, 'teaspoon', 'piece', frenchWords)).toEqual({ quantity: '⅓', unit: 'c. à c.' });
    expect(exactAmount(3, null, 'piece', frenchWords)).toEqual({ quantity: '3', unit: null });
  });
});
