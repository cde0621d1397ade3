import type { SecondsTimestamp } from '../shared/timestamp';
import type { Classification } from './classification';
import type { Recipe } from './recipe';
import { matchesDiscoveryFilters, type DiscoveryFilters } from './discovery-filters';
import { DISCOVERY_TERMS_FIELD, discoveryTerm, searchWords } from './discovery-terms';
import { DISCOVERY_PAGE_SIZE, discoveryQueries, type DiscoveryView } from './discovery-views';

/** What the discovery page shows: a view, spec B §5's filters, and what was typed in the name search. */
export interface DiscoverySelection {
  view: DiscoveryView;
  filters: DiscoveryFilters;
  search: string;
}

/**
 * Where a page ends: the last recipe's stored value of the view's order and its id, which breaks
 * ties (many recipes share a bookmark count). The stored value, not the one the app reads: the
 * app shows a negative count as zero, and a cursor at zero would start that recipe's page again.
 */
export interface DiscoveryCursor {
  value: number | SecondsTimestamp;
  id: string;
}

/** One page of discovery as either SDK asks for it (the recipes' data/index.ts, data/rest.ts). */
export interface DiscoveryQuery {
  equals: Record<string, boolean | string>;
  /** At most one array filter, as Firestore allows: any of these terms. */
  containsAny: { field: typeof DISCOVERY_TERMS_FIELD; values: string[] } | null;
  /** Newest or most bookmarked first, then by id, descending too. */
  descendingBy: 'createdAt' | 'bookmarkCount';
  limit: number;
  startAfter: DiscoveryCursor | null;
}

/** A page as the discovery page shows it, and where the next one starts (null: this was the last). */
export interface DiscoveryPage {
  recipes: Recipe[];
  next: DiscoveryCursor | null;
}

/**
 * Where the page after these documents starts, read from the last one's stored order value;
 * null when the page came back short, so nothing follows, or the last one has no such value yet
 * (a recipe whose creation time the server has not set).
 */
export function nextDiscoveryCursor(query: DiscoveryQuery, read: readonly { id: string; data(): unknown }[]): DiscoveryCursor | null {
  const last = read.at(-1);
  if (!last || read.length < query.limit) return null;
  const data = last.data();
  const value: unknown = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[query.descendingBy] : undefined;
  if (typeof value === 'number') return { value, id: last.id };
  if (typeof value !== 'object' || value === null) return null;
  const { seconds, nanoseconds } = value as Partial<SecondsTimestamp>;
  return typeof seconds === 'number' ? { value: { seconds, nanoseconds: nanoseconds ?? 0 }, id: last.id } : null;
}

/** Firestore's most values in one array-contains-any. */
export const DISCOVERY_MAX_DISJUNCTIONS = 30;

/**
 * The word a search of several asks Firestore for: the longest, as long words are the rarer in
 * recipe names ('gratin' over 'pommes'). The others are checked on the page (matchesDiscoverySelection).
 */
function queriedWord(words: readonly string[]): string | undefined {
  return words.reduce<string | undefined>((longest, word) => (longest === undefined || word.length > longest.length ? word : longest), undefined);
}

interface TermChoice {
  word: string | undefined;
  dishTypes: readonly string[];
  diets: readonly string[];
}

/**
 * The terms of one array-contains-any: the cross product of the chosen word, dish types and diets
 * (discovery-terms.ts). Past `limit` values the part with the most values is left to the page's
 * own check instead; with today's seven dish types and four diets the product is at most 28.
 */
export function discoveryTermsToAsk(choice: TermChoice, limit = DISCOVERY_MAX_DISJUNCTIONS): string[] {
  const parts = { word: choice.word === undefined ? [] : [choice.word], dishType: choice.dishTypes, diet: choice.diets };
  let asked = (Object.keys(parts) as (keyof typeof parts)[]).filter((part) => parts[part].length > 0);
  const product = () => asked.reduce((count, part) => count * parts[part].length, 1);
  while (product() > limit) {
    const widest = asked.reduce((most, part) => (parts[part].length > parts[most].length ? part : most));
    asked = asked.filter((part) => part !== widest);
  }
  if (asked.length === 0) return [];
  const values = (part: keyof typeof parts): (string | undefined)[] => (asked.includes(part) ? [...parts[part]] : [undefined]);
  return values('word').flatMap((word) => values('dishType').flatMap((dishType) => values('diet').map((diet) => discoveryTerm({ word, dishType, diet }))));
}

/**
 * The query of a page of this selection, after `startAfter` (null for the first page).
 * Difficulty and cost are equalities on the recipe's classification, the rest one array filter.
 */
export function buildDiscoveryQuery({ view, filters, search }: DiscoverySelection, startAfter: DiscoveryCursor | null = null): DiscoveryQuery {
  const { equals, descendingBy } = discoveryQueries[view];
  const values = discoveryTermsToAsk({ word: queriedWord(searchWords(search)), dishTypes: filters.dishTypes, diets: filters.dietaryRestrictions });
  return {
    equals: {
      ...equals,
      ...(filters.difficulty === 'all' ? {} : { 'classification.difficulty': filters.difficulty }),
      ...(filters.cost === 'all' ? {} : { 'classification.cost': filters.cost }),
    },
    containsAny: values.length > 0 ? { field: DISCOVERY_TERMS_FIELD, values } : null,
    descendingBy,
    limit: DISCOVERY_PAGE_SIZE,
    startAfter,
  };
}

/**
 * Whether a recipe the query returned belongs on the page: it passes every filter and its name
 * holds every searched word. The query already guarantees all but the words of a search of
 * several (and any part left out past DISCOVERY_MAX_DISJUNCTIONS), so a page may show fewer
 * than it read; 'Voir plus' goes on while a page comes back full.
 */
export function matchesDiscoverySelection(recipe: { name: string; classification: Classification }, { filters, search }: DiscoverySelection): boolean {
  if (!matchesDiscoveryFilters(recipe, filters)) return false;
  const wanted = searchWords(search);
  if (wanted.length === 0) return true;
  const words = new Set(searchWords(recipe.name));
  return wanted.every((word) => words.has(word));
}

/** One key per distinct query: searches that differ only in case, accents or plurals share it. */
export function discoverySelectionKey({ view, filters, search }: DiscoverySelection): string {
  return [view, [...filters.dishTypes].sort().join(','), [...filters.dietaryRestrictions].sort().join(','), filters.difficulty, filters.cost, searchWords(search).sort().join(' ')].join('|');
}
