import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSourceSummary, sourceSummary } from '@/domain/grocery/grocery-display';
import type { AggregatedItem } from '@/domain/grocery/grocery-line';
import { groupByCategory, type CategoryGroup } from '@/domain/grocery/grocery-groups';
import { GroceryLineRow } from './grocery-line-row';
import { useSummaryWords } from './use-summary-words';

function CategorySection({ group }: { group: CategoryGroup }) {
  const { t } = useTranslation();
  const headingId = useId();
  const words = useSummaryWords();
  // The aisle's colour marks its edge and a swatch; its name stays dark on white.
  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-xl border border-l-4 border-stone-200 bg-white" style={{ borderLeftColor: group.color }}>
      <h2 id={headingId} className="flex items-center gap-2 px-4 pt-3 pb-1 text-sm font-semibold text-stone-800">
        <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: group.color }} />
        {t(group.labelKey)}
      </h2>
      <ul className="divide-y divide-stone-100">
        {group.items.map((item) => (
          <GroceryLineRow key={item.key} item={item} quantity={item.quantity} unit={item.unit} summary={formatSourceSummary(sourceSummary(item), words)} />
        ))}
      </ul>
    </section>
  );
}

/** The 'Catégories' tab: lines by aisle, aisles in the spec's order (B §3). */
export function CategoryView({ items }: { items: readonly AggregatedItem[] }) {
  const groups = useMemo(() => groupByCategory(items), [items]);
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <CategorySection key={group.category} group={group} />
      ))}
    </div>
  );
}
