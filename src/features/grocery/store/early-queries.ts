import { watchActiveGroceryList } from '../data/watch-active-list';

/*
 * The list's query, started before anyone follows it, with the session's first request to
 * Firestore (src/app/routes/first-listens.ts): the list's follower, the same query, shares it. A
 * module of its own, without the feature's screens, so that it loads beside the session's data.
 */

/** An early query's answers go to the follower that shares it; its errors too. */
const ignoreAnswer = (): void => undefined;

export const startGroceryListQueryEarly = (householdId: string): (() => void) => watchActiveGroceryList(householdId, ignoreAnswer, ignoreAnswer);
