import { useEffect } from 'react';
import type { HouseholdQuery } from '../store/household-scope';
import { useHousehold, type HouseholdStore } from '../store';

const selectStart = (state: HouseholdStore) => state.start;

/**
 * The household-wide live queries, called once by the app shell: the household document and
 * `queries` (a stable list) start when a household becomes current and stop when it changes or
 * the user signs out, instead of once per page.
 */
export function useHouseholdSubscriptions(queries: readonly HouseholdQuery[]): void {
  const start = useHousehold(selectStart);
  useEffect(() => start(queries), [start, queries]);
}
