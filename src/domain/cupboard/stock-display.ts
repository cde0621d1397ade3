import { buyingDimension, lineNeed, type ShopperFood } from '../grocery/food-need';
import { countUnitOf, shoppingAmount, type CountUnit, type ShoppingAmount } from '../grocery/shopping-amount';
import type { StockAmounts } from './pantry-entry';

/** A food's stock as the list writes amounts ('500 g', '6 pièces', '10 gousses (1 tête)'): in its buying unit first. */
export function stockAmount(amounts: StockAmounts, food: ShopperFood | undefined): ShoppingAmount {
  return shoppingAmount(lineNeed({ ...amounts, none: 0 }, food), food);
}

/** What the page's stepper changes of a food's stock: one dimension, in a unit a cook reads. */
export interface StockStepper {
  dimension: keyof StockAmounts;
  /** The amount in `unit`. */
  value: number;
  /** Grams, centilitres, or the food's count unit (pieces, cloves, bunches…). */
  unit: 'gram' | 'centiliter' | CountUnit;
  /** What − and + move by, in `unit`. */
  step: number;
  /** Base units (g, ml, pieces) in one `unit`. */
  toBase: number;
}

/** Flour steps by 50 g, milk by 5 cl, eggs one by one. */
export const STOCK_STEPS = { mass: 50, volume: 5, count: 1 } as const;

/**
 * The stepper of a food's line: the dimension the food is bought in, else the one it holds an
 * amount in, else pieces (a staple without an amount).
 */
export function stockStepper(amounts: StockAmounts, food: ShopperFood | undefined): StockStepper {
  const held = (['mass', 'volume', 'count'] as const).find((dimension) => amounts[dimension] > 0);
  const dimension = buyingDimension(food?.buyingUnit) ?? held ?? 'count';
  if (dimension === 'mass') return { dimension, value: amounts.mass, unit: 'gram', step: STOCK_STEPS.mass, toBase: 1 };
  if (dimension === 'volume') return { dimension, value: amounts.volume / 10, unit: 'centiliter', step: STOCK_STEPS.volume, toBase: 10 };
  return { dimension, value: amounts.count, unit: countUnitOf(food?.buyingUnit), step: STOCK_STEPS.count, toBase: 1 };
}

/** The amounts with the stepper's dimension set to `value` (in its unit), the others kept. */
export function steppedAmounts({ mass, volume, count }: StockAmounts, stepper: StockStepper, value: number): StockAmounts {
  return { mass, volume, count, [stepper.dimension]: value * stepper.toBase };
}
