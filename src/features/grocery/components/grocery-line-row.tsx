import { useId } from 'react';
import { customLineQuantity } from '@/domain/grocery/custom-line-edit';
import type { AggregatedItem } from '@/domain/grocery/grocery-line';
import type { ShopperLine } from '@/domain/grocery/shopping-list';
import { selectCanEditHouseholdContent, useHousehold } from '@/features/household';
import { selectToggleLine } from '../store/selectors';
import { useGrocery } from '../store';
import { CustomLineControls } from './custom-line-controls';

interface GroceryLineRowProps {
  /** The food's line: what the checkbox ticks, wherever the row stands. */
  line: ShopperLine;
  /** What the row reads: the whole line's amount on the aisles, one recipe's exact need on its section. */
  amount: string;
  summary?: string | undefined;
  /** The custom item a line typed by hand is made of, whose quantity and removal the row offers. */
  custom?: AggregatedItem | undefined;
}

/**
 * One line of the list: the name and the checkbox share a label (a 44 px target on a phone),
 * with what the line comes from in smaller text and its amount. A ticked line is struck through
 * where it stands; a reopened one is open again and says what is still to buy. The checkbox is
 * named by the food and described by its amount and sources. A line the user typed has its
 * quantity stepper and remove button beside the label, never inside it: a label holds one control.
 */
export function GroceryLineRow({ line, amount, summary, custom }: GroceryLineRowProps) {
  const toggleLine = useGrocery(selectToggleLine);
  const id = useId();
  // Viewers only tick (DESIGN.md §3).
  const editable = useHousehold(selectCanEditHouseholdContent) && custom?.editable === true;
  const edit = editable && custom ? customLineQuantity(custom) : null;
  const described = [amount && `${id}-amount`, summary && `${id}-sources`].filter(Boolean).join(' ');
  const ticked = line.state.kind === 'ticked';
  const done = ticked ? 'text-stone-500 line-through' : '';

  return (
    <li className="flex flex-wrap items-center gap-x-3 px-4 hover:bg-stone-50">
      <label className="flex min-h-11 min-w-32 flex-1 cursor-pointer items-center gap-3 py-2">
        <input
          type="checkbox"
          checked={ticked}
          onChange={() => void toggleLine(line)}
          aria-labelledby={`${id}-name`}
          aria-describedby={described || undefined}
          className="size-5 shrink-0 accent-brand-600"
        />
        <span className="min-w-0 flex-1">
          <span id={`${id}-name`} className={`block break-words ${done || 'text-stone-900'}`}>
            {line.name}
          </span>
          {summary && (
            <span id={`${id}-sources`} className="block text-xs text-stone-600">
              {summary}
            </span>
          )}
        </span>
        {/* The stepper shows a typed line's quantity; the checkbox still reads it from here. */}
        {amount && (
          <span id={`${id}-amount`} hidden={edit !== null} className={`shrink-0 text-sm font-medium whitespace-nowrap ${done || 'text-stone-700'}`}>
            {amount}
          </span>
        )}
      </label>
      {editable && custom && <CustomLineControls item={custom} edit={edit} />}
    </li>
  );
}
