import { describe, expect, it } from 'vitest';
import { pastedIngredientLines } from './pasted-ingredients';
import { standardIngredientSchema } from './standard-ingredient';

const catalogue = [
  { id: 'ail', name: 'ail', aliases: ["gousses d'ail"], language: 'fr', category: 'produce', preferredUnit: 'piece' },
  { id: 'farine-de-ble', name: 'farine de blé', aliases: ['farine'], language: 'fr', category: 'sweetGrocery', preferredUnit: 'gram' },
  { id: 'sel', name: 'sel', aliases: [], language: 'fr', category: 'condiments', preferredUnit: 'teaspoon' },
].map((ingredient) => standardIngredientSchema.parse(ingredient));

function counter() {
  let next = 0;
  return () => `line-${(next += 1)}`;
}

describe('pastedIngredientLines', () => {
  it('makes one form line per non-empty line, with the catalogue entry and its aisle', () => {
    const pasted = pastedIngredientLines("200 g de farine\n\n  2 gousses d'ail  \r\n", catalogue, { room: 100, newId: counter() });
    expect(pasted.lines).toEqual([
      { id: 'line-1', name: 'farine de blé', quantity: 200, unit: 'gram', category: 'sweetGrocery', standardIngredientId: 'farine-de-ble' },
      { id: 'line-2', name: 'ail', quantity: 2, unit: 'piece', category: 'produce', standardIngredientId: 'ail' },
    ]);
    expect(pasted).toMatchObject({ unmatchedIds: [], withoutQuantityIds: [], leftOut: 0 });
  });

  it('keeps an unknown food as written, in the "other" aisle, and lists it for review', () => {
    const pasted = pastedIngredientLines('1 c. à soupe de sauce poivrade', catalogue, { room: 100, newId: counter() });
    expect(pasted.lines).toEqual([{ id: 'line-1', name: 'sauce poivrade', quantity: 1, unit: 'tablespoon', category: 'other', standardIngredientId: null }]);
    expect(pasted.unmatchedIds).toEqual(['line-1']);
  });

  it('leaves a missing or vague quantity blank, and lists the line', () => {
    const pasted = pastedIngredientLines('Sel, poivre\n1 pincée de sel', catalogue, { room: 100, newId: counter() });
    expect(pasted.lines.map(({ quantity }) => quantity)).toEqual(['', '']);
    expect(pasted.withoutQuantityIds).toEqual(['line-1', 'line-2']);
  });

  it('skips the headings of a list', () => {
    const pasted = pastedIngredientLines('Pour la pâte :\n200 g de farine\nPour la garniture:\n2 gousses d’ail', catalogue, { room: 100, newId: counter() });
    expect(pasted.lines.map(({ name }) => name)).toEqual(['farine de blé', 'ail']);
  });

  it('adds only what the recipe has room for, and counts the rest', () => {
    const pasted = pastedIngredientLines('200 g de farine\n2 gousses d’ail\nSel', catalogue, { room: 2, newId: counter() });
    expect(pasted.lines).toHaveLength(2);
    expect(pasted.leftOut).toBe(1);
    expect(pastedIngredientLines('Sel', catalogue, { room: 0, newId: counter() })).toMatchObject({ lines: [], leftOut: 1 });
  });
});
