import type { MealEntry } from './meal-entry';
import { isPastDay, isToday, type CalendarDay } from './week';

/** How long 'Cuisiné : {recette}' offers 'Annuler' (issue 26: undoable for a minute). */
export const COOKED_UNDO_MS = 60_000;

/**
 * Whether a meal may be marked 'Cuisiné' (issue 26): planned on today or a day before, and not
 * archived. Past days take no edit, but cooking changes the cupboard, not the meal's plan.
 */
export function isCookable(entry: Pick<MealEntry, 'date' | 'isArchived'>, today: CalendarDay): boolean {
  return !entry.isArchived && entry.date !== '' && (isPastDay(entry.date, today) || isToday(entry.date, today));
}
