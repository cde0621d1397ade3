import { describe, expect, it } from 'vitest';
import { aggregateGroceryList } from './aggregate-grocery-list';
import type { AggregatableRecipe, AggregationInput } from './grocery-line';
import { shopperCatalogue } from '@/testing/shopper-samples';
import { exactNeeds, formatShopperLine, lineRecipeNames } from './shopper-line-text';
import { food, stockOf, typed } from '@/testing/shopper-table';
import { buildShoppingList, keysTickedByFood, type ShopperLine } from './shopping-list';
import { frenchWords } from '@/testing/shopper-words';
import { shopperUntickWrites } from './untick';

const quiche: AggregatableRecipe = {
  id: 'quiche',
  name: 'Quiche',
  servings: 6,
  ingredients: [
    { id: 'i1', ...food('oignon', 1.5, 'piece') },
    { id: 'i2', ...food('lait-demi-ecreme', 25, 'centiliter') },
    { id: 'i3', ...food('muscade', 0.5, 'teaspoon') },
    { id: 'i4', ...food('ail', 1, 'piece') },
  ],
};
const soupe: AggregatableRecipe = {
  id: 'soupe',
  name: 'Soupe',
  servings: 4,
  ingredients: [
    { id: 'i1', ...food('oignon', 200, 'gram') },
    { id: 'i2', ...food('muscade', 0.25, 'teaspoon') },
  ],
};
const recipes = new Map([quiche, soupe].map((recipe) => [recipe.id, recipe]));

const input: AggregationInput = {
  mealEntryRefs: { e1: { recipeId: 'quiche', portions: 4 }, e2: { recipeId: 'soupe', portions: 4 }, e3: { recipeId: 'quiche', portions: 2 } },
  customItems: { c1: { ...typed('Oignons', 1, 'piece'), checked: false }, c2: { ...typed('Éponges', 2, 'piece'), checked: false } },
  checkedItems: {},
};

const build = (extra: Partial<Parameters<typeof buildShoppingList>[0]> = {}) =>
  buildShoppingList({ items: aggregateGroceryList(input, recipes), catalogue: shopperCatalogue, ...extra });

function lineNamed(lines: readonly ShopperLine[], name: string): ShopperLine {
  const line = lines.find((candidate) => candidate.name === name);
  if (!line) throw new Error(`No line ${name}`);
  return line;
}

describe('buildShoppingList', () => {
  it('gives aisles in display order with their label and colour, then the cupboard', () => {
    const { groups } = build();
    expect(groups.map((group) => [group.kind, group.labelKey, group.lines.map((line) => line.name)])).toEqual([
      ['aisle', 'categories.other', ['Éponges']],
      ['aisle', 'categories.produce', ['ail', 'oignon']],
      ['aisle', 'categories.dairy', ['lait demi-écrémé']],
      ['cupboard', 'grocery.cupboard', ['muscade']],
    ]);
    expect(groups[1]).toMatchObject({ kind: 'aisle', category: 'produce', color: '#43A047' });
  });

  it('joins every part of a food into one line, with the aggregation lines it is made of', () => {
    const onion = lineNamed(build().groups.flatMap((group) => group.lines), 'oignon');
    // 1,5 × 4/6 + 1,5 × 2/6 = 1,5 onions; 200 g = 1,67 onions; and one typed: 4,17 onions.
    expect(onion).toMatchObject({ key: 'food:oignon', standardIngredientId: 'oignon', category: 'produce', cupboard: false, state: { kind: 'open' } });
    expect(onion.need.count).toBeCloseTo(1.5 + 200 / 120 + 1);
    expect(formatShopperLine(onion, frenchWords)).toBe('5 pièces');
    expect(onion.parts.map((part) => part.key)).toEqual(['name:oignons:count', 'std:oignon:count', 'std:oignon:mass']);
  });

  it('lists each meal and custom item exactly, in the food’s own words', () => {
    const lines = build().groups.flatMap((group) => group.lines);
    expect(exactNeeds(lineNamed(lines, 'oignon'), frenchWords).map(({ source, text }) => [source.recipeName ?? source.type, text])).toEqual([
      ['custom', '1 pièce'],
      ['Quiche', '1 pièce'],
      ['Quiche', '½ pièce'],
      ['Soupe', '200 g'],
    ]);
    expect(exactNeeds(lineNamed(lines, 'ail'), frenchWords).map(({ text }) => text)).toEqual(['⅔ gousse', '⅓ gousse']);
    expect(exactNeeds(lineNamed(lines, 'muscade'), frenchWords).map(({ text }) => text)).toEqual(['⅓ c. à c.', '¼ c. à c.', '0,17 c. à c.']);
  });

  it('names the recipes a cupboard line is for, each once', () => {
    const nutmeg = lineNamed(build().groups.flatMap((group) => group.lines), 'muscade');
    expect(formatShopperLine(nutmeg, frenchWords)).toBe('à vérifier');
    expect(lineRecipeNames(nutmeg)).toEqual(['Quiche', 'Soupe']);
  });

  it('moves foods kept in stock to the last group, and only those', () => {
    const { groups } = build({ stock: stockOf(['muscade', 'oignon', 'not-planned']) });
    expect(groups.map((group) => [group.kind, group.labelKey])).toEqual([
      ['aisle', 'categories.other'],
      ['aisle', 'categories.produce'],
      ['aisle', 'categories.dairy'],
      ['inCupboard', 'grocery.inCupboard'],
    ]);
    expect(groups.at(-1)?.lines.map((line) => line.name)).toEqual(['oignon', 'muscade']);
  });

  it('reads a tick under the line’s own key only, whatever else the stored map holds', () => {
    const ticks = { 'food:lait-demi-ecreme': { covered: { volume: 250 } }, ['__proto__']: true as const };
    const milk = lineNamed(build({ ticks }).groups.flatMap((group) => group.lines), 'lait demi-écrémé');
    expect(milk.state).toEqual({ kind: 'ticked' });
    expect(milk.toBuy).toEqual([]);
    expect(lineNamed(build({ ticks }).groups.flatMap((group) => group.lines), 'ail').state).toEqual({ kind: 'open' });
  });

  it('gives every aggregated line of a ticked food, and none of a food still open', () => {
    const shopping = build({ ticks: { 'food:oignon': { covered: { count: 5 } } } });
    expect([...keysTickedByFood(shopping)].sort()).toEqual(['name:oignons:count', 'std:oignon:count', 'std:oignon:mass']);
    expect(keysTickedByFood(build({ ticks: { 'food:oignon': { covered: { count: 1 } } } })).size).toBe(0);
  });

  it('reads a tick taken under a name before the device had the catalogue as the food’s, and names it for the untick', () => {
    const onion = lineNamed(build({ ticks: { 'item:oignon': { covered: { count: 5 } } } }).groups.flatMap((group) => group.lines), 'oignon');
    expect(onion.state).toEqual({ kind: 'ticked' });
    expect(onion.tickKeys).toEqual(['item:oignon']);
    expect(shopperUntickWrites(onion, { checkedItems: { 'item:oignon': true, 'food:ail': true }, customItems: {} })).toEqual([{ tickKeys: ['item:oignon'], customItemIds: [] }]);
  });

  it('is empty for an empty list', () => {
    expect(buildShoppingList({ items: [], catalogue: shopperCatalogue })).toEqual({ groups: [] });
  });
});
