import type { ShopperLine } from '../grocery/shopping-list';
import type { StockChange } from './pantry-entry';
import { stockFromTicks, type StockFromTicksInput } from './stock-from-ticks';

/** 'Ranger les articles cochés': what goes into the cupboard, and the lines whose ticks it clears. */
export interface PutAway {
  changes: StockChange[];
  /** The ticked lines of the foods stocked: a custom item, or a ticked line without an amount, keeps its tick. */
  lines: ShopperLine[];
}

/**
 * What putting the ticked lines away does (DESIGN.md §3, "The cupboard"): the stock changes of
 * stockFromTicks, and the lines they come from, whose ticks are cleared since the cupboard now
 * covers what they bought.
 */
export function putAway(input: StockFromTicksInput): PutAway {
  const changes = stockFromTicks(input);
  const stocked = new Set(changes.map((change) => change.foodId));
  const lines = input.lines.filter((line) => line.state.kind !== 'open' && line.standardIngredientId !== null && stocked.has(line.standardIngredientId));
  return { changes, lines };
}
