import type { WeekStartDay } from '../household/household';
import type { MealEntry } from './meal-entry';
import type { PlannerWeek } from './week';
import type { DayLayout } from './week-layout';
import type { WeekPreview } from './week-preview';

// Apart from the schema: the screen that draws a kept week before the session answers loads the
// schema alone.

/** How a meal reads on the week: its recipe's name (null: not found), undefined while it loads. */
export interface ShownMeal {
  name: (entry: MealEntry) => string | null | undefined;
  portions: (entry: MealEntry) => number;
  notFound: string;
}

/**
 * The week as the planner draws it now, or null while a meal's name is still loading: a kept
 * week never says 'Chargement…'.
 */
export function weekPreview(week: PlannerWeek, weekStartDay: WeekStartDay, days: readonly DayLayout<MealEntry>[], shown: ShownMeal): WeekPreview | null {
  const previewDays: WeekPreview['days'] = [];
  for (const day of days) {
    const meals: WeekPreview['days'][number]['meals'] = [];
    for (const entry of day.entries) {
      const name = shown.name(entry);
      if (name === undefined) return null;
      meals.push({ id: entry.id, recipeId: name === null ? null : entry.recipeId, name: name ?? shown.notFound, mealType: entry.mealType, portions: shown.portions(entry) });
    }
    previewDays.push({ day: day.day, meals });
  }
  return { weekStart: week.start, weekStartDay, days: previewDays };
}
