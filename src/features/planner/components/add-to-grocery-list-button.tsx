import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { MealEntry } from '@/domain/planner/meal-entry';
import { mealsToList } from '@/domain/planner/meals-to-list';
import type { DayLayout } from '@/domain/planner/week-layout';
import { selectAddMeals, useGrocery } from '@/features/grocery';
import { selectPlannerSettings, useHousehold } from '@/features/household';
import { CartIcon } from '@/ui/icons';

/** How long the message stays: 'Ajouté à la liste de courses' briefly, a failure long enough to read. */
const FEEDBACK_MS = { added: 2000, failed: 6000 } as const;

interface AddToGroceryListButtonProps {
  /** The days whose meals it adds: one day card's, or the whole week's. */
  days: readonly DayLayout<MealEntry>[];
  /** The button's accessible name. */
  label: string;
  /** Its visible text; an icon alone without it. */
  text?: string;
}

/**
 * Adds the meals of some days to the grocery list by hand (automation off, spec B §2), then says
 * so for a moment in a bubble under the button, announced as a status. Disabled when the days
 * hold nothing to add.
 */
export function AddToGroceryListButton({ days, label, text }: AddToGroceryListButtonProps) {
  const { t } = useTranslation();
  const { numberOfPersons } = useHousehold(useShallow(selectPlannerSettings));
  const addMeals = useGrocery(selectAddMeals);
  const [outcome, setOutcome] = useState<'added' | 'failed' | null>(null);
  // One addition at a time: a double click would otherwise send the same meals twice.
  const adding = useRef(false);
  const meals = mealsToList(days, numberOfPersons);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), FEEDBACK_MS[outcome]);
    return () => clearTimeout(timer);
  }, [outcome]);

  const add = async () => {
    if (adding.current) return;
    adding.current = true;
    setOutcome(null);
    const added = await addMeals(meals);
    adding.current = false;
    setOutcome(added ? 'added' : 'failed');
  };

  const bubble = outcome === 'failed' ? 'bg-red-700' : 'bg-stone-900';
  return (
    <div className="relative">
      <button
        type="button"
        onClick={() => void add()}
        disabled={meals.length === 0}
        aria-label={label}
        className={`flex shrink-0 items-center justify-center gap-2 text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent ${
          text ? 'min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-medium' : 'h-11 w-11 rounded-full md:h-9 md:w-9'
        }`}
      >
        <CartIcon width={20} height={20} />
        {text}
      </button>
      {/* Always in the page, so screen readers hear the message appear. */}
      <span role="status" className={outcome ? `absolute top-full right-0 z-10 mt-1 rounded-md px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow ${bubble}` : undefined}>
        {outcome === 'added' && t('planner.groceryList.added')}
        {outcome === 'failed' && t('planner.groceryList.failed')}
      </span>
    </div>
  );
}
