import { describe, expect, it } from 'vitest';
import { formatQuantity, formatSourceSummary, quantityLabel, sourceSummary, sourcesTotal, type SummaryWords } from './grocery-display';
import type { AggregatedSource } from './grocery-line';

// fr-FR groups thousands with a narrow no-break space.
const nnbsp = '\u202f';

describe('formatQuantity', () => {
  it.each([
    [1.5, '1,5'],
    [1234.5, `1${nnbsp}234,5`],
    [1_000_000, `1${nnbsp}000${nnbsp}000`],
    [1 / 3, '0,33'],
    [2 / 3, '0,67'],
    [0.1 + 0.2, '0,3'],
    [2, '2'],
    [0, '0'],
  ])('%s → %s', (quantity, text) => {
    expect(formatQuantity(quantity)).toBe(text);
  });

  it('writes what Intl writes for fr-FR, at every size and at the halves', () => {
    const intl = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
    let seed = 24;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const quantities = [
      ...Array.from({ length: 400 }, (_, index) => index / 8),
      ...Array.from({ length: 400 }, (_, index) => index / 3),
      ...Array.from({ length: 400 }, (_, index) => index + 0.005),
      ...Array.from({ length: 400 }, (_, index) => (index * 1.005) / 7),
      ...Array.from({ length: 2_000 }, (_, index) => random() * 10 ** (index % 9)),
      1.005, 0.125, 2.675, 0.004, 0.005, 1e-7, 999.995, 999_999.999, -1.5, -0.001, 1e20, 1e21, 1.5e22,
    ];
    for (const quantity of quantities) expect(formatQuantity(quantity), String(quantity)).toBe(intl.format(quantity));
  });

  it('labels a line with its unit key, or none', () => {
    expect(quantityLabel({ quantity: 1.25, unit: 'kilogram' })).toEqual({ quantity: '1,25', unitLabelKey: 'units.kilogram' });
    expect(quantityLabel({ quantity: 3, unit: null })).toEqual({ quantity: '3', unitLabelKey: null });
  });
});

function meal(id: string, recipeId: string, recipeName: string): AggregatedSource {
  return { type: 'mealEntry', id, recipeId, recipeName, portions: 2, ingredientId: 'i1', quantity: 1, unit: 'piece' };
}

const customSource: AggregatedSource = { type: 'custom', id: 'c1', quantity: 1, unit: 'piece' };

describe('source summary', () => {
  const recipes = ['Crêpes', 'Quiche', 'Gratin', 'Soupe', 'Tarte'].map((name, index) => meal(`e${index}`, `r${index}`, name));

  it.each([
    ['one recipe', recipes.slice(0, 1), { names: ['Crêpes'], others: 0 }, 'Crêpes'],
    ['two recipes', recipes.slice(0, 2), { names: ['Crêpes', 'Quiche'], others: 0 }, 'Crêpes et Quiche'],
    ['three recipes', recipes.slice(0, 3), { names: ['Crêpes', 'Quiche'], others: 1 }, 'Crêpes, Quiche et 1 autre'],
    ['five recipes', recipes, { names: ['Crêpes', 'Quiche'], others: 3 }, 'Crêpes, Quiche et 3 autres'],
    ['one recipe planned twice, and a custom item', [recipes[0], meal('e9', 'r0', 'Crêpes'), customSource], { names: ['Crêpes'], others: 0 }, 'Crêpes'],
    ['custom items only', [customSource], { names: [], others: 0 }, ''],
  ])('%s', (_title, sources, summary, text) => {
    const item = { sources: sources.filter((source): source is AggregatedSource => source !== undefined) };
    expect(sourceSummary(item)).toEqual(summary);
    expect(formatSourceSummary(sourceSummary(item))).toBe(text);
  });

  it('takes other words for another language', () => {
    const english: SummaryWords = { and: 'and', others: (count) => `${count} more` };
    expect(formatSourceSummary({ names: ['Crêpes', 'Quiche'], others: 3 }, english)).toBe('Crêpes, Quiche and 3 more');
  });
});

describe('sourcesTotal', () => {
  it('adds what some sources bring in the unit a person would write', () => {
    const spoon = (quantity: number): AggregatedSource => ({ type: 'custom', id: 'c', quantity, unit: 'tablespoon' });
    expect(sourcesTotal([spoon(1), spoon(2)])).toEqual({ quantity: 3, unit: 'tablespoon' });
    expect(sourcesTotal([spoon(2), { type: 'custom', id: 'c', quantity: 1, unit: 'liter' }])).toEqual({ quantity: 1.03, unit: 'liter' });
    const grams = (quantity: number, unit: 'gram' | 'kilogram'): AggregatedSource => ({ type: 'custom', id: 'c', quantity, unit });
    expect(sourcesTotal([grams(300, 'gram'), grams(0.2, 'kilogram')])).toEqual({ quantity: 500, unit: 'gram' });
  });
});
