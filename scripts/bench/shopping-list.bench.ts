import { performance } from 'node:perf_hooks';
import { aggregateGroceryList } from '../../src/domain/grocery/aggregate-grocery-list';
import { GROCERY_LIST_MAX_CUSTOM_ITEMS, GROCERY_LIST_MAX_MEAL_ENTRY_REFS } from '../../src/domain/grocery/grocery-list';
import type { AggregatableCustomItem, AggregatableLine, AggregatableRecipe, AggregationInput } from '../../src/domain/grocery/grocery-line';
import { shopperCatalogue } from '../../src/testing/shopper-samples';
import { stockOf } from '../../src/testing/shopper-table';
import type { StoredShopperTick } from '../../src/domain/grocery/shopper-tick';
import { buildShoppingList } from '../../src/domain/grocery/shopping-list';
import type { StandardIngredient } from '../../src/domain/recipes/standard-ingredient';
import type { Unit } from '../../src/domain/recipes/units';
import { readStandardIngredientCatalogue } from '../seed/standard-ingredients.ts';
import { pick, seededRandom } from './seeded-random';
import { measure, type BenchResult, type Rounds } from './measure.ts';

// A list at its caps: as many meals and custom items as it may hold.
const MEAL_COUNT = GROCERY_LIST_MAX_MEAL_ENTRY_REFS;
const LINES_PER_RECIPE = 15;
const CUSTOM_COUNT = GROCERY_LIST_MAX_CUSTOM_ITEMS;
const FOOD_COUNT = 300;
const ROUNDS: Rounds = { warmUp: 50, timed: 500 };

// Each food is written in the units recipes use for it, often more than one dimension.
const unitChoices: readonly Unit[][] = [['gram', 'piece'], ['gram', 'kilogram'], ['piece'], ['centiliter', 'liter', 'tablespoon'], ['teaspoon', 'tablespoon'], ['gram', 'tablespoon', 'cup']];
// What people type on the list, or what recipes saved before lines were linked hold.
const typedFoods = ['pommes de terre', 'Oignons', 'oignons jaunes', "gousses d'ail", 'lait', 'crème fraîche', 'beurre', 'farine', 'tomates pelées', 'citrons', 'persil', 'carottes', 'œufs', 'sucre', 'riz'];
const householdGoods = ['Éponges', 'Papier toilette', 'Lessive', 'Liquide vaisselle', 'Sacs poubelle', 'Essuie-tout', 'Dentifrice', 'Savon'];

/** The seed catalogue, with the sample buying facts where it has none yet. */
function benchCatalogue(): StandardIngredient[] {
  const facts = new Map(shopperCatalogue.map((food) => [food.id, food]));
  return readStandardIngredientCatalogue().map((food) => {
    const sample = facts.get(food.id);
    return sample && food.buyingUnit === undefined ? { ...food, buyingUnit: sample.buyingUnit, pieceGrams: sample.pieceGrams, gramsPerMl: sample.gramsPerMl, staple: sample.staple } : food;
  });
}

interface BenchFood {
  food: StandardIngredient;
  units: readonly Unit[];
}

/** The sample foods, which share many meals, and others drawn from the catalogue. */
function benchFoods(catalogue: readonly StandardIngredient[], random: () => number): BenchFood[] {
  const sampleIds = new Set(shopperCatalogue.map((food) => food.id));
  const samples = catalogue.filter((food) => sampleIds.has(food.id));
  const others = Array.from({ length: FOOD_COUNT - samples.length }, () => pick(catalogue, random));
  return [...samples, ...samples, ...others].map((food) => ({ food, units: pick(unitChoices, random) }));
}

/** One recipe per meal (nothing shared between meals, the worst case); one line in eight saved before lines were linked. */
function benchRecipes(foods: readonly BenchFood[], random: () => number): AggregatableRecipe[] {
  return Array.from({ length: MEAL_COUNT }, (_, index): AggregatableRecipe => ({
    id: `recipe${index}`,
    name: `Recette n°${index + 1}`,
    servings: 2 + Math.floor(random() * 5),
    ingredients: Array.from({ length: LINES_PER_RECIPE }, (_, lineIndex): AggregatableLine => {
      const { food, units } = pick(foods, random);
      const unlinked = random() < 0.125;
      return {
        id: `line${lineIndex}`,
        name: unlinked ? pick(typedFoods, random) : food.name,
        quantity: Math.floor(random() * 400) / 4,
        unit: pick(units, random),
        category: food.category,
        standardIngredientId: unlinked ? null : food.id,
      };
    }),
  }));
}

function benchList(random: () => number): AggregationInput {
  const mealEntryRefs = Object.fromEntries(Array.from({ length: MEAL_COUNT }, (_, index) => [`entry${index.toString(36).padStart(2, '0')}`, { recipeId: `recipe${index}`, portions: 1 + Math.floor(random() * 6) }]));
  const customItems = Object.fromEntries(
    Array.from({ length: CUSTOM_COUNT }, (_, index): [string, AggregatableCustomItem] => {
      // Half are foods the recipes also need, typed by hand; half household goods.
      const isFood = index % 2 === 0;
      return [
        `custom${index}`,
        {
          name: isFood ? pick(typedFoods, random) : `${pick(householdGoods, random)} ${index}`,
          quantity: 1 + Math.floor(random() * 4),
          unit: isFood ? pick<Unit>(['piece', 'kilogram', 'liter', 'gram'], random) : '',
          category: 'other',
          checked: random() < 0.1,
          createdAt: new Date(2026, 2, 1, 8, index),
        },
      ];
    }),
  );
  // Older ticks, per dimension and per meal, beside the ones that remember amounts.
  return { mealEntryRefs, customItems, checkedItems: { 'std:beurre-doux:mass': true, 'std:oignon:count': true, 'entry:entry03:line2': true } };
}

const ticks: Record<string, StoredShopperTick> = {
  'food:lait-demi-ecreme': { covered: { volume: 330 } },
  'food:pomme-de-terre': { covered: { mass: 1800 } },
  'food:ail': { covered: { count: 10 } },
  'food:sel': true,
};


/**
 * The list a shopper reads, built from scratch as each change to the list does: a list at its
 * caps aggregated, then joined into one line per food with amounts, ticks, cupboard and stock
 * (the goal, 2 ms). Reported apart: the first build, which learns which food each typed name is.
 */
export function benchShoppingList(): BenchResult & { parts: BenchResult[] } {
  const random = seededRandom(23);
  const catalogue = benchCatalogue();
  const recipesById = new Map(benchRecipes(benchFoods(catalogue, random), random).map((recipe) => [recipe.id, recipe]));
  const list = benchList(random);
  // A stocked cupboard: a staple kept 'toujours en stock', amounts that cover some needs and part of others.
  const stock = stockOf(['poivre-noir'], { 'farine-de-ble': { mass: 500 }, oignon: { count: 3 }, 'lait-demi-ecreme': { volume: 1000 }, oeuf: { count: 6 }, 'beurre-doux': { mass: 250 } });
  const calls: AggregationInput[] = [
    list,
    { ...list, mealEntryRefs: { ...list.mealEntryRefs, entry00: { recipeId: 'recipe0', portions: 8 } } },
    // An edited custom item rather than a new one: the list is full.
    { ...list, customItems: { ...list.customItems, custom1: { name: 'pommes de terre', quantity: 2, unit: 'kilogram', category: 'other', checked: false } } },
  ];
  const build = (input: AggregationInput) => buildShoppingList({ items: aggregateGroceryList(input, recipesById), catalogue, ticks, stock });

  const firstStart = performance.now();
  const first = build(list);
  const firstMs = performance.now() - firstStart;
  const lines = first.groups.reduce((count, group) => count + group.lines.length, 0);

  const whole = measure(calls, build, ROUNDS);
  const aggregated = calls.map((input) => aggregateGroceryList(input, recipesById));
  const joining = measure(aggregated, (items) => buildShoppingList({ items, catalogue, ticks, stock }), ROUNDS);
  return {
    name: `shopping list, ${MEAL_COUNT} meals × ${LINES_PER_RECIPE} lines + ${CUSTOM_COUNT} custom items (${lines} lines), aggregation included`,
    ...whole,
    parts: [
      { name: 'joining the aggregated lines into shopper lines, within it', ...joining },
      { name: 'the first build, which matches the typed names against the catalogue', perOpMs: firstMs, ops: 1 },
    ],
  };
}
