import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealForList } from '@/domain/planner/meals-to-list';
import { selectAddMeals, useGrocery } from '@/features/grocery';
import { CartIcon } from '@/ui/icons';

/** How long the message stays: 'Ajouté à la liste de courses' briefly, a failure long enough to read. */
const FEEDBACK_MS = { added: 2000, failed: 6000 } as const;

interface AddToGroceryListButtonProps {
  /** The meals it adds: one day card's, or the whole week's (useAddsToListByHand). */
  meals: readonly MealForList[];
  /** The button's accessible name. */
  label: string;
  /** Its visible text; an icon alone without it. */
  text?: string;
  /** No button when there is nothing to add, rather than a disabled one (kept while its message shows). */
  hideWhenEmpty?: boolean;
}

/**
 * Adds the meals of some days to the grocery list by hand (spec B §2), then says so for a moment
 * in a bubble under the button, announced as a status. Disabled when there is nothing to add, or
 * gone once its message has shown: the meals it added may be what leaves it nothing.
 */
export function AddToGroceryListButton({ meals, label, text, hideWhenEmpty = false }: AddToGroceryListButtonProps) {
  const { t } = useTranslation();
  const addMeals = useGrocery(selectAddMeals);
  const [outcome, setOutcome] = useState<'added' | 'failed' | null>(null);
  // One addition at a time: a double click would otherwise send the same meals twice.
  const adding = useRef(false);

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
    setOutcome(added.ok ? 'added' : 'failed');
  };

  const bubble = outcome === 'failed' ? 'bg-red-700' : 'bg-stone-900';
  const shown = meals.length > 0 || !hideWhenEmpty || outcome !== null;
  return (
    <div className="relative">
      {shown && (
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
      )}
      {/* Always in the page, so screen readers hear the message appear. */}
      <span role="status" className={outcome ? `absolute top-full right-0 z-10 mt-1 rounded-md px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow ${bubble}` : undefined}>
        {outcome === 'added' && t('planner.groceryList.added')}
        {outcome === 'failed' && t('planner.groceryList.failed')}
      </span>
    </div>
  );
}
