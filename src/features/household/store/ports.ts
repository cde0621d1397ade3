import { useHousehold } from '.';
import type { HouseholdState } from './state';

// What another feature's store reads of the household: a selector's answer now, and each change
// after. Components select with the useHousehold hook; store code asks through these, so the
// arrow between two features is an import a reader and a tool can follow.

/** The household's state as a selector sees it now. */
export const readHousehold = <T>(select: (state: HouseholdState) => T): T => select(useHousehold.getState());

/** Calls the listener on each change of the household's state; returns the stop function. */
export const onHouseholdChange = (listener: (state: HouseholdState, previous: HouseholdState) => void): (() => void) => useHousehold.subscribe(listener);
