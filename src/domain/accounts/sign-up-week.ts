import { endOfWeek, format, startOfWeek } from 'date-fns';
import { fr } from 'date-fns/locale';

/**
 * The week of the initial plan and list created at sign-up: Monday to Sunday (French locale),
 * named after its Monday, e.g. 'Menu du 16 novembre' (spec A §3, DESIGN.md §3).
 */
export function signUpWeek(today: Date) {
  const start = startOfWeek(today, { locale: fr });
  const end = endOfWeek(today, { locale: fr });
  const dayMonth = format(start, 'd MMMM', { locale: fr });
  return {
    startDate: format(start, 'yyyy-MM-dd'),
    endDate: format(end, 'yyyy-MM-dd'),
    mealPlanName: `Menu du ${dayMonth}`,
    groceryListName: `Liste de courses du ${dayMonth}`,
  };
}
