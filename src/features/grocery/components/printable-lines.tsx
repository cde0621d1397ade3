import { useId, useMemo } from 'react';
import type { GroceryCategory } from '@/domain/grocery/categories';
import { groupByCategory } from '@/domain/grocery/grocery-groups';
import { AisleSection } from './aisle-section';

/** A line as the printable and shared pages show it, whichever list it comes from. */
export interface PrintableLine {
  key: string;
  name: string;
  /** What a shopper reads beside the name ('2,6 kg', '10 gousses (1 tête)'); '' for none. */
  amount: string;
  category: GroceryCategory;
  /** The recipes it comes from ('Crêpes, Quiche et 2 autres'); '' for none. */
  summary: string;
  checked: boolean;
}

function LineRow<Line extends PrintableLine>({ line, onToggle }: { line: Line; onToggle: (line: Line) => void }) {
  const id = useId();
  const { amount } = line;
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

/** Lines by aisle, aisles in the spec's order and colours (B §3), each line a labelled checkbox. */
export function PrintableLines<Line extends PrintableLine>({ lines, onToggle }: { lines: readonly Line[]; onToggle: (line: Line) => void }) {
  const groups = useMemo(() => groupByCategory(lines), [lines]);
  return (
    // Colours (swatches, ticked boxes) print as shown rather than being dropped by the browser.
    <div className="flex flex-col gap-4 print:gap-2 print:[print-color-adjust:exact]">
      {groups.map((group) => (
        <AisleSection key={group.category} group={group} printable>
          {group.items.map((line) => (
            <LineRow key={line.key} line={line} onToggle={onToggle} />
          ))}
        </AisleSection>
      ))}
    </div>
  );
}
