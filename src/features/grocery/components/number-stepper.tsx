import { useId, useState } from 'react';
import { formatQuantity } from '@/domain/grocery/grocery-display';

interface NumberStepperProps {
  value: number;
  /** The input's accessible name ('Quantité de Pommes'). */
  label: string;
  /** Shown above the stepper when the layout does not already say what it counts. */
  caption?: string;
  decreaseLabel: string;
  increaseLabel: string;
  min?: number;
  max?: number;
  /** Called with a whole number within [min, max] that differs from `value`. */
  onChange: (value: number) => void;
  /** Ids of what else describes the value (its unit). */
  describedBy?: string;
}

const buttonClass =
  'flex size-11 shrink-0 items-center justify-center text-xl text-stone-700 hover:bg-stone-100 focus-visible:relative focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent';

/**
 * A whole number with − and + buttons (44 px each) and a box to type it in. Typing keeps digits
 * only and is committed on blur or Enter (Escape takes it back); a value outside the bounds, or
 * none, puts the stored one back. Each step is its own change: the store shows it at once.
 */
export function NumberStepper({ value, label, caption, decreaseLabel, increaseLabel, min = 1, max = Number.MAX_SAFE_INTEGER, onChange, describedBy }: NumberStepperProps) {
  const inputId = useId();
  // What is being typed; null shows the value (which another member may change meanwhile).
  const [draft, setDraft] = useState<string | null>(null);

  // Whole numbers as typed; a fraction stored by an older list as the list shows it ('1,5').
  const shown = Number.isInteger(value) ? String(value) : formatQuantity(value);
  const change = (next: number) => {
    if (next >= min && next <= max && next !== value) onChange(next);
  };
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft !== '') change(Number(draft));
  };

  return (
    <div className="flex flex-col gap-1">
      {caption && (
        <label htmlFor={inputId} className="text-xs font-medium text-stone-600">
          {caption}
        </label>
      )}
      <div className="inline-flex items-stretch self-start rounded-lg border border-stone-300 bg-white">
        {/* A stored fraction (older lists) steps to the next whole number. */}
        <button type="button" aria-label={decreaseLabel} disabled={value <= min} onClick={() => change(Math.max(min, Math.ceil(value) - 1))} className={`${buttonClass} rounded-l-lg`}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={label}
          aria-describedby={describedBy}
          value={draft ?? shown}
          // Digits only: a sign, a decimal point or a letter cannot make a valid value.
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
            else if (event.key === 'Escape') setDraft(null);
            else return;
            event.preventDefault();
          }}
          className="w-14 border-x border-stone-300 text-center text-stone-900 tabular-nums outline-none focus:bg-brand-50 focus:ring-2 focus:ring-brand-600 focus:ring-inset"
        />
        <button type="button" aria-label={increaseLabel} disabled={value >= max} onClick={() => change(Math.min(max, Math.floor(value) + 1))} className={`${buttonClass} rounded-r-lg`}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
