import type { Recipe } from './recipe';

/**
 * What a screen asks of a household's recipes by one live query: newest first, only those
 * holding `term` (discovery-terms.ts) when set, at most `limit` of them, all when null.
 */
export interface HouseholdPageQuery {
  term: string | null;
  limit: number | null;
}

/** What the household's query last answered, and what it had asked. */
export interface HouseholdPageAnswer extends HouseholdPageQuery {
  recipes: readonly Recipe[];
}

const sameQuery = (one: HouseholdPageQuery, other: HouseholdPageQuery) => one.term === other.term && one.limit === other.limit;

/**
 * The one query serving every open screen's: theirs when they agree on the term, with the
 * largest limit; the whole list when they do not (each screen filters by its own words, so a
 * superset serves them all). Null while none has asked.
 */
export function mergeHouseholdQueries(asked: readonly HouseholdPageQuery[]): HouseholdPageQuery | null {
  const [first, ...others] = asked;
  if (!first) return null;
  if (others.some((query) => query.term !== first.term)) return { term: null, limit: null };
  const limits = asked.map((query) => query.limit);
  return { term: first.term, limit: limits.includes(null) ? null : Math.max(...(limits as number[])) };
}

/** Whether a query asks something else than the one running; none running counts as else. */
export const asksAnew = (next: HouseholdPageQuery, running: HouseholdPageQuery | null) => running === null || !sameQuery(next, running);
