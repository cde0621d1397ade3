import { performance } from 'node:perf_hooks';
import { rankByCupboard } from '../../src/domain/cupboard/cupboard-ranking';
import type { PantryStock } from '../../src/domain/cupboard/pantry-entry';
import { buyingDimension } from '../../src/domain/grocery/food-need';
import type { AggregatableLine, AggregatableRecipe } from '../../src/domain/grocery/grocery-line';
import type { StandardIngredient } from '../../src/domain/recipes/standard-ingredient';
import type { Unit } from '../../src/domain/recipes/units';
import { readStandardIngredientCatalogue } from '../seed/standard-ingredients.ts';
import { measure, type BenchResult, type Rounds } from './measure.ts';
import { pick, seededRandom } from './seeded-random';

const RECIPE_COUNT = 2_000;
const LINES_PER_RECIPE = 12;
const CUPBOARD_FOODS = 200;
const ROUNDS: Rounds = { warmUp: 20, timed: 100 };

const unitsByDimension: Readonly<Record<'mass' | 'volume' | 'count', readonly Unit[]>> = {
  mass: ['gram', 'kilogram', 'tablespoon'],
  volume: ['centiliter', 'liter', 'teaspoon'],
  count: ['piece', 'gram'],
};

/**
 * A recipe line of a catalogue food in a unit recipes use for it; one in eight saved before
 * lines were linked, by name only. A small one is a few grams, centilitres or pieces.
 */
function benchLine(food: StandardIngredient, index: number, small: boolean, random: () => number): AggregatableLine {
  const dimension = buyingDimension(food.buyingUnit) ?? 'mass';
  const unit = small ? (unitsByDimension[dimension][0] as Unit) : pick(unitsByDimension[dimension], random);
  const quantity = small ? 1 + Math.floor(random() * 5) : 1 + Math.floor(random() * 300);
  const unlinked = random() < 0.125;
  return { id: `line${index}`, name: food.name, quantity, unit, category: food.category, standardIngredientId: unlinked ? null : food.id };
}

/** Recipes of any catalogue food, and one in five of the cupboard's foods only, so some miss nothing. */
function benchRecipes(catalogue: readonly StandardIngredient[], cupboardFoods: readonly StandardIngredient[], random: () => number): AggregatableRecipe[] {
  return Array.from({ length: RECIPE_COUNT }, (_, index) => {
    const fromCupboard = random() < 0.2;
    const foods = fromCupboard ? cupboardFoods : catalogue;
    return {
      id: `recipe${index}`,
      name: `Recette n°${index + 1}`,
      servings: 2 + Math.floor(random() * 5),
      ingredients: Array.from({ length: LINES_PER_RECIPE }, (_, lineIndex) => benchLine(pick(foods, random), lineIndex, fromCupboard, random)),
    };
  });
}

function benchCupboardFoods(catalogue: readonly StandardIngredient[], random: () => number): StandardIngredient[] {
  const foods = new Set<StandardIngredient>();
  while (foods.size < CUPBOARD_FOODS) foods.add(pick(catalogue, random));
  return [...foods];
}

/** A well-stocked cupboard: foods in their buying dimension, one in ten kept 'toujours en stock'. */
function benchStock(foods: readonly StandardIngredient[], random: () => number): PantryStock {
  const stock = new Map<string, { foodId: string; mass: number; volume: number; count: number; staple: boolean }>();
  for (const food of foods) {
    const dimension = buyingDimension(food.buyingUnit) ?? 'mass';
    const entry = { foodId: food.id, mass: 0, volume: 0, count: 0, staple: random() < 0.1 };
    entry[dimension] = dimension === 'count' ? 1 + Math.floor(random() * 12) : 100 * (1 + Math.floor(random() * 20));
    stock.set(food.id, entry);
  }
  return stock;
}

/**
 * 'Que cuisiner avec mon placard ?': 2,000 recipes ranked against a 200-food cupboard, as each
 * change to the cupboard does (the goal, 20 ms). Reported apart: the first ranking, which reads
 * every recipe's lines and matches the unlinked ones against the catalogue.
 */
export function benchCupboardRanking(): BenchResult & { parts: BenchResult[] } {
  const random = seededRandom(26);
  const catalogue = readStandardIngredientCatalogue();
  const cupboardFoods = benchCupboardFoods(catalogue, random);
  const recipes = benchRecipes(catalogue, cupboardFoods, random);
  // The same foods as amounts change: stocked, cooked from, stocked again.
  const stocks = [benchStock(cupboardFoods, random), benchStock(cupboardFoods, random), benchStock(cupboardFoods, random)];

  const firstStart = performance.now();
  const first = rankByCupboard(recipes, stocks[0] ?? new Map(), catalogue);
  const firstMs = performance.now() - firstStart;
  const complete = first.filter(({ missing }) => missing.length === 0).length;

  const ranking = measure(stocks, (stock) => rankByCupboard(recipes, stock, catalogue), ROUNDS);
  return {
    name: `cupboard ranking, ${RECIPE_COUNT} recipes × ${LINES_PER_RECIPE} lines against ${CUPBOARD_FOODS} foods (${complete} missing nothing)`,
    ...ranking,
    parts: [{ name: 'the first ranking, which reads every recipe’s lines', perOpMs: firstMs, ops: 1, note: '(once)' }],
  };
}
