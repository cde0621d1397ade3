import type { StandardIngredient } from '../recipes/standard-ingredient';
import { identifyFood } from '../grocery/food-identity';
import { emptyNeed, type Need } from '../grocery/food-need';
import type { AggregatableLine } from '../grocery/grocery-line';
import { dimensionOf, isKnownUnit, toBaseQuantity } from '../grocery/unit-dimensions';

/** One catalogue food a recipe uses, all its lines together. */
export interface RecipeFood {
  foodId: string;
  /** At the recipe's servings, per dimension, in base units (grams, millilitres, pieces, numbers without a unit). */
  need: Need;
  /** How many of the recipe's lines name it. */
  lines: number;
  /** The line's own name, for a food the catalogue given does not hold. */
  lineName: string;
}

/** A line naming no catalogue food, by its name. */
export interface UnknownFood {
  name: string;
  lines: number;
}

export interface RecipeFoods {
  /** In the order the recipe first names them. */
  foods: RecipeFood[];
  unknown: UnknownFood[];
}

/**
 * The catalogue foods a recipe's lines use, found as the shopping list finds them (the line's
 * link, else the catalogue matcher on its name: food-identity.ts), with what each line needs.
 * A line with an unknown unit or an invalid quantity still names its food, with no amount: a
 * recipe the app could not read whole is not refused here, only measured as far as it can be.
 */
export function recipeFoods(lines: readonly AggregatableLine[] | null | undefined, catalogue: readonly StandardIngredient[]): RecipeFoods {
  const foods = new Map<string, RecipeFood>();
  const unknown = new Map<string, UnknownFood>();
  for (const line of lines ?? []) {
    const name = typeof line.name === 'string' ? line.name.trim() : '';
    const foodId = line.standardIngredientId || identifyFood(name, catalogue)?.id || null;
    if (foodId === null) {
      if (name === '') continue;
      const key = name.toLocaleLowerCase('fr');
      const known = unknown.get(key);
      if (known) known.lines += 1;
      else unknown.set(key, { name, lines: 1 });
      continue;
    }
    let food = foods.get(foodId);
    if (!food) {
      food = { foodId, need: emptyNeed(), lines: 0, lineName: name };
      foods.set(foodId, food);
    }
    food.lines += 1;
    const unit = line.unit || null;
    const readable = (unit === null || isKnownUnit(unit)) && Number.isFinite(line.quantity) && line.quantity > 0;
    if (readable) food.need[dimensionOf(unit)] += toBaseQuantity(line.quantity, unit);
  }
  return { foods: [...foods.values()], unknown: [...unknown.values()] };
}
