import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import catalogueJson from '../recipes/standard-ingredients.json';
import { standardIngredientSchema } from '../recipes/standard-ingredient';
import { readStockLines } from './stock-lines';

// Against the seed catalogue itself, as the page reads it.
const catalogue = z.array(standardIngredientSchema).parse(catalogueJson);
const none = { mass: 0, volume: 0, count: 0 };

describe('readStockLines', () => {
  it('reads an amount per food in its buying dimension and base unit', () => {
    const read = readStockLines('500 g de farine\n6 œufs\n1 l de lait\n2 gousses d’ail', catalogue);
    expect(read.changes).toEqual([
      { foodId: 'farine-de-ble', amounts: { ...none, mass: 500 } },
      { foodId: 'oeuf', amounts: { ...none, count: 6 } },
      { foodId: 'lait-demi-ecreme', amounts: { ...none, volume: 1000 } },
      { foodId: 'ail', amounts: { ...none, count: 2 } },
    ]);
    expect(read.unknown).toEqual([]);
    expect(read.foodIds).toEqual(['farine-de-ble', 'oeuf', 'lait-demi-ecreme', 'ail']);
  });

  it('adds up lines of one food and converts what the catalogue knows how to (a kilogram, eggs by weight)', () => {
    const read = readStockLines('1 kg de farine\n250 g farine\n120 g d’œufs', catalogue);
    expect(read.changes).toEqual([
      { foodId: 'farine-de-ble', amounts: { ...none, mass: 1250 } },
      { foodId: 'oeuf', amounts: { ...none, count: 2 } },
    ]);
  });

  it('keeps a food named without an amount as a staple, unless another line stocks it', () => {
    expect(readStockLines('sel\nfarine', catalogue)).toMatchObject({ changes: [], staples: ['sel', 'farine-de-ble'] });
    expect(readStockLines('sel\n1 kg de sel', catalogue)).toMatchObject({ staples: [], changes: [{ foodId: 'sel', amounts: { ...none, mass: 1000 } }] });
  });

  it('never stocks a line that names no food of the catalogue, and skips blank lines', () => {
    const read = readStockLines('\n  3 trucs bizarres \n\n6 œufs\n', catalogue);
    expect(read.unknown).toEqual(['3 trucs bizarres']);
    expect(read.changes).toEqual([{ foodId: 'oeuf', amounts: { ...none, count: 6 } }]);
  });
});
