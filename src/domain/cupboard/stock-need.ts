import { lineNeed, type Need, type ShopperFood } from '../grocery/food-need';
import type { StockAmounts } from './pantry-entry';

// Sums of scaled quantities carry float noise (749.9999999 g): what is within this share of an
// amount counts as the amount, as the list's ticks do (shopper-tick.ts).
export const STOCK_NOISE = 1e-9;

/**
 * What a food's stock amounts to in the list's dimensions: converted as lineNeed converts a need
 * (into the food's buying dimension through the weight of a piece or the density), what cannot
 * be converted left in its own dimension.
 */
export function stockAsNeed(amounts: StockAmounts, food: ShopperFood | undefined): Need {
  return lineNeed({ mass: amounts.mass, volume: amounts.volume, count: amounts.count, none: 0 }, food);
}

/** Whether `available` covers `amount` of one dimension, give or take the noise. */
export function covers(available: number, amount: number): boolean {
  return amount <= available + STOCK_NOISE * Math.max(1, amount);
}
