import { formatSourceSummary, sourceSummary } from '@/domain/grocery/grocery-display';
import { formatShopperLine } from '@/domain/grocery/shopper-line-text';
import type { ShopperGroup, ShopperLine, ShoppingList } from '@/domain/grocery/shopping-list';
import { AisleSection } from './aisle-section';
import { GroceryLineRow } from './grocery-line-row';
import { useShopperWords } from './use-shopper-words';
import { useSummaryWords } from './use-summary-words';

/** The cupboard's edge: a neutral stone, apart from the aisles' colours. */
const CUPBOARD_COLOR = '#78716c';

const groupKey = (group: ShopperGroup) => (group.kind === 'aisle' ? group.category : 'cupboard');

/** A line typed by hand and nothing else: its one custom item, whose quantity the row edits. */
function customItemOf(line: ShopperLine) {
  const [only, ...others] = line.parts;
  return others.length === 0 && only?.editable ? only : undefined;
}

/**
 * The 'Catégories' tab: one line per food by aisle, aisles in the spec's order (B §3), then the
 * cupboard's staples to check (DESIGN.md §3, "What the list shows").
 */
export function CategoryView({ shopping }: { shopping: ShoppingList }) {
  const words = useShopperWords();
  const summaryWords = useSummaryWords();
  return (
    <div className="flex flex-col gap-4">
      {shopping.groups.map((group) => (
        <AisleSection key={groupKey(group)} group={{ labelKey: group.labelKey, color: group.kind === 'aisle' ? group.color : CUPBOARD_COLOR }}>
          {group.lines.map((line) => (
            <GroceryLineRow
              key={line.key}
              line={line}
              amount={formatShopperLine(line, words)}
              summary={formatSourceSummary(sourceSummary({ sources: line.parts.flatMap((part) => part.sources) }), summaryWords)}
              custom={customItemOf(line)}
            />
          ))}
        </AisleSection>
      ))}
    </div>
  );
}
