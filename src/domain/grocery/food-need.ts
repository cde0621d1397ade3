import type { BuyingUnit, StandardIngredient } from '../recipes/standard-ingredient';
import type { UnitDimension } from './unit-dimensions';

/** What the shopping list reads of a catalogue food (DESIGN.md §3, "What the list shows"). */
export type ShopperFood = Pick<StandardIngredient, 'id' | 'name' | 'category' | 'buyingUnit' | 'pieceGrams' | 'gramsPerMl' | 'staple'>;

/**
 * How much of one food is needed, per dimension, in the dimension's base unit: grams,
 * millilitres, pieces as recipes count the food (an onion, a clove, a bunch, a can), and
 * numbers written without a unit.
 */
export type Need = Record<UnitDimension, number>;

export function emptyNeed(): Need {
  return { mass: 0, volume: 0, count: 0, none: 0 };
}

/** The dimension a food is bought in; null when the catalogue does not say. */
export function buyingDimension(unit: BuyingUnit | undefined): Exclude<UnitDimension, 'none'> | null {
  if (unit === undefined) return null;
  if (unit === 'weight') return 'mass';
  return unit === 'volume' ? 'volume' : 'count';
}

/** Grams in one base unit of a dimension for this food, when the catalogue knows it. */
export function gramsPer(dimension: UnitDimension, food: ShopperFood): number | undefined {
  if (dimension === 'mass') return 1;
  if (dimension === 'volume') return food.gramsPerMl;
  return food.pieceGrams;
}

/**
 * A food's need as its one line counts it: in the dimension the food is bought in, every other
 * dimension converted through grams (pieces through the weight of a piece, spoons and cups
 * through the food's density); what cannot be converted stays in its own dimension, so the line
 * shows both parts rather than guessing. A number without a unit counts pieces of a catalogue
 * food, and of any food that is also counted in pieces ('Éponges 3' + 'éponge 2 pc'); a food
 * the catalogue gives no buying unit keeps each dimension apart.
 */
export function lineNeed(need: Need, food: ShopperFood | undefined): Need {
  const line = { ...need };
  if (line.none > 0 && (food !== undefined || line.count > 0)) {
    line.count += line.none;
    line.none = 0;
  }
  const target = food && buyingDimension(food.buyingUnit);
  if (!food || !target) return line;
  const targetGrams = gramsPer(target, food);
  if (targetGrams === undefined) return line;
  for (const dimension of ['mass', 'volume', 'count'] as const) {
    if (dimension === target || line[dimension] === 0) continue;
    const grams = gramsPer(dimension, food);
    if (grams === undefined) continue;
    line[target] += (line[dimension] * grams) / targetGrams;
    line[dimension] = 0;
  }
  return line;
}

export function addNeed(total: Need, more: Need): void {
  total.mass += more.mass;
  total.volume += more.volume;
  total.count += more.count;
  total.none += more.none;
}
