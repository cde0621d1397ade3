import type { StandardIngredient } from '../recipes/standard-ingredient';
import { foodsById } from '../grocery/catalogue-by-id';
import { gramsPer, lineNeed, type Need, type ShopperFood } from '../grocery/food-need';
import type { AggregatableRecipe } from '../grocery/grocery-line';
import type { PantryStock, StockAmounts, StockChange } from './pantry-entry';
import { recipeFoods } from './recipe-food-needs';
import { STOCK_NOISE } from './stock-need';

export interface CookedMealInput {
  /** The meal's recipe: its servings and lines (a line's food is its link, else what its name matches). */
  recipe: Pick<AggregatableRecipe, 'servings' | 'ingredients'>;
  /** The meal's portions. */
  portions: number;
  stock: PantryStock;
  catalogue: readonly StandardIngredient[];
}

const stockDimensions = ['mass', 'volume', 'count'] as const;

type StockDimension = (typeof stockDimensions)[number];

/**
 * Takes `want` (in `dimension`) from what is left of a food's stock: from the same dimension
 * first, then from the others in turn through grams (the weight of a piece, the density), never
 * more than there is. Returns what it took, per stock dimension.
 */
function take(dimension: StockDimension, want: number, left: StockAmounts, food: ShopperFood | undefined): StockAmounts {
  const taken: StockAmounts = { mass: 0, volume: 0, count: 0 };
  const same = Math.min(want, left[dimension]);
  taken[dimension] = same;
  let missing = want - same;
  const grams = food && gramsPer(dimension, food);
  for (const other of stockDimensions) {
    if (!(missing > STOCK_NOISE * want) || grams === undefined) break;
    const otherGrams = food && gramsPer(other, food);
    if (other === dimension || otherGrams === undefined || !(left[other] > 0)) continue;
    const inOther = Math.min((missing * grams) / otherGrams, left[other]);
    taken[other] += inOther;
    missing -= (inOther * otherGrams) / grams;
  }
  return taken;
}

/** A need as a stock counts it: a number without a unit is pieces of a catalogue food. */
function asStock(need: Need): StockAmounts {
  return { mass: need.mass, volume: need.volume, count: need.count + need.none };
}

/**
 * 'Cuisiné' (DESIGN.md §3, "The cupboard"): what a cooked meal takes from the cupboard, one
 * negative change per food in stock: the recipe's amounts at the meal's portions, converted into
 * the dimensions the stock keeps the food in, never more than is there, so no food goes below
 * zero. What would leave a crumb of float noise takes the rest, so a food used up leaves the
 * cupboard. Foods not in stock, and staples kept without an amount, are not changed.
 */
export function cookedMealChanges({ recipe, portions, stock, catalogue }: CookedMealInput): StockChange[] {
  if (!(Number.isFinite(recipe.servings) && recipe.servings > 0 && Number.isFinite(portions) && portions > 0)) return [];
  const scale = portions / recipe.servings;
  const foods = foodsById(catalogue);
  const changes: StockChange[] = [];
  for (const { foodId, need } of recipeFoods(recipe.ingredients, catalogue).foods) {
    const entry = stock.get(foodId);
    if (!entry) continue;
    const food = foods.get(foodId);
    const wanted = asStock(lineNeed(need, food));
    const left: StockAmounts = { mass: entry.mass, volume: entry.volume, count: entry.count };
    for (const dimension of stockDimensions) {
      if (!(wanted[dimension] > 0)) continue;
      const taken = take(dimension, wanted[dimension] * scale, left, food);
      for (const from of stockDimensions) left[from] -= taken[from];
    }
    const amounts: StockAmounts = { mass: 0, volume: 0, count: 0 };
    for (const dimension of stockDimensions) {
      const used = left[dimension] <= STOCK_NOISE * entry[dimension] ? entry[dimension] : entry[dimension] - left[dimension];
      amounts[dimension] = 0 - used;
    }
    if (amounts.mass < 0 || amounts.volume < 0 || amounts.count < 0) changes.push({ foodId, amounts });
  }
  return changes;
}

/** What undoes an action on the cupboard: the exact changes it made, negated. */
export function undoStockChanges(changes: readonly StockChange[]): StockChange[] {
  return changes.map(({ foodId, amounts }) => ({ foodId, amounts: { mass: 0 - amounts.mass, volume: 0 - amounts.volume, count: 0 - amounts.count } }));
}
