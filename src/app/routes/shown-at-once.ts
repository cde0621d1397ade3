import type { HeadStartScreen } from './head-start-screens';

/** The household's queries every signed-in screen reads live (src/app/layout/household-sync.tsx). */
export const shellQueries = ['cookbook', 'groceryList', 'cupboard'] as const;

export type ShellQuery = (typeof shellQueries)[number];

/**
 * What a screen with a head start needs of those queries as soon as it shows. On a page opened
 * there, the others wait until its live content has shown: Firestore registers listens one at a
 * time, and the planner's week queued behind all four. The planner's 'Cuisiné' takes from the
 * cupboard: a tap before it answered waits for it. Those that can start early ride the session's
 * first request (first-listens.ts).
 */
export const shownAtOnce: Record<HeadStartScreen, readonly ShellQuery[]> = {
  cookbook: ['cookbook'],
  mealEntries: [],
  groceryList: ['groceryList', 'cupboard'],
};
