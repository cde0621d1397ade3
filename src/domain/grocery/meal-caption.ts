import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import type { MealType } from '../planner/meal-types';
import { parseCalendarDate } from '../shared/calendar-date';

/** When a planned meal is: its day ('' while unplanned) and its meal type, if any. */
export interface MealWhen {
  date: string;
  mealType: MealType | null;
}

/** A day's name in the product's language ('mardi'); the English screen passes its own. */
export const frenchWeekday = (day: Date): string => format(day, 'EEEE', { locale: fr });

/** 'mardi · dîner' (the meal type as the locales name it, lower case); just the day without a type; null when neither is known. */
export function mealCaption(meal: MealWhen, mealTypeLabel: (mealType: MealType) => string, weekday: (day: Date) => string = frenchWeekday): string | null {
  const day = parseCalendarDate(meal.date);
  const parts = [day ? weekday(day) : null, meal.mealType ? mealTypeLabel(meal.mealType).toLocaleLowerCase('fr') : null].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * The caption of each meal planning one recipe, in order: its day and meal type, or null where
 * the stepper must fall back to its number (the meal is not known, or says nothing, or two meals
 * would read the same: each stepper's name must tell it apart).
 */
export function mealCaptions(
  meals: readonly (MealWhen | null | undefined)[],
  mealTypeLabel: (mealType: MealType) => string,
  weekday: (day: Date) => string = frenchWeekday,
): (string | null)[] {
  const captions = meals.map((meal) => (meal ? mealCaption(meal, mealTypeLabel, weekday) : null));
  return captions.map((caption) => (caption !== null && captions.filter((other) => other === caption).length === 1 ? caption : null));
}
