import { followCookbook } from '@/features/cookbook';
import { followGroceryList } from '@/features/grocery';
import { useHouseholdSubscriptions, useLeaveLostHousehold, type HouseholdQuery } from '@/features/household';

/**
 * The household's cupboard, which the list subtracts and cooking uses up: loaded after the
 * screen, since no first paint waits for it (the planner's budget is nearly full).
 */
const followCupboard: HouseholdQuery = (scope) => {
  const following = import('@/features/cupboard').then(
    ({ followCupboard: follow }) => follow(scope),
    (cause: unknown) => {
      console.error('Cupboard unavailable', cause);
      return () => undefined;
    },
  );
  return () => void following.then((stop) => stop());
};

/**
 * What every screen of a household reads live, besides the household itself: its cookbook and
 * the user's bookmarks, its active grocery list (the planner's actions update it) and its
 * cupboard. Started once here, not by each page. The household's whole recipe list is not among
 * them: the screens that pick from it follow it while open, and the others read the recipes they
 * show by id.
 */
const householdQueries = [followCookbook, followGroceryList, followCupboard];

/** The shell's household queries. Loaded once someone signs in: a visitor's pages need none of them. */
export function HouseholdSync() {
  useHouseholdSubscriptions(householdQueries);
  useLeaveLostHousehold();
  return null;
}
