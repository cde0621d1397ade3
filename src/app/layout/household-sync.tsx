import { useState } from 'react';
import { useLocation } from 'react-router';
import { followCookbook } from '@/features/cookbook';
import { followGroceryList } from '@/features/grocery';
import { useContentShown, useHouseholdSubscriptions, useLeaveLostHousehold, type HouseholdQuery } from '@/features/household';
import { headStartScreenAt } from '../routes/head-start-screens';
import { shellQueries, shownAtOnce, type ShellQuery } from '../routes/shown-at-once';

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
const householdQueries: Record<ShellQuery, HouseholdQuery> = { cookbook: followCookbook, groceryList: followGroceryList, cupboard: followCupboard };

function queriesFor(pathname: string): { now: HouseholdQuery[]; later: HouseholdQuery[] } {
  const screen = headStartScreenAt(pathname);
  const now = screen ? shownAtOnce[screen] : shellQueries;
  const queries = (chosen: readonly ShellQuery[]) => chosen.map((name) => householdQueries[name]);
  return { now: queries(now), later: queries(shellQueries.filter((name) => !now.includes(name))) };
}

/** The shell's household queries. Loaded once someone signs in: a visitor's pages need none of them. */
export function HouseholdSync() {
  const { pathname } = useLocation();
  // Split by the page the app opened on: once the user moves on, every query is wanted.
  const [opened] = useState(() => ({ pathname, ...queriesFor(pathname) }));
  useHouseholdSubscriptions(opened.now, opened.later);
  useContentShown(pathname !== opened.pathname);
  useLeaveLostHousehold();
  return null;
}
