import { describe, expect, it } from 'vitest';
import { aggregateGroceryList } from './aggregate-grocery-list';
import type { AggregatableCustomItem, AggregatableRecipe, AggregatedItem, AggregationInput } from './grocery-line';
import { untickWrites, type StoredTicks, withoutTicks, withTick } from './untick';

// Which stored ticks an untick clears: the line's own, the older per-meal ones of its sources
// and its checked custom items, only those the list holds, a few per write.

const crepes: AggregatableRecipe = {
  id: 'r1',
  name: 'Crêpes',
  servings: 4,
  ingredients: [{ id: 'i1', name: 'Farine', quantity: 250, unit: 'gram', category: 'savoryGrocery', standardIngredientId: 'flour' }],
};

const flourItem = (name = 'Farine'): AggregatableCustomItem => ({ name, quantity: 100, unit: 'gram', category: 'savoryGrocery', checked: true, standardIngredientId: 'flour' });

function list(meals: string[], customItems: Record<string, AggregatableCustomItem> = {}, checkedItems: Record<string, boolean> = {}): AggregationInput & StoredTicks {
  return { mealEntryRefs: Object.fromEntries(meals.map((id) => [id, { recipeId: 'r1', portions: 4 }])), customItems, checkedItems };
}

function flourLine(input: AggregationInput): AggregatedItem {
  const [line] = aggregateGroceryList(input, new Map([['r1', crepes]]));
  if (!line) throw new Error('no line');
  return line;
}

describe('untickWrites', () => {
  it('deletes the line\'s own tick', () => {
    const stored = list(['e1'], {}, { 'std:flour:mass': true, 'std:egg:count': true });
    expect(untickWrites(flourLine(stored), stored)).toEqual([{ tickKeys: ['std:flour:mass'], customItemIds: [] }]);
  });

  it('also deletes the older ticks of its meals\' ingredients, and unticks its checked custom items', () => {
    const stored = list(['e1', 'e2'], { c1: flourItem(), c2: { ...flourItem(), checked: false } }, { 'entry:e2:i1': true, 'entry:e9:i1': true });
    const line = flourLine(stored);
    expect(line.checked).toBe(true);
    expect(untickWrites(line, stored)).toEqual([{ tickKeys: ['entry:e2:i1'], customItemIds: ['c1'] }]);
  });

  it('writes nothing the list does not hold', () => {
    const stored = list(['e1']);
    expect(untickWrites(flourLine(stored), stored)).toEqual([]);
  });

  it('splits into writes the rules accept: three ticks and one custom item each', () => {
    const meals = ['e1', 'e2', 'e3', 'e4'];
    const stored = list(meals, { c1: flourItem(), c2: flourItem(), c3: flourItem() }, { 'std:flour:mass': true, ...Object.fromEntries(meals.map((id) => [`entry:${id}:i1`, true])) });
    expect(untickWrites(flourLine(stored), stored)).toEqual([
      { tickKeys: ['std:flour:mass', 'entry:e1:i1', 'entry:e2:i1'], customItemIds: ['c1'] },
      { tickKeys: ['entry:e3:i1', 'entry:e4:i1'], customItemIds: ['c2'] },
      { tickKeys: [], customItemIds: ['c3'] },
    ]);
  });

  it('takes keys as keys: a key named like an inherited property is not stored', () => {
    const stored = list([], { constructor: flourItem() });
    expect(untickWrites(flourLine(stored), stored)).toEqual([{ tickKeys: [], customItemIds: ['constructor'] }]);
    const empty = list([]);
    expect(untickWrites({ key: 'name:constructor:count', sources: [{ type: 'custom', id: 'toString', quantity: 1, unit: null }] }, empty)).toEqual([]);
  });
});

describe('the list as a tick or an untick leaves it', () => {
  const stored = { checkedItems: { 'std:flour:mass': true, 'entry:e1:i1': true, 'name:sel:mass': true }, customItems: { c1: { checked: true }, c2: { checked: true } } };

  it('adds a tick, leaving the others', () => {
    expect(withTick(stored, 'name:œufs:count').checkedItems).toEqual({ ...stored.checkedItems, 'name:œufs:count': true });
  });

  it('clears what the untick writes clear, and nothing else', () => {
    const after = withoutTicks(stored, [{ tickKeys: ['std:flour:mass', 'entry:e1:i1'], customItemIds: ['c1'] }]);
    expect(after.checkedItems).toEqual({ 'name:sel:mass': true });
    expect(after.customItems).toEqual({ c1: { checked: false }, c2: { checked: true } });
  });
});
