import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AggregatedItem } from '@/domain/grocery/grocery-line';
import { groupByRecipe, type RecipeGroupLine } from '@/domain/grocery/grocery-groups';
import { GroceryLineRow } from './grocery-line-row';

function RecipeSection({ title, detail, lines }: { title: string; detail?: ReactNode; lines: RecipeGroupLine[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
      <div className="flex items-baseline justify-between gap-3 px-4 pt-3 pb-1">
        <h2 id={headingId} className="font-semibold text-stone-900">
          {title}
        </h2>
        {detail && <p className="shrink-0 text-sm text-stone-600">{detail}</p>}
      </div>
      <ul className="divide-y divide-stone-100">
        {lines.map((line) => (
          <GroceryLineRow key={line.item.key} item={line.item} quantity={line.quantity} unit={line.unit} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The 'Recettes' tab: one section per recipe with what it adds to each line, then the custom
 * items under 'Items personnalisés' (spec B §5). A tick there ticks the whole line.
 */
export function RecipeView({ items }: { items: readonly AggregatedItem[] }) {
  const { t } = useTranslation();
  const groups = useMemo(() => groupByRecipe(items), [items]);
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) =>
        group.kind === 'recipe' ? (
          <RecipeSection
            key={group.recipeId}
            title={group.recipeName}
            detail={t('grocery.portions', { count: group.mealEntries.reduce((total, entry) => total + entry.portions, 0) })}
            lines={group.lines}
          />
        ) : (
          <RecipeSection key="custom" title={t(group.labelKey)} lines={group.lines} />
        ),
      )}
    </div>
  );
}
