import { emptyNeed, lineNeed } from '../grocery/food-need';
import { identifyFood } from '../grocery/food-identity';
import { dimensionOf, toBaseQuantity } from '../grocery/unit-dimensions';
import { parseIngredientLine } from '../recipes/ingredient-line-parser';
import type { StandardIngredient } from '../recipes/standard-ingredient';
import type { StockChange } from './pantry-entry';

/** What typed or pasted lines put in the cupboard. */
export interface StockLines {
  /** What to add, one change per food (lines of one food added up), in the food's buying dimension. */
  changes: StockChange[];
  /** Foods written without an amount ('sel'): kept as 'toujours en stock'. */
  staples: string[];
  /** The foods named, in the order first written: what the page says it added. */
  foodIds: string[];
  /** Lines that name no food of the catalogue: never stocked, the page says which. */
  unknown: string[];
}

/**
 * Reads one food per line ('500 g de farine', '6 œufs', '2 gousses d'ail', 'sel') through the
 * recipes' ingredient-line parser and the list's food matcher: the amount in base units, turned
 * into the dimension the food is bought in when the catalogue says how (the list's lineNeed), so
 * the cupboard counts what the list counts. A line without a unit counts pieces.
 */
export function readStockLines(text: string, catalogue: readonly StandardIngredient[]): StockLines {
  const byFood = new Map<string, StockChange>();
  const staples = new Set<string>();
  const foodIds: string[] = [];
  const unknown: string[] = [];
  const catalogueById = new Map(catalogue.map((food) => [food.id, food]));

  for (const line of text.split(/\r?\n/).map((written) => written.trim()).filter(Boolean)) {
    const parsed = parseIngredientLine(line, catalogue);
    const food = (parsed.standardIngredientId && catalogueById.get(parsed.standardIngredientId)) || identifyFood(parsed.name, catalogue);
    if (!food) {
      unknown.push(line);
      continue;
    }
    if (!foodIds.includes(food.id)) foodIds.push(food.id);
    if (!(parsed.quantity > 0)) {
      staples.add(food.id);
      continue;
    }
    const need = emptyNeed();
    need[dimensionOf(parsed.unit)] += toBaseQuantity(parsed.quantity, parsed.unit);
    const counted = lineNeed(need, food);
    const change = byFood.get(food.id) ?? { foodId: food.id, amounts: { mass: 0, volume: 0, count: 0 } };
    change.amounts.mass += counted.mass;
    change.amounts.volume += counted.volume;
    change.amounts.count += counted.count + counted.none;
    byFood.set(food.id, change);
  }
  return { changes: [...byFood.values()], staples: [...staples].filter((foodId) => !byFood.has(foodId)), foodIds, unknown };
}
