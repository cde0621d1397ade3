import { endOfWeek, startOfWeek } from 'date-fns';
import { fr } from 'date-fns/locale';
import { toCalendarDate } from '../shared/calendar-date';
import { groceryListName } from '../grocery/grocery-list-name';
import { weeklyPlanName } from '../planner/weekly-plan-summary';

/**
 * The week of the initial plan and list created at sign-up: Monday to Sunday (French locale),
 * named after its Monday, e.g. 'Menu du 16 novembre' (spec A §3, DESIGN.md §3).
 */
export function signUpWeek(today: Date) {
  const start = startOfWeek(today, { locale: fr });
  const startDate = toCalendarDate(start);
  return {
    startDate,
    endDate: toCalendarDate(endOfWeek(today, { locale: fr })),
    mealPlanName: weeklyPlanName(startDate),
    groceryListName: groceryListName(start),
  };
}
