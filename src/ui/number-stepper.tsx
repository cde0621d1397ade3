import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '@/domain/grocery/grocery-display';
import { readTypedWholeNumber, type TypedWholeNumberError } from '@/domain/grocery/typed-whole-number';

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
  /** What − and + move by, to the nearest multiple (50 g of flour); typing takes any whole number. */
  step?: number;
  /** Called with a whole number within [min, max] that differs from `value`. */
  onChange: (value: number) => void;
  /** Ids of what else describes the value (its unit). */
  describedBy?: string;
}

const buttonClass =
  'flex size-11 shrink-0 items-center justify-center text-xl text-stone-700 hover:bg-stone-100 focus-visible:relative focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent';

/** What the stepper last said of a typed value: rounded to a whole number, or refused and why. */
type Note = { kind: 'rounded'; value: number } | { kind: 'refused'; error: TypedWholeNumberError } | null;

/**
 * A whole number with − and + buttons (44 px each) and a box to type it in. What is typed is
 * committed on blur or Enter (Escape takes it back): a decimal, '1,5' or '1.5', is rounded to
 * the nearest whole number, and anything else that is no whole number within the bounds puts
 * the stored one back; either way a line under the box says so until the next edit. Each step is
 * its own change: the store shows it at once.
 */
export function NumberStepper({ value, label, caption, decreaseLabel, increaseLabel, min = 1, max = Number.MAX_SAFE_INTEGER, step: stepSize = 1, onChange, describedBy }: NumberStepperProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const noteId = useId();
  // What is being typed; null shows the value (which another member may change meanwhile).
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState<Note>(null);

  // Whole numbers as typed; a fraction stored by an older list as the list shows it ('1,5').
  const shown = Number.isInteger(value) ? String(value) : formatQuantity(value);
  const change = (next: number) => {
    if (next >= min && next <= max && next !== value) onChange(next);
  };
  const step = (next: number) => {
    setNote(null);
    change(next);
  };
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = readTypedWholeNumber(draft, { min, max });
    if (typed.kind === 'blank') return;
    if (typed.kind === 'refused') {
      setNote(typed);
      return;
    }
    setNote(typed.rounded ? { kind: 'rounded', value: typed.value } : null);
    change(typed.value);
  };
  const noteText =
    note?.kind === 'rounded'
      ? t('grocery.stepper.rounded', { value: note.value })
      : note?.kind === 'refused'
        ? t(`grocery.stepper.${note.error}`, { min, max })
        : '';

  return (
    <div className="flex flex-col gap-1">
      {caption && (
        <label htmlFor={inputId} className="text-xs font-medium text-stone-600">
          {caption}
        </label>
      )}
      <div className="inline-flex items-stretch self-start rounded-lg border border-stone-300 bg-white">
        {/* A stored fraction (older lists) steps to the next whole number. */}
        <button type="button" aria-label={decreaseLabel} disabled={value <= min} onClick={() => step(Math.max(min, Math.ceil(value / stepSize) * stepSize - stepSize))} className={`${buttonClass} rounded-l-lg`}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={label}
          aria-describedby={[describedBy, note && noteId].filter(Boolean).join(' ') || undefined}
          value={draft ?? shown}
          // As typed, read on commit: dropping what is not a digit would make '1,5' into 15.
          onChange={(event) => {
            setNote(null);
            setDraft(event.target.value);
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
            else if (event.key === 'Escape') setDraft(null);
            else return;
            event.preventDefault();
          }}
          className="w-14 border-x border-stone-300 text-center text-stone-900 tabular-nums outline-none focus:bg-brand-50 focus:ring-2 focus:ring-brand-600 focus:ring-inset"
        />
        <button type="button" aria-label={increaseLabel} disabled={value >= max} onClick={() => step(Math.min(max, Math.floor(value / stepSize) * stepSize + stepSize))} className={`${buttonClass} rounded-r-lg`}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {/* Always in the page, so screen readers hear what it says when it says it. */}
      <p id={noteId} aria-live="polite" className={`max-w-40 text-xs empty:hidden ${note?.kind === 'refused' ? 'text-red-700' : 'text-stone-600'}`}>
        {noteText}
      </p>
    </div>
  );
}
