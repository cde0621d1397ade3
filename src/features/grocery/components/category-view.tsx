import { useMemo } from 'react';
import { formatSourceSummary, sourceSummary } from '@/domain/grocery/grocery-display';
import type { AggregatedItem } from '@/domain/grocery/grocery-line';
import { groupByCategory } from '@/domain/grocery/grocery-groups';
import { AisleSection } from './aisle-section';
import { GroceryLineRow } from './grocery-line-row';
import { useSummaryWords } from './use-summary-words';

/** The 'Catégories' tab: lines by aisle, aisles in the spec's order (B §3). */
export function CategoryView({ items }: { items: readonly AggregatedItem[] }) {
  const groups = useMemo(() => groupByCategory(items), [items]);
  const words = useSummaryWords();
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <AisleSection key={group.category} group={group}>
          {group.items.map((item) => (
            <GroceryLineRow key={item.key} item={item} quantity={item.quantity} unit={item.unit} summary={formatSourceSummary(sourceSummary(item), words)} />
          ))}
        </AisleSection>
      ))}
    </div>
  );
}
