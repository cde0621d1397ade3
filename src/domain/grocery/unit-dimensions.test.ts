import { describe, expect, it } from 'vitest';
import { units, type Unit } from '../recipes/units';
import { entryTickKey, groceryLineKey, normalizeItemName, standardTickKey } from './line-key';
import { dimensionOf, displayUnitFor, fromBaseQuantity, isKnownUnit, toBaseQuantity, type LineUnit, type UnitDimension } from './unit-dimensions';

describe('unit dimensions', () => {
  it.each<[LineUnit, UnitDimension, number]>([
    ['piece', 'count', 1],
    ['gram', 'mass', 1],
    ['kilogram', 'mass', 1000],
    ['milliliter', 'volume', 1],
    ['centiliter', 'volume', 10],
    ['deciliter', 'volume', 100],
    ['liter', 'volume', 1000],
    ['teaspoon', 'volume', 5],
    ['tablespoon', 'volume', 15],
    ['cup', 'volume', 250],
    [undefined, 'none', 1],
    [null, 'none', 1],
    ['', 'none', 1],
  ])('%s measures %s, %s of its base unit', (unit, dimension, factor) => {
    expect(dimensionOf(unit)).toBe(dimension);
    expect(toBaseQuantity(2, unit)).toBe(2 * factor);
    expect(fromBaseQuantity(2 * factor, unit)).toBe(2);
  });

  it('knows every unit of the enumeration and nothing else', () => {
    expect(units.every(isKnownUnit)).toBe(true);
    expect(['oz', 'L', 'toString', '', 3].some(isKnownUnit)).toBe(false);
  });
});

describe('displayUnitFor', () => {
  it.each<[string, Unit[], number, Unit | null]>([
    ['a single unit stays, however large', ['gram'], 1500, 'gram'],
    ['spoons alone stay spoons', ['tablespoon'], 45, 'tablespoon'],
    ['one unit met twice is still one unit', ['liter', 'liter'], 250, 'liter'],
    ['mixed masses under 1 kg are grams', ['gram', 'kilogram'], 999, 'gram'],
    ['mixed masses from 1 kg are kilograms', ['gram', 'kilogram'], 1000, 'kilogram'],
    ['float noise under 1 kg still counts as 1 kg', ['kilogram', 'gram'], 999.9999999999, 'kilogram'],
    ['mixed volumes from 1 l are litres', ['centiliter', 'liter'], 1500, 'liter'],
    ['litres and centilitres under 1 l are centilitres', ['liter', 'centiliter'], 250, 'centiliter'],
    ['decilitres and litres under 1 l are centilitres', ['deciliter', 'liter'], 700, 'centiliter'],
    ['spoons with millilitres are millilitres', ['tablespoon', 'milliliter'], 130, 'milliliter'],
    ['spoons with centilitres are millilitres', ['teaspoon', 'centiliter'], 15, 'milliliter'],
    ['cups with litres from 1 l are litres', ['cup', 'liter'], 1250, 'liter'],
  ])('%s', (_title, sourceUnits, base, expected) => {
    expect(displayUnitFor(sourceUnits, base)).toBe(expected);
  });

  it('has no unit for lines without one', () => {
    expect(displayUnitFor([], 3)).toBeNull();
  });
});

describe('line keys', () => {
  it('hold what a line merges on and its dimension, never its unit', () => {
    expect(groceryLineKey({ name: 'Farine', standardIngredientId: 'flour' }, 'mass')).toBe('std:flour:mass');
    expect(groceryLineKey({ name: '  Beurre   DOUX ', standardIngredientId: null }, 'mass')).toBe('name:beurre doux:mass');
    expect(groceryLineKey({ name: 'Sel', standardIngredientId: '' }, 'none')).toBe('name:sel:none');
    expect(standardTickKey('milk', 'liter')).toBe(standardTickKey('milk', 'tablespoon'));
    expect(standardTickKey('milk', 'liter')).toBe('std:milk:volume');
    expect(entryTickKey('e1', 'i3')).toBe('entry:e1:i3');
  });

  it('normalise names by case and spaces, keeping accents', () => {
    expect(normalizeItemName('\u00a0Crème  Fraîche\t')).toBe('crème fraîche');
  });
});
