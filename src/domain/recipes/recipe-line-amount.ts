import { formatExactAmount } from '../grocery/exact-amount';
import type { ShopperWords } from '../grocery/shopper-display';
import { countUnitOf } from '../grocery/shopping-amount';
import { isDocumentId } from '../shared/document-id';
import type { IngredientLine } from './ingredient-line';
import { scaleQuantity } from './portions';
import type { BuyingUnit } from './standard-ingredient';

/** How shops sell some catalogue foods, by id: what a recipe page counts their pieces in. */
export type FoodBuyingUnits = ReadonlyMap<string, BuyingUnit>;

export const noBuyingUnits: FoodBuyingUnits = new Map();

/**
 * The catalogue foods a recipe page needs the buying unit of: those its lines count in pieces,
 * once each and sorted, so the server and the browser ask the same question (the browser is
 * answered from the page's recorded reads). Ids no document could have are left out, as one
 * would spoil the whole read.
 */
export function countedFoodIds(lines: readonly IngredientLine[]): string[] {
  const ids = new Set<string>();
  for (const line of lines) if (line.unit === 'piece' && line.standardIngredientId && isDocumentId(line.standardIngredientId)) ids.add(line.standardIngredientId);
  return [...ids].sort();
}

/**
 * A line's amount at the portions chosen, read as the list reads what a recipe needs
 * (formatExactAmount): '⅓ c. à c.', '1 ½ pièce', '3 ½ gousses', '166,67 g'. Pieces are counted in
 * the food's buying unit when the catalogue says it ('gousse', 'botte'), else in pieces; '' for a
 * line without an amount ('sel, poivre').
 */
export function recipeLineAmount(
  line: Pick<IngredientLine, 'quantity' | 'unit' | 'standardIngredientId'>,
  portions: number,
  servings: number,
  buyingUnits: FoodBuyingUnits,
  words: ShopperWords,
): string {
  const buyingUnit = line.standardIngredientId ? buyingUnits.get(line.standardIngredientId) : undefined;
  return formatExactAmount(scaleQuantity(line.quantity, portions, servings), line.unit, countUnitOf(buyingUnit), words);
}
