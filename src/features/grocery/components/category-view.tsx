import { formatSourceSummary, sourceSummary } from '@/domain/grocery/grocery-display';
import { formatShopperLine } from '@/domain/grocery/shopper-line-text';
import { leadingLines } from '@/domain/grocery/leading-lines';
import type { ShopperGroup, ShopperLine, ShoppingList } from '@/domain/grocery/shopping-list';
import { useWholeAfterFirstDraw } from '@/ui/use-whole-after-first-draw';
import { AisleSection } from './aisle-section';
import { CUPBOARD_COLOR } from './cupboard-color';
import { InCupboardSection } from './in-cupboard-section';
import { GroceryLineRow } from './grocery-line-row';
import { useShopperWords } from '../hooks/use-shopper-words';
import { useSummaryWords } from '../hooks/use-summary-words';

/**
 * Lines the first draw shows, a tall screen's worth: at 1,000 recipes a phone drew and laid out
 * the list's 57 lines in about 300 ms of its main thread before the first could show.
 */
const FIRST_DRAW_LINES = 20;

const groupKey = (group: ShopperGroup) => (group.kind === 'aisle' ? group.category : group.kind);

/** A line typed by hand and nothing else: its one custom item, whose quantity the row edits. */
function customItemOf(line: ShopperLine) {
  const [only, ...others] = line.parts;
  return others.length === 0 && only?.editable ? only : undefined;
}

/**
 * The 'Catégories' tab: one line per food by aisle, aisles in the spec's order (B §3), each
 * less what the household's cupboard holds, then the staples to check, then what the cupboard
 * covers whole, collapsed (DESIGN.md §3, "What the list shows", "The cupboard").
 */
export function CategoryView({ shopping }: { shopping: ShoppingList }) {
  const words = useShopperWords();
  const summaryWords = useSummaryWords();
  const whole = useWholeAfterFirstDraw();
  const groups = whole ? shopping.groups : leadingLines(shopping.groups, FIRST_DRAW_LINES);
  return (
    <div className="flex flex-col gap-4" aria-busy={!whole}>
      {groups.map((group) =>
        group.kind === 'inCupboard' ? (
          <InCupboardSection key={groupKey(group)} lines={group.lines} />
        ) : (
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
        ),
      )}
    </div>
  );
}
