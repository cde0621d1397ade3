import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { MealEntry } from '@/domain/planner/meal-entry';
import type { Recipe } from '@/domain/recipes/recipe';
import { selectCookActions } from '../store/selectors';
import { usePlanner } from '../store';

/**
 * 'Cuisiné' on a planned meal (issue 26): takes what it used from the cupboard. Once done it reads
 * 'Cuisiné ✓' and does nothing more, so a meal is never taken twice; 'Annuler' is in the banner.
 */
export function CookedButton({ entry, recipe, name, className }: { entry: MealEntry; recipe: Recipe | null | undefined; name: string; className: string }) {
  const { t } = useTranslation();
  const { cookEntry } = usePlanner(useShallow(selectCookActions));
  return (
    <button
      type="button"
      disabled={entry.completed || !recipe}
      onClick={() => recipe && void cookEntry(entry.id, recipe)}
      aria-label={t(entry.completed ? 'planner.cooked.done' : 'planner.cooked.mark', { recipe: name })}
      className={`relative z-10 rounded-lg border font-medium focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-default ${
        entry.completed ? 'border-brand-200 bg-brand-50 text-brand-800' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50 disabled:text-stone-500'
      } ${className}`}
    >
      {t(entry.completed ? 'planner.cooked.doneLabel' : 'planner.cooked.label')}
    </button>
  );
}
