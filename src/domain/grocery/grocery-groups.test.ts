import { describe, expect, it } from 'vitest';
import { aggregateGroceryList } from './aggregate-grocery-list';
import { groceryCategories, groceryCategoryColors } from './categories';
import { formatQuantity } from './grocery-display';
import { CUSTOM_ITEMS_LABEL_KEY, groupByCategory, groupByRecipe, type RecipeGroup } from './grocery-groups';
import type { AggregatableRecipe, AggregationInput } from './grocery-line';

const quiche: AggregatableRecipe = {
  id: 'r1',
  name: 'Quiche lorraine',
  servings: 4,
  ingredients: [
    { id: 'i1', name: 'Lardons', quantity: 200, unit: 'gram', category: 'deli' },
    { id: 'i2', name: 'Crème', quantity: 20, unit: 'centiliter', category: 'dairy' },
    { id: 'i3', name: 'Œufs', quantity: 3, unit: 'piece', category: 'dairy' },
  ],
};

const crepes: AggregatableRecipe = {
  id: 'r2',
  name: 'Crêpes',
  servings: 4,
  ingredients: [
    { id: 'i1', name: 'Farine', quantity: 250, unit: 'gram', category: 'savoryGrocery' },
    { id: 'i2', name: 'Lait', quantity: 0.5, unit: 'liter', category: 'dairy' },
    { id: 'i3', name: 'Œufs', quantity: 4, unit: 'piece', category: 'dairy' },
  ],
};

const input: AggregationInput = {
  mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 }, e2: { recipeId: 'r2', portions: 4 }, e3: { recipeId: 'r2', portions: 2 } },
  customItems: {
    c1: { name: 'Éponges', quantity: 3, unit: 'piece', category: 'other', checked: false },
    c2: { name: 'Lait', quantity: 25, unit: 'centiliter', category: 'dairy', checked: false },
    c3: { name: 'Glaces', quantity: 1, unit: 'piece', category: 'frozen', checked: false },
  },
  checkedItems: {},
};

const items = aggregateGroceryList(input, new Map([quiche, crepes].map((recipe) => [recipe.id, recipe])));

describe('groupByCategory', () => {
  it('groups lines by aisle in the display order, each with its label and colour', () => {
    const groups = groupByCategory(items);
    expect(groups.map((group) => [group.category, group.labelKey, group.items.map((item) => item.name)])).toEqual([
      ['other', 'categories.other', ['Éponges']],
      ['deli', 'categories.deli', ['Lardons']],
      ['dairy', 'categories.dairy', ['Crème', 'Lait', 'Œufs']],
      ['savoryGrocery', 'categories.savoryGrocery', ['Farine']],
      ['frozen', 'categories.frozen', ['Glaces']],
    ]);
    expect(groups.every((group) => group.color === groceryCategoryColors[group.category])).toBe(true);
    const order = groups.map((group) => groceryCategories.indexOf(group.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('has no group for an empty list', () => {
    expect(groupByCategory([])).toEqual([]);
  });

  describe('of lines of any shape, as the printable and shared pages give them', () => {
    const lines = [
      { name: 'Glaces', category: 'frozen' },
      { name: 'Lait', category: 'dairy' },
      { name: 'Éponges', category: 'other' },
      { name: 'Beurre', category: 'dairy' },
    ] as const;

    it("puts aisles in the spec's display order and leaves empty ones out", () => {
      expect(groupByCategory(lines).map((group) => group.category)).toEqual(['other', 'dairy', 'frozen']);
    });

    it('keeps the lines of an aisle in the order given', () => {
      const dairy = groupByCategory(lines).find((group) => group.category === 'dairy');
      expect(dairy?.items.map((line) => line.name)).toEqual(['Lait', 'Beurre']);
    });

    it('gives each aisle its label key and colour', () => {
      const [other] = groupByCategory(lines);
      expect(other).toMatchObject({ labelKey: 'categories.other', color: groceryCategoryColors.other });
    });
  });
});

function summary(group: RecipeGroup): [string, string[]] {
  const label = group.kind === 'recipe' ? group.recipeName : group.labelKey;
  return [label, group.lines.map((line) => `${line.item.name} ${formatQuantity(line.quantity)} ${line.unit ?? ''}`)];
}

describe('groupByRecipe', () => {
  const groups = groupByRecipe(items);

  it('gives each recipe one group by name, then the custom items under their label', () => {
    expect(groups.map(summary)).toEqual([
      ['Crêpes', ['Lait 0,75 liter', 'Œufs 6 piece', 'Farine 375 gram']],
      ['Quiche lorraine', ['Lardons 200 gram', 'Crème 20 centiliter', 'Œufs 3 piece']],
      [CUSTOM_ITEMS_LABEL_KEY, ['Éponges 3 piece', 'Lait 25 centiliter', 'Glaces 1 piece']],
    ]);
    expect(CUSTOM_ITEMS_LABEL_KEY).toBe('grocery.customItems');
  });

  it('lists the meals behind a recipe, which removing it removes', () => {
    expect(groups[0]).toMatchObject({ kind: 'recipe', recipeId: 'r2', mealEntries: [{ id: 'e2', portions: 4 }, { id: 'e3', portions: 2 }] });
  });

  it('shares the whole line, so a tick in any group ticks it everywhere', () => {
    const milkInCrepes = groups[0]?.lines.find((line) => line.item.name === 'Lait');
    const milkInCustom = groups[2]?.lines.find((line) => line.item.name === 'Lait');
    expect(milkInCrepes?.item).toBe(milkInCustom?.item);
    expect([milkInCrepes?.item.quantity, milkInCrepes?.item.unit]).toEqual([1, 'liter']);
  });

  it('has no custom group without custom items', () => {
    const mealsOnly = aggregateGroceryList({ ...input, customItems: {} }, new Map([['r1', quiche]]));
    expect(groupByRecipe(mealsOnly).map((group) => group.kind)).toEqual(['recipe']);
  });
});
