import { describe, expect, it } from 'vitest';
import { SHARED_LINE_KEY_MAX_LENGTH, SHARED_LINE_MAX_RECIPE_NAMES, sharedLineColumns, sharedLineColumnsSchema, type SharedLine } from './shared-line-columns';

const milk: SharedLine = { name: 'Lait', quantity: 1.5, unit: 'liter', category: 'dairy', recipeNames: ['Gratin', 'Crêpes'], checked: true };
const salt: SharedLine = { name: 'Sel', quantity: 1, unit: null, category: 'condiments', recipeNames: [], checked: false };
const lines = { 'std:milk:volume': milk, 'name:sel.fin/gros:none': salt };

/** Stored columns with some of their entries replaced: [column, index, value]. */
function storedWith(...changes: [keyof ReturnType<typeof sharedLineColumns>, number, unknown][]) {
  const columns: Record<string, unknown[]> = { ...sharedLineColumns(lines) };
  for (const [column, index, value] of changes) columns[column] = columns[column]?.map((entry, i) => (i === index ? value : entry)) ?? [];
  return columns;
}

describe('sharedLineColumns', () => {
  it('stores line i as the i-th entry of each column, recipe names joined by a line break', () => {
    expect(sharedLineColumns(lines)).toEqual({
      lineKeys: ['std:milk:volume', 'name:sel.fin/gros:none'],
      names: ['Lait', 'Sel'],
      quantities: [1.5, 1],
      units: ['liter', null],
      categories: ['dairy', 'condiments'],
      checked: [true, false],
      recipeNames: ['Gratin\nCrêpes', ''],
    });
  });

  it('reads them back as the lines by key', () => {
    expect(sharedLineColumnsSchema.parse(sharedLineColumns(lines))).toEqual(lines);
    expect(sharedLineColumnsSchema.parse(sharedLineColumns({}))).toEqual({});
  });

  it('refuses columns of different lengths, a missing column, or more lines than a view holds', () => {
    const columns = sharedLineColumns(lines);
    expect(sharedLineColumnsSchema.safeParse({ ...columns, names: ['Lait'] }).success).toBe(false);
    expect(sharedLineColumnsSchema.safeParse({ ...columns, checked: undefined }).success).toBe(false);
    expect(sharedLineColumnsSchema.safeParse({ ...columns, units: 'liter' }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`k${i}`, salt]));
    expect(sharedLineColumnsSchema.safeParse(sharedLineColumns(many)).success).toBe(false);
  });

  it('leaves out a line no client may write rather than the whole list', () => {
    const bad: [keyof ReturnType<typeof sharedLineColumns>, unknown][] = [
      ['lineKeys', ''],
      ['lineKeys', 'k'.repeat(SHARED_LINE_KEY_MAX_LENGTH + 1)],
      ['lineKeys', 'name:sel\n:none'],
      ['names', 42],
      ['names', 'Sel\u0000'],
      ['quantities', -1],
      ['quantities', '1'],
      ['units', 'oz'],
      ['checked', 'oui'],
      ['recipeNames', ['Gratin']],
      ['recipeNames', 'Gratin\n'],
      ['recipeNames', Array.from({ length: SHARED_LINE_MAX_RECIPE_NAMES + 1 }, () => 'Gratin').join('\n')],
    ];
    for (const [column, value] of bad) {
      expect(sharedLineColumnsSchema.parse(storedWith([column, 1, value])), `${column}: ${JSON.stringify(value)}`).toEqual({ 'std:milk:volume': milk });
    }
  });

  it("reads an older unit's abbreviation and an unknown aisle as the app shows them", () => {
    expect(sharedLineColumnsSchema.parse(storedWith(['units', 1, 'g'], ['categories', 1, 'garden']))['name:sel.fin/gros:none']).toEqual({ ...salt, unit: 'gram', category: 'other' });
  });

  it('keeps the first of two lines with one key, and a __proto__ key an ordinary line', () => {
    const read = sharedLineColumnsSchema.parse(storedWith(['lineKeys', 1, 'std:milk:volume']));
    expect(read).toEqual({ 'std:milk:volume': milk });
    const proto = sharedLineColumnsSchema.parse(storedWith(['lineKeys', 0, '__proto__']));
    expect(Object.keys(proto)).toEqual(['__proto__', 'name:sel.fin/gros:none']);
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
  });
});
