import type { StandardIngredient } from '../recipes/standard-ingredient';
import { foodsById } from '../grocery/catalogue-by-id';
import { lineNeed, type Need } from '../grocery/food-need';
import { amountAsNeed } from '../grocery/shopping-amount';
import { coveredNeed, type StoredShopperTick } from '../grocery/shopper-tick';
import type { ShopperLine } from '../grocery/shopping-list';
import type { StockChange } from './pantry-entry';

export interface StockFromTicksInput {
  /** The shopping list's lines (buildShoppingList), every group's. */
  lines: readonly ShopperLine[];
  /** The list's stored ticks by shopper line key, as buildShoppingList read them. */
  ticks: Readonly<Record<string, StoredShopperTick>>;
  catalogue: readonly StandardIngredient[];
}

/** What a ticked line's tick says was bought, in base units, or null for a line nobody ticked. */
function boughtBy(line: ShopperLine, ticks: StockFromTicksInput['ticks']): Need | null {
  if (line.state.kind === 'open') return null;
  // A reopened line's tick was bought all the same: what it covered goes in, and the cupboard
  // then covers that much of the line.
  if (line.state.kind === 'reopened') return line.state.covered;
  for (const key of line.tickKeys) {
    const tick = Object.hasOwn(ticks, key) ? ticks[key] : undefined;
    if (tick !== undefined && tick !== true) return coveredNeed(tick);
  }
  // Ticked as ticks were before they remembered amounts: what the line showed was bought.
  return amountAsNeed(line.amount);
}

/**
 * 'Ranger les articles cochés' (DESIGN.md §3, "The cupboard"): what goes from the bag into the
 * cupboard, one change per ticked catalogue food, the amount its tick covered (what was bought,
 * rounded up as the list showed it) in the food's buying dimension where it converts (lineNeed).
 * A number without a unit counts pieces of a catalogue food. Lines that name no catalogue food
 * (a custom item like 'Éponges') are not stocked: the cupboard keeps only the catalogue's foods.
 */
export function stockFromTicks({ lines, ticks, catalogue }: StockFromTicksInput): StockChange[] {
  const foods = foodsById(catalogue);
  const changes: StockChange[] = [];
  for (const line of lines) {
    if (line.standardIngredientId === null) continue;
    const bought = boughtBy(line, ticks);
    if (!bought) continue;
    const amounts = lineNeed(bought, foods.get(line.standardIngredientId));
    const count = amounts.count + amounts.none;
    if (amounts.mass > 0 || amounts.volume > 0 || count > 0) changes.push({ foodId: line.standardIngredientId, amounts: { mass: amounts.mass, volume: amounts.volume, count } });
  }
  return changes;
}
