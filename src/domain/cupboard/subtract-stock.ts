import { emptyNeed, type Need, type ShopperFood } from '../grocery/food-need';
import { isInCupboard, type PantryStock } from './pantry-entry';
import { covers, stockAsNeed } from './stock-need';

/** A food's stock entry, as the cupboard's screens read it. */
export type StockEntry = PantryStock extends ReadonlyMap<string, infer Entry> ? Entry : never;

/** What the cupboard does to one line of the list (DESIGN.md §3, "The cupboard"). */
export interface StockCover {
  /** What is still to buy, exact, in the line's dimensions: the need minus the stock, never below zero. */
  remaining: Need;
  /** What the stock covers of the need ('déjà au placard'), exact, in the line's dimensions. */
  fromCupboard: Need;
  /** The whole need is at home: the line leaves the aisles for 'Déjà au placard'. */
  whole: boolean;
}

const dimensions = ['mass', 'volume', 'count', 'none'] as const;

/**
 * Takes a food's stock off its line's need (lineNeed), dimension by dimension, the stock
 * converted as the need is (500 g of flour in stock and 750 g needed leaves 250 g to buy; 3
 * onions in stock cover 200 g of onion at 120 g a piece). A staple kept 'toujours en stock'
 * covers any need without an amount being kept. A need without an amount ('persil' to taste) is
 * covered by the food being in the cupboard at all. No stock entry, no change.
 */
export function subtractStock(need: Need, entry: StockEntry | undefined, food: ShopperFood | undefined): StockCover {
  if (entry === undefined || !isInCupboard(entry)) return { remaining: { ...need }, fromCupboard: emptyNeed(), whole: false };
  if (entry.staple) return { remaining: emptyNeed(), fromCupboard: { ...need }, whole: true };
  const stock = stockAsNeed(entry, food);
  const remaining = emptyNeed();
  const fromCupboard = emptyNeed();
  let whole = true;
  for (const dimension of dimensions) {
    const needed = need[dimension];
    if (!(needed > 0)) continue;
    if (covers(stock[dimension], needed)) {
      fromCupboard[dimension] = needed;
    } else {
      fromCupboard[dimension] = stock[dimension];
      remaining[dimension] = needed - stock[dimension];
      whole = false;
    }
  }
  return { remaining, fromCupboard, whole };
}
