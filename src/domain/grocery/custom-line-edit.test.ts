import { describe, expect, it } from 'vitest';
import { customItemIds, customLineQuantity, firstItemQuantity } from './custom-line-edit';
import type { AggregatedSource } from './grocery-line';

const custom = (id: string, quantity: number, unit: AggregatedSource['unit'] = 'piece'): AggregatedSource => ({ type: 'custom', id, quantity, unit });
const meal = (id: string, quantity: number): AggregatedSource => ({ type: 'mealEntry', id, recipeId: 'r1', recipeName: 'Crêpes', portions: 4, quantity, unit: 'piece' });

describe('customLineQuantity', () => {
  it('edits a line made of one custom item through that item', () => {
    const edit = customLineQuantity({ sources: [custom('c1', 6)] });
    expect(edit).toEqual({ itemId: 'c1', unit: 'piece', quantity: 6, others: 0 });
    expect(edit && firstItemQuantity(edit, 9)).toBe(9);
  });

  it('edits the total of a name typed twice through its first item, the other left as it is', () => {
    const edit = customLineQuantity({ sources: [custom('c1', 2), custom('c2', 3)] });
    expect(edit).toEqual({ itemId: 'c1', unit: 'piece', quantity: 5, others: 3 });
    expect(edit && firstItemQuantity(edit, 4)).toBe(1);
  });

  it('offers no stepper for a line that starts from a planned meal', () => {
    expect(customLineQuantity({ sources: [meal('e1', 4), custom('c1', 2)] })).toBeNull();
    expect(customLineQuantity({ sources: [] })).toBeNull();
  });

  it('offers no stepper when the custom items are in different units or the others add up to a fraction', () => {
    expect(customLineQuantity({ sources: [custom('c1', 500, 'gram'), custom('c2', 1, 'kilogram')] })).toBeNull();
    expect(customLineQuantity({ sources: [custom('c1', 1), custom('c2', 1.5)] })).toBeNull();
  });

  it('keeps an older fractional quantity of the first item as it reads', () => {
    expect(customLineQuantity({ sources: [custom('c1', 1.5)] })).toMatchObject({ quantity: 1.5, others: 0 });
  });
});

describe('customItemIds', () => {
  it('lists every custom item of the line, and nothing of its meals', () => {
    expect(customItemIds({ sources: [custom('c1', 2), custom('c2', 3)] })).toEqual(['c1', 'c2']);
    expect(customItemIds({ sources: [meal('e1', 4), custom('c3', 1)] })).toEqual(['c3']);
  });
});
