import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { weekPreview } from '@/domain/planner/build-week-preview';
import { entryPortions, shownRecipeName, type MealEntry } from '@/domain/planner/meal-entry';
import { effectiveWeekStartDay, plannerWeek, type PlannerWeek } from '@/domain/planner/week';
import type { DayLayout } from '@/domain/planner/week-layout';
import type { WeekStartDay } from '@/domain/household/household';
import { toCalendarDate } from '@/domain/shared/calendar-date';
import { selectScope, useHousehold } from '@/features/household';
import { rememberShown } from '@/lib/last-shown';
import type { RecipeOf } from './use-planner-recipes';
import { WEEK_SCREEN } from './week-screen';

interface ShownWeek {
  week: PlannerWeek | null;
  /** The week's days as drawn; null while they load. */
  days: readonly DayLayout<MealEntry>[] | null;
  weekStartDay: WeekStartDay | null;
  numberOfPersons: number | null;
  recipeOf: RecipeOf;
}

/**
 * Keeps the week the planner opens on as it draws it now, every meal's name there, for the next
 * visit's head start. Another week shown by the arrows is not kept: the next visit opens on this one.
 */
export function useRememberWeek({ week, days, weekStartDay, numberOfPersons, recipeOf }: ShownWeek): void {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? '';
  const scope = useHousehold(useShallow(selectScope));
  const notFound = t('recipe.notFound');
  const preview = useMemo(() => {
    if (!week || !days) return null;
    const today = toCalendarDate(new Date());
    const startDay = effectiveWeekStartDay(weekStartDay, today);
    if (plannerWeek(today, startDay, today).start !== week.start) return null;
    return weekPreview(week, startDay, days, {
      name: (entry) => shownRecipeName(entry, recipeOf(entry.recipeId)),
      portions: (entry) => entryPortions(entry, numberOfPersons),
      notFound,
    });
  }, [week, days, weekStartDay, numberOfPersons, recipeOf, notFound]);
  useEffect(() => {
    if (scope && preview) rememberShown(WEEK_SCREEN, scope, language, preview);
  }, [scope, language, preview]);
}
