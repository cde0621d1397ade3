import type { WeekStartDay } from '@/domain/household/household';
import { addToPlanDays, isPastDay, plannerWeek, type CalendarDay, type PlannerWeek } from '@/domain/planner/week';
import type { Recipe } from '@/domain/recipes/recipe';

/** What the add flow knows so far: from where it was opened, then from each step. */
export interface AddMealProgress {
  recipe?: Recipe | undefined;
  date?: CalendarDay | undefined;
}

export type AddMealStep = { step: 'recipe' } | { step: 'date'; recipe: Recipe } | { step: 'details'; recipe: Recipe; date: CalendarDay };

/** The step asking for what is still unknown: the recipe, then the day (required), then portions and meal type (spec B §4). */
export function nextAddMealStep({ recipe, date }: AddMealProgress): AddMealStep {
  if (!recipe) return { step: 'recipe' };
  return date ? { step: 'details', recipe, date } : { step: 'date', recipe };
}

/**
 * The days the date step offers: 14 from the start of the week on screen (spec B §9), past ones
 * left out. A week on screen before the current one would offer few days or none, so the
 * current week's are offered instead.
 */
export function addMealDays(visibleWeek: PlannerWeek | null, weekStartDay: WeekStartDay | null, today: CalendarDay): CalendarDay[] {
  const currentWeek = plannerWeek(today, weekStartDay, today);
  const week = visibleWeek && visibleWeek.start >= currentWeek.start ? visibleWeek : currentWeek;
  return addToPlanDays(week).filter((day) => !isPastDay(day, today));
}
