import type { BuyingUnit } from '../recipes/standard-ingredient';
import { buyingDimension, type Need, type ShopperFood } from './food-need';
import { unitDimensions, type UnitDimension } from './unit-dimensions';

/** The buying units a food is counted in. */
export type CountUnit = Exclude<BuyingUnit, 'weight' | 'volume'>;

/** What a shopper reads beside an amount. */
export type ShoppingUnit = 'gram' | 'kilogram' | 'centiliter' | 'liter' | CountUnit;

/** One part of what to buy; a line has one, or one per dimension no conversion joins. */
export interface ShoppingPart {
  dimension: UnitDimension;
  /** What to buy in the dimension's base unit (grams, millilitres, pieces), rounded up: what a tick covers. */
  base: number;
  /** The same in `unit`: 2 600 g reads 2.6 kilograms. */
  value: number;
  /** null for a number without a unit. */
  unit: ShoppingUnit | null;
  /** For garlic, the heads its cloves come in. */
  heads?: number;
}

export type ShoppingAmount = readonly ShoppingPart[];

/**
 * A head of garlic holds eight to fifteen cloves; ten is the usual kitchen figure. Heads are
 * rounded up (11 cloves read '11 gousses (2 têtes)'): a head more keeps for weeks, a clove
 * short stops the recipe.
 */
export const CLOVES_PER_HEAD = 10;

/** Below this many grams, weights go up in steps of SMALL_GRAM_STEP; below a kilogram, of GRAM_STEP. */
export const SMALL_WEIGHT_GRAMS = 100;
export const SMALL_GRAM_STEP = 5;
export const GRAM_STEP = 10;
/** From a kilogram or a litre, amounts read with one decimal: steps of 100 g or 10 cl. */
export const KILO_STEP = 100;
/** Below a litre, volumes read in whole centilitres. */
export const CENTILITRE_STEP = 10;

// Sums of scaled quantities carry float noise (100.00000001 g for 100 g): a need is trimmed by
// this share before rounding up, far below anything a shop sells.
const NOISE = 1e-9;

/** The step an amount of this size is rounded up to: what it may exceed the need by, at most. */
export function roundingStep(dimension: UnitDimension, base: number): number {
  const need = base * (1 - NOISE);
  if (dimension === 'mass') return need < SMALL_WEIGHT_GRAMS ? SMALL_GRAM_STEP : need < 1000 ? GRAM_STEP : KILO_STEP;
  if (dimension === 'volume') return need < 1000 ? CENTILITRE_STEP : KILO_STEP;
  return 1;
}

/**
 * What a food's pieces are counted in: its buying unit when shops sell it by the unit (a clove, a
 * bunch, a can…), else a piece; a food bought by weight or volume, or none known, still has its
 * pieces ('2 pièces' of potatoes).
 */
export function countUnitOf(buyingUnit: BuyingUnit | undefined): CountUnit {
  return buyingUnit === undefined || buyingUnit === 'weight' || buyingUnit === 'volume' ? 'piece' : buyingUnit;
}

/** A need rounded up to what a shopper buys, or null when there is nothing to buy. */
function roundPart(dimension: UnitDimension, need: number, food: ShopperFood | undefined): ShoppingPart | null {
  if (!(need > 0)) return null;
  const step = roundingStep(dimension, need);
  const steps = Math.ceil((need * (1 - NOISE)) / step);
  const base = steps * step;
  if (dimension === 'mass') {
    return base < 1000 ? { dimension, base, value: base, unit: 'gram' } : { dimension, base, value: base / 1000, unit: 'kilogram' };
  }
  if (dimension === 'volume') {
    return base < 1000 ? { dimension, base, value: base / CENTILITRE_STEP, unit: 'centiliter' } : { dimension, base, value: base / 1000, unit: 'liter' };
  }
  if (dimension === 'none') return { dimension, base, value: base, unit: null };
  const unit = countUnitOf(food?.buyingUnit);
  return unit === 'clove' ? { dimension, base, value: base, unit, heads: Math.ceil(base / CLOVES_PER_HEAD) } : { dimension, base, value: base, unit };
}

/**
 * What a shopper buys for a line's need (lineNeed): the dimension the food is bought in first,
 * then any part no conversion joined it to. Counts go up to whole buying units; weights under a
 * kilogram to whole grams in steps of 5 g (under 100 g) or 10 g; volumes under a litre to whole
 * centilitres; from a kilogram or a litre, to one decimal. Never less than the need, and never a
 * whole step more (roundingStep).
 */
export function shoppingAmount(need: Need, food: ShopperFood | undefined): ShoppingPart[] {
  const parts: ShoppingPart[] = [];
  const first = food ? buyingDimension(food.buyingUnit) : null;
  if (first) {
    const part = roundPart(first, need[first], food);
    if (part) parts.push(part);
  }
  for (const dimension of unitDimensions) {
    if (dimension === first) continue;
    const part = roundPart(dimension, need[dimension], food);
    if (part) parts.push(part);
  }
  return parts;
}

/** The rounded amounts of a line back as a need, in base units: what a tick covers. */
export function amountAsNeed(amount: ShoppingAmount): Need {
  const need: Need = { mass: 0, volume: 0, count: 0, none: 0 };
  for (const part of amount) need[part.dimension] += part.base;
  return need;
}
