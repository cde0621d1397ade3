import { useId } from 'react';
import { customLineQuantity } from '@/domain/grocery/custom-line-edit';
import type { AggregatedItem } from '@/domain/grocery/grocery-line';
import type { Unit } from '@/domain/recipes/units';
import { selectCanEditHouseholdContent, useHousehold } from '@/features/household';
import { selectToggleLine } from '../selectors';
import { useGrocery } from '../store';
import { CustomLineControls } from './custom-line-controls';
import { useAmountText } from './use-amount-text';

/**
 * One line of the list: the name and the checkbox share a label (a 44 px target on a phone),
 * with what the line comes from in smaller text and the quantity in French digits with its unit
 * (spec B §5). A checked line is struck through where it stands. The checkbox is named by the
 * line's name and described by its quantity and sources. A line the user typed has its quantity
 * stepper and remove button beside the label, never inside it: a label holds one control.
 */
export function GroceryLineRow({ item, quantity, unit, summary }: { item: AggregatedItem; quantity: number; unit: Unit | null; summary?: string }) {
  const toggleLine = useGrocery(selectToggleLine);
  const id = useId();
  // Viewers only tick (DESIGN.md §3).
  const editable = useHousehold(selectCanEditHouseholdContent) && item.editable;
  const edit = editable ? customLineQuantity(item) : null;
  const amount = useAmountText(quantity, unit);
  const described = [amount && `${id}-amount`, summary && `${id}-sources`].filter(Boolean).join(' ');
  const done = item.checked ? 'text-stone-500 line-through' : '';

  return (
    <li className="flex flex-wrap items-center gap-x-3 px-4 hover:bg-stone-50">
      <label className="flex min-h-11 min-w-32 flex-1 cursor-pointer items-center gap-3 py-2">
        <input
          type="checkbox"
          checked={item.checked}
          onChange={() => void toggleLine(item)}
          aria-labelledby={`${id}-name`}
          aria-describedby={described || undefined}
          className="size-5 shrink-0 accent-brand-600"
        />
        <span className="min-w-0 flex-1">
          <span id={`${id}-name`} className={`block break-words ${done || 'text-stone-900'}`}>
            {item.name}
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
      {editable && <CustomLineControls item={item} edit={edit} />}
    </li>
  );
}
