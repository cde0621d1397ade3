import { formatSourceSummary, sourceSummary, type SummaryWords } from './grocery-display';
import type { ListPreview } from './list-preview';
import { formatShoppingAmount, type ShopperWords } from './shopper-display';
import { formatShopperLine } from './shopper-line-text';
import type { ShoppingList } from './shopping-list';

// Apart from the schema: the screen that draws a kept list before the session answers loads the
// schema alone, not the list's formatting.

/** The list named `name` as the shopper reads it now, in the words the screen uses. */
export function listPreview(name: string, shopping: ShoppingList, words: ShopperWords, summaryWords: SummaryWords): ListPreview {
  return {
    name,
    groups: shopping.groups.map((group) => {
      const shown = group.lines.map((line) => ({
        key: line.key,
        name: line.name,
        amount: group.kind === 'inCupboard' ? formatShoppingAmount(line.amount, words) : formatShopperLine(line, words),
        summary: group.kind === 'inCupboard' ? '' : formatSourceSummary(sourceSummary({ sources: line.parts.flatMap((part) => part.sources) }), summaryWords),
        ticked: line.state.kind === 'ticked',
      }));
      return group.kind === 'aisle' ? { kind: 'aisle', category: group.category, lines: shown } : { kind: group.kind, lines: shown };
    }),
  };
}
