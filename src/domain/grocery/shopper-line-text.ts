import { formatExactAmount } from './exact-amount';
import type { AggregatedSource } from './grocery-line';
import { formatShoppingAmount, type ShopperWords } from './shopper-display';
import type { ShopperLine } from './shopping-list';

/**
 * What a shopper reads beside the food's name: '2,6 kg', '10 gousses (1 tête)', '1,8 kg + 5
 * pièces'; 'encore 19 cl' once a tick no longer covers the need; 'à vérifier' for a staple's
 * spoonfuls, 'à vérifier · 50 cl' for a real amount of one; '' for a need without an amount.
 */
export function formatShopperLine(line: Pick<ShopperLine, 'cupboard' | 'amount' | 'state' | 'toBuy'>, words: ShopperWords): string {
  if (line.state.kind === 'reopened' && line.toBuy.length > 0) return words.still(formatShoppingAmount(line.toBuy, words));
  const amount = formatShoppingAmount(line.amount, words);
  if (!line.cupboard) return amount;
  return amount === '' ? words.check : `${words.check} · ${amount}`;
}

/** The recipes a line comes from, each once, in the order of their meals: what a cupboard line names. */
export function lineRecipeNames(line: Pick<ShopperLine, 'parts'>): string[] {
  const names = new Map<string, string>();
  for (const part of line.parts) {
    for (const source of part.sources) {
      if (source.type === 'mealEntry' && source.recipeId !== undefined && !names.has(source.recipeId)) names.set(source.recipeId, source.recipeName ?? '');
    }
  }
  return [...names.values()];
}

/** One contribution to a line, exact, as its detail lists it. */
export interface ExactNeed {
  source: AggregatedSource;
  /** '⅓ c. à c.', '1 ½ pièce', '166,67 g'; '' for 'to taste'. */
  text: string;
}

/** What each planned meal and custom item adds to a line, exact, at its portions. */
export function exactNeeds(line: Pick<ShopperLine, 'parts' | 'countUnit'>, words: ShopperWords): ExactNeed[] {
  return line.parts.flatMap((part) => part.sources.map((source) => ({ source, text: formatExactAmount(source.quantity, source.unit, line.countUnit, words) })));
}
