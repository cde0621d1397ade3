import { describe, expect, it } from 'vitest';
import { aggregateGroceryList } from './aggregate-grocery-list';
import type { AggregatableCustomItem, AggregatableRecipe } from './grocery-line';
import { LINE_SLOT_LIMIT } from './line-tables';
import { LineSlots } from './line-slots';

describe('LineSlots', () => {
  it('gives each key one number, counting from zero, the same every time it is asked', () => {
    const slots = new LineSlots(10);
    expect(['std:farine:mass', 'name:sel:none', 'std:farine:mass', 'std:farine:volume'].map((key) => slots.slotOf(key))).toEqual([0, 1, 0, 2]);
    expect(slots.size).toBe(3);
  });

  it('finds only the keys it numbered, and numbers none by finding', () => {
    const slots = new LineSlots(10);
    slots.slotOf('std:lait:volume');
    expect(slots.find('std:lait:volume')).toBe(0);
    expect(slots.find('entry:meal1:line1')).toBeUndefined();
    expect(slots.size).toBe(1);
  });

  it('keeps its numbers across builds until it is full, then forgets them all in a new generation', () => {
    const slots = new LineSlots(2);
    slots.slotOf('std:farine:mass');
    slots.startBuild();
    expect(slots.generation).toBe(0);
    expect(slots.find('std:farine:mass')).toBe(0);

    // Within a build it grows past its limit: the numbers that build holds keep their meaning.
    ['std:lait:volume', 'std:sel:mass'].forEach((key) => slots.slotOf(key));
    expect(slots.find('std:farine:mass')).toBe(0);
    expect(slots.size).toBe(3);

    slots.startBuild();
    expect(slots.generation).toBe(1);
    expect(slots.size).toBe(0);
    expect(slots.find('std:farine:mass')).toBeUndefined();
    expect(slots.slotOf('std:sel:mass')).toBe(0);
  });
});

describe('aggregation across a new generation of line numbers', () => {
  const recipe: AggregatableRecipe = {
    id: 'crepes',
    name: 'Crêpes',
    servings: 4,
    ingredients: [
      { id: 'l1', name: 'Farine', quantity: 250, unit: 'gram', category: 'sweetGrocery', standardIngredientId: 'farine' },
      { id: 'l2', name: 'Lait', quantity: 50, unit: 'centiliter', category: 'dairy', standardIngredientId: 'lait' },
    ],
  };
  const recipesById = new Map([[recipe.id, recipe]]);
  const item = (name: string): AggregatableCustomItem => ({ name, quantity: 1, category: 'other', checked: false });

  it('numbers a recipe kept from an older generation again, so its lines merge with no other', () => {
    const list = { mealEntryRefs: { meal1: { recipeId: 'crepes', portions: 4 } }, customItems: { c1: item('Sel') }, checkedItems: {} };
    const before = aggregateGroceryList(list, recipesById);

    // Enough other names to fill the table: the next build starts a new generation.
    const many = Object.fromEntries(Array.from({ length: LINE_SLOT_LIMIT }, (_, index) => [`c${index}`, item(`article ${index}`)]));
    aggregateGroceryList({ mealEntryRefs: {}, customItems: many, checkedItems: {} }, recipesById);

    const after = aggregateGroceryList(list, recipesById);
    expect(after.map(({ key, quantity, unit }) => ({ key, quantity, unit }))).toEqual([
      { key: 'name:sel:none', quantity: 1, unit: null },
      { key: 'std:lait:volume', quantity: 50, unit: 'centiliter' },
      { key: 'std:farine:mass', quantity: 250, unit: 'gram' },
    ]);
    expect(after).toEqual(before);
  });
});
