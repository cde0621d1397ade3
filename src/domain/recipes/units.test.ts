import { describe, expect, it } from 'vitest';
import { parseUnit, unitAbbreviations, unitLabelKey, units, unitSchema } from './units';

describe('units', () => {
  it('gives the abbreviations of spec B §3', () => {
    expect(units.map((unit) => unitAbbreviations[unit])).toEqual(['pc', 'g', 'kg', 'ml', 'cl', 'dl', 'l', 'tsp', 'tbsp', 'cup']);
  });

  it('reads a unit by key or abbreviation, in any case', () => {
    expect(parseUnit('gram')).toBe('gram');
    expect(parseUnit(' G ')).toBe('gram');
    expect(parseUnit('L')).toBe('liter');
    expect(parseUnit('tbsp')).toBe('tablespoon');
    expect(unitSchema.parse('Kg')).toBe('kilogram');
  });

  it('refuses units it does not know', () => {
    for (const value of ['oz', '', 'grams', 'toString']) {
      expect(parseUnit(value), value).toBeNull();
      expect(unitSchema.safeParse(value).success, value).toBe(false);
    }
  });

  it('builds the label key', () => {
    expect(unitLabelKey('teaspoon')).toBe('units.teaspoon');
  });
});
