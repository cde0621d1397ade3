import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionsByCategory, type CategorySection } from '@/domain/grocery/category-sections';
import type { GroceryCategory } from '@/domain/grocery/categories';
import { formatQuantity } from '@/domain/grocery/grocery-display';
import { unitSymbolKey, type Unit } from '@/domain/recipes/units';

/** A line as the printable and shared pages show it, whichever list it comes from. */
export interface PrintableLine {
  key: string;
  name: string;
  quantity: number;
  unit: Unit | null;
  category: GroceryCategory;
  /** The recipes it comes from ('Crêpes, Quiche et 2 autres'); '' for none. */
  summary: string;
  checked: boolean;
}

function LineRow<Line extends PrintableLine>({ line, onToggle }: { line: Line; onToggle: (line: Line) => void }) {
  const { t } = useTranslation();
  const id = useId();
  // A line without a quantity ('Sel', to taste) shows none rather than '0'.
  const amount = line.quantity > 0 ? [formatQuantity(line.quantity), line.unit && t(unitSymbolKey(line.unit)).toLowerCase()].filter(Boolean).join(' ') : null;
  const done = line.checked ? 'text-stone-500 line-through' : '';
  return (
    <li className="print:break-inside-avoid">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 px-4 py-2 hover:bg-stone-50 print:min-h-0 print:px-0 print:py-1">
        <input
          type="checkbox"
          checked={line.checked}
          onChange={() => onToggle(line)}
          // Named by what a shopper reads out: the item and how much of it.
          aria-labelledby={amount ? `${id}-name ${id}-amount` : `${id}-name`}
          aria-describedby={line.summary ? `${id}-sources` : undefined}
          className="size-5 shrink-0 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        />
        <span className="min-w-0 flex-1">
          <span id={`${id}-name`} className={`block break-words ${done || 'text-stone-900'}`}>
            {line.name}
          </span>
          {line.summary && (
            <span id={`${id}-sources`} className="block text-xs text-stone-600">
              {line.summary}
            </span>
          )}
        </span>
        {amount && (
          <span id={`${id}-amount`} className={`shrink-0 text-sm font-medium whitespace-nowrap ${done || 'text-stone-700'}`}>
            {amount}
          </span>
        )}
      </label>
    </li>
  );
}

function Section<Line extends PrintableLine>({ section, onToggle }: { section: CategorySection<Line>; onToggle: (line: Line) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  // On paper the aisle keeps its swatch but loses the card: a heading and its lines, never split.
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-xl border border-l-4 border-stone-200 bg-white print:break-inside-avoid print:rounded-none print:border-0"
      style={{ borderLeftColor: section.color }}
    >
      <h2 id={headingId} className="flex items-center gap-2 px-4 pt-3 pb-1 text-sm font-semibold text-stone-800 print:px-0">
        <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: section.color }} />
        {t(section.labelKey)}
      </h2>
      <ul className="divide-y divide-stone-100">
        {section.lines.map((line) => (
          <LineRow key={line.key} line={line} onToggle={onToggle} />
        ))}
      </ul>
    </section>
  );
}

/** Lines by aisle, aisles in the spec's order and colours (B §3), each line a labelled checkbox. */
export function PrintableLines<Line extends PrintableLine>({ lines, onToggle }: { lines: readonly Line[]; onToggle: (line: Line) => void }) {
  const sections = useMemo(() => sectionsByCategory(lines), [lines]);
  return (
    // Colours (swatches, ticked boxes) print as shown rather than being dropped by the browser.
    <div className="flex flex-col gap-4 print:gap-2 print:[print-color-adjust:exact]">
      {sections.map((section) => (
        <Section key={section.category} section={section} onToggle={onToggle} />
      ))}
    </div>
  );
}
