import type { StandardIngredient } from '../recipes/standard-ingredient';
import { foodsById } from '../grocery/catalogue-by-id';
import { emptyNeed, lineNeed, type Need } from '../grocery/food-need';
import type { AggregatableRecipe } from '../grocery/grocery-line';
import { nameSortKey } from '../grocery/name-sort-key';
import { isInCupboard, type PantryStock } from './pantry-entry';
import { recipeFoods } from './recipe-food-needs';
import { covers, stockAsNeed } from './stock-need';

/** A food a recipe needs that the cupboard does not cover. */
export interface MissingFood {
  /** The catalogue's name ('crème fraîche épaisse'), or the line's for a food the catalogue does not know. */
  name: string;
  /** null for a line that names no catalogue food. */
  foodId: string | null;
  /** Some is in the cupboard, not enough for the recipe. */
  partly: boolean;
}

export interface RankedRecipe<R> {
  recipe: R;
  /** In the order the recipe names them: what 'il manque : crème fraîche, lardons' lists. */
  missing: MissingFood[];
  /** How many of the recipe's lines name a missing food. */
  missingLines: number;
}

/** What a recipe needs, read once per version of its lines (a changed recipe arrives as new lines). */
interface PreparedFood {
  foodId: string | null;
  name: string;
  /** At the recipe's servings, converted as the list converts (lineNeed). */
  need: Need;
  lines: number;
  /** A catalogue staple (salt, pepper, oil…): a household nearly always has it. */
  staple: boolean;
}

interface PreparedRecipe {
  catalogue: readonly StandardIngredient[];
  foods: PreparedFood[];
}

const prepared = new WeakMap<object, PreparedRecipe>();
const NO_LINES: readonly never[] = [];

function prepare(lines: AggregatableRecipe['ingredients'], catalogue: readonly StandardIngredient[]): PreparedFood[] {
  const key = lines ?? NO_LINES;
  const known = prepared.get(key);
  if (known?.catalogue === catalogue) return known.foods;
  const byId = foodsById(catalogue);
  const { foods, unknown } = recipeFoods(lines, catalogue);
  const result: PreparedFood[] = [
    ...foods.map(({ foodId, need, lines: count, lineName }) => {
      const food = byId.get(foodId);
      return { foodId, name: food?.name ?? lineName, need: lineNeed(need, food), lines: count, staple: food?.staple === true };
    }),
    ...unknown.map(({ name, lines: count }) => ({ foodId: null, name, need: emptyNeed(), lines: count, staple: false })),
  ];
  prepared.set(key, { catalogue, foods: result });
  return result;
}

/** A food's stock as the recipes' needs read it. */
interface StockedFood {
  amounts: Need;
  staple: boolean;
  any: boolean;
}

function stockedFoods(stock: PantryStock, catalogue: readonly StandardIngredient[]): ReadonlyMap<string, StockedFood> {
  const byId = foodsById(catalogue);
  const stocked = new Map<string, StockedFood>();
  for (const [foodId, entry] of stock) {
    if (isInCupboard(entry)) stocked.set(foodId, { amounts: stockAsNeed(entry, byId.get(foodId)), staple: entry.staple, any: entry.mass > 0 || entry.volume > 0 || entry.count > 0 });
  }
  return stocked;
}

/** Whether the stock covers a need in every dimension; a need without an amount ('persil' to taste) by the food being there. */
function coversNeed(stocked: StockedFood, need: Need): boolean {
  return covers(stocked.amounts.mass, need.mass) && covers(stocked.amounts.volume, need.volume) && covers(stocked.amounts.count, need.count + need.none);
}

/**
 * 'Que cuisiner avec mon placard ?' (DESIGN.md §3, "The cupboard"): the recipes given (the
 * household's and its bookmarks) ranked by how few foods they miss, with the foods they miss.
 * A food is there when the cupboard covers what the recipe needs at its own servings, converted
 * as the list converts; a food only partly in stock is missing (the recipe as written cannot be
 * cooked), flagged `partly`. Staples count as there: the catalogue's (salt, pepper, oil…) and
 * the foods the household keeps 'toujours en stock'. A line naming no catalogue food is missing,
 * since the cupboard holds only catalogue foods and cannot say it is there.
 *
 * Recipes missing nothing first, then fewer foods missing, fewer lines missing, then by name;
 * recipes without any line, which the cupboard says nothing of, last. Each recipe's needs are
 * read once per version of its lines, so a ranking costs a look-up per food.
 */
export function rankByCupboard<R extends AggregatableRecipe>(recipes: readonly R[], stock: PantryStock, catalogue: readonly StandardIngredient[]): RankedRecipe<R>[] {
  const stocked = stockedFoods(stock, catalogue);
  const ranked = recipes.map((recipe) => {
    const foods = prepare(recipe.ingredients, catalogue);
    const missing: MissingFood[] = [];
    let missingLines = 0;
    for (const food of foods) {
      if (food.staple) continue;
      const inStock = food.foodId === null ? undefined : stocked.get(food.foodId);
      if (inStock && (inStock.staple || coversNeed(inStock, food.need))) continue;
      missing.push({ name: food.name, foodId: food.foodId, partly: inStock?.any === true });
      missingLines += food.lines;
    }
    return { ranked: { recipe, missing, missingLines }, empty: foods.length === 0, sortName: nameSortKey(recipe.name) };
  });
  ranked.sort(
    (a, b) =>
      Number(a.empty) - Number(b.empty) ||
      a.ranked.missing.length - b.ranked.missing.length ||
      a.ranked.missingLines - b.ranked.missingLines ||
      (a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : 0),
  );
  return ranked.map(({ ranked: result }) => result);
}
