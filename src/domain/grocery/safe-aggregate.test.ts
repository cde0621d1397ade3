import { describe, expect, it } from 'vitest';
import { aggregateGroceryList, safeAggregate } from './aggregate-grocery-list';
import { GroceryAggregationError, type AggregatableRecipe, type AggregationInput } from './grocery-line';

const good: AggregatableRecipe = {
  id: 'r1',
  name: 'Riz',
  servings: 2,
  ingredients: [{ id: 'i1', name: 'Riz', quantity: 100, unit: 'gram', category: 'savoryGrocery' }],
};

function input(recipeId: string): AggregationInput {
  return {
    mealEntryRefs: { e1: { recipeId: 'r1', portions: 2 }, e2: { recipeId, portions: 2 } },
    customItems: { c1: { name: 'Éponges', quantity: 3, unit: 'piece', category: 'other', checked: true } },
    checkedItems: {},
  };
}

function recipeWith(change: Partial<AggregatableRecipe> | Record<string, unknown>, lineChange: Record<string, unknown> = {}): AggregatableRecipe {
  const line = { id: 'i1', name: 'Farine', quantity: 100, unit: 'gram', category: 'other', ...lineChange };
  return { id: 'bad', name: 'Cassée', servings: 4, ingredients: [line], ...change } as AggregatableRecipe;
}

// What "fails" means: the data cannot make lines, so no line of any meal can be trusted.
const failures: [string, AggregatableRecipe][] = [
  ['a recipe serving 0', recipeWith({ servings: 0 })],
  ['a recipe whose servings are not a number', recipeWith({ servings: Number.NaN })],
  ['a line whose quantity is negative', recipeWith({}, { quantity: -1 })],
  ['a line whose quantity is not a number', recipeWith({}, { quantity: '12' })],
  ['a line with an unknown unit', recipeWith({}, { unit: 'oz' })],
  ['a line without a name', recipeWith({}, { name: undefined })],
];

describe('safeAggregate', () => {
  it('returns every line, not failed, when the data is sound', () => {
    const result = safeAggregate(input('r1'), new Map([['r1', good]]));
    expect(result.failed).toBe(false);
    expect(result.items.map((item) => item.name)).toEqual(['Éponges', 'Riz']);
  });

  it.each(failures)('shows only the custom items, failed, for %s', (_title, bad) => {
    const recipes = new Map([
      ['r1', good],
      ['bad', bad],
    ]);
    expect(() => aggregateGroceryList(input('bad'), recipes)).toThrow(GroceryAggregationError);

    const result = safeAggregate(input('bad'), recipes);
    expect(result.failed).toBe(true);
    expect(result.items.map((item) => [item.name, item.checked, item.editable])).toEqual([['Éponges', true, true]]);
  });

  it('fails on meal portions that are not a positive number', () => {
    const result = safeAggregate({ ...input('r1'), mealEntryRefs: { e1: { recipeId: 'r1', portions: 0 } } }, new Map([['r1', good]]));
    expect(result).toMatchObject({ failed: true, cause: expect.any(GroceryAggregationError) });
    expect(result.items).toHaveLength(1);
  });

  it('ignores a broken recipe no meal uses', () => {
    const result = safeAggregate(input('r1'), new Map([['r1', good], ['bad', recipeWith({ servings: 0 })]]));
    expect(result.failed).toBe(false);
  });

  it('shows an empty list when even the custom items cannot make lines', () => {
    const broken = { ...input('bad'), customItems: { c1: { name: 'Éponges', quantity: Number.POSITIVE_INFINITY, category: 'other' as const, checked: false } } };
    expect(safeAggregate(broken, new Map([['bad', recipeWith({ servings: 0 })]]))).toMatchObject({ items: [], failed: true });
  });
});
