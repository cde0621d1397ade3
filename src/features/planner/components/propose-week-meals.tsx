import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { CalendarDay, PlannerWeek } from '@/domain/planner/week';
import type { ProposedMeal } from '@/domain/planner/week-proposal';
import type { Recipe } from '@/domain/recipes/recipe';
import { useWeekProposal } from '../store/week-proposal';

const selectMealActions = ({ reroll, removeMeal }: ReturnType<typeof useWeekProposal.getState>) => ({ reroll, removeMeal });

const small = 'rounded-lg border border-stone-300 bg-white px-2.5 py-1 text-sm font-medium text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The proposal by day, each meal with its recipe, 'Autre idée' and 'Retirer'. */
export function ProposeWeekMeals({ week, meals, recipes, dayLabel }: { week: PlannerWeek; meals: readonly ProposedMeal[]; recipes: readonly Recipe[]; dayLabel: (day: CalendarDay) => string }) {
  const { t } = useTranslation();
  const { reroll, removeMeal } = useWeekProposal(useShallow(selectMealActions));
  const names = useMemo(() => new Map(recipes.map((recipe) => [recipe.id, recipe.name])), [recipes]);
  const indexed = meals.map((meal, index) => ({ meal, index }));

  return (
    <section aria-label={t('planner.propose.proposal')} className="flex flex-col gap-3">
      {week.days
        .filter((day) => meals.some((meal) => meal.date === day))
        .map((day) => (
          <div key={day}>
            <h3 className="mb-1 text-sm font-semibold text-stone-900 first-letter:uppercase">{dayLabel(day)}</h3>
            <ul className="flex flex-col gap-1.5">
              {indexed
                .filter(({ meal }) => meal.date === day)
                .map(({ meal, index }) => {
                  const slot = t('planner.propose.slot', { mealType: t(`mealTypes.${meal.mealType}`).toLocaleLowerCase(), day: dayLabel(day) });
                  return (
                    <li key={`${meal.date}-${meal.mealType}`} className="flex flex-wrap items-center gap-2 rounded-lg border border-stone-200 px-3 py-2">
                      <span className="w-20 shrink-0 text-sm text-stone-600">{t(`mealTypes.${meal.mealType}`)}</span>
                      <span className="min-w-0 flex-1 font-medium text-stone-900">{names.get(meal.recipeId) ?? meal.recipeId}</span>
                      <button type="button" className={small} aria-label={t('planner.propose.rerollLabel', { slot })} onClick={() => reroll(index)}>
                        {t('planner.propose.reroll')}
                      </button>
                      <button type="button" className={small} aria-label={t('planner.propose.removeLabel', { slot })} onClick={() => removeMeal(index)}>
                        {t('planner.propose.remove')}
                      </button>
                    </li>
                  );
                })}
            </ul>
          </div>
        ))}
    </section>
  );
}
