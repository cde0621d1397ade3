import { useEffect } from 'react';
import type { HouseholdQuery } from '../store/household-scope';
import { useHousehold, type HouseholdStore } from '../store';

const selectStart = (state: HouseholdStore) => state.start;
const selectContentShown = (state: HouseholdStore) => state.contentShown;

/**
 * The household-wide live queries, called once by the app shell: the household document and
 * `queries` (a stable list) start when a household becomes current and stop when it changes or
 * the user signs out, instead of once per page; `later` (stable too) once the first screen's
 * content has shown (useContentShown).
 */
export function useHouseholdSubscriptions(queries: readonly HouseholdQuery[], later?: readonly HouseholdQuery[]): void {
  const start = useHousehold(selectStart);
  useEffect(() => start(queries, later), [start, queries, later]);
}

/** Tells the shell, once `shown`, that the screen's live content is there: the household queries it does not show may begin. */
export function useContentShown(shown: boolean): void {
  const contentShown = useHousehold(selectContentShown);
  useEffect(() => {
    if (shown) contentShown();
  }, [shown, contentShown]);
}
