import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { entryPortions, type MealEntry } from '@/domain/planner/meal-entry';
import { canDecrementPortions, canIncrementPortions, decrementPortions, incrementPortions, resolvePortionsInput } from '@/domain/planner/portions';
import { selectPlannerSettings, useHousehold } from '@/features/household';
import { useSettledCall } from '@/ui/use-settled-call';
import { selectEntryActions } from '../store/selectors';
import { usePlanner } from '../store';

const stepButton =
  'flex h-11 w-11 items-center justify-center rounded-lg border border-stone-300 bg-white text-lg text-stone-800 hover:bg-stone-50 disabled:cursor-not-allowed disabled:text-stone-400 md:h-8 md:w-8';

/** How long taps on − and + must pause before their value is written: one write per run of taps. */
export const PORTIONS_SETTLE_MS = 500;

/**
 * An entry's portions (spec B §5): minus and plus show at once and are written once the taps
 * settle; Enter or leaving the field settles what was typed (blank: the household size, else 2,
 * saved; a positive whole number saved; anything else put back). Only a value other than the
 * entry's is written, once.
 */
export function PortionsEditor({ entry }: { entry: MealEntry }) {
  const { t } = useTranslation();
  const { numberOfPersons } = useHousehold(useShallow(selectPlannerSettings));
  const { changePortions } = usePlanner(useShallow(selectEntryActions));
  const portions = entryPortions(entry, numberOfPersons);

  const [draft, setDraft] = useState(String(portions));
  // The value last asked for, so that Enter and then leaving the field write it once.
  const [requested, setRequested] = useState<number | null>(null);
  // Another member's change, or a refused one rolled back, replaces the draft.
  const [shown, setShown] = useState(portions);
  if (shown !== portions) {
    setShown(portions);
    setDraft(String(portions));
    setRequested(null);
  }

  const save = (value: number) => {
    if (value === portions || value === requested) return;
    setRequested(value);
    void changePortions(entry.id, value);
  };
  const taps = useSettledCall(save, PORTIONS_SETTLE_MS);
  const resolved = resolvePortionsInput(draft, portions, numberOfPersons);
  const step = (value: number) => {
    setDraft(String(value));
    taps.schedule(value);
  };
  const settle = () => {
    taps.cancel();
    setDraft(String(resolved.portions));
    if (resolved.save) save(resolved.portions);
  };

  return (
    <div className="flex items-center gap-1">
      <button type="button" className={stepButton} aria-label={t('planner.portions.decrease')} disabled={!canDecrementPortions(resolved.portions)} onClick={() => step(decrementPortions(resolved.portions))}>
        <span aria-hidden="true">−</span>
      </button>
      {/* Text, not type="number": a browser empties a number field holding 'abc', which would read as blank and reset instead of reverting. */}
      <input
        type="text"
        inputMode="numeric"
        aria-label={t('planner.portions.label')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={settle}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          settle();
        }}
        className="h-11 w-12 rounded-lg border border-stone-300 bg-white text-center text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-700 md:h-8"
      />
      <button type="button" className={stepButton} aria-label={t('planner.portions.increase')} disabled={!canIncrementPortions(resolved.portions)} onClick={() => step(incrementPortions(resolved.portions))}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
