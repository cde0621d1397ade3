import { normalizeText } from '../shared/normalize-text';
import type { StandardIngredient } from './standard-ingredient';

/** How many suggestions the ingredient pickers show (spec B §9). */
export const INGREDIENT_SUGGESTION_LIMIT = 10;

/** What the search reads of an ingredient, so custom lists can be searched the same way. */
export type SearchableIngredient = Pick<StandardIngredient, 'name'> & {
  aliases?: readonly string[];
  nameEn?: string;
};

export type IngredientSearch<T> = (query: string, limit?: number) => T[];

/**
 * Text as the ingredient search compares it: normalizeText (case, accents, œ and æ,
 * whitespace), with hyphens and apostrophes read as spaces, since people type "chou fleur" for
 * "chou-fleur" and "d ail" or "d’ail" for "d'ail".
 */
export function normalizeForSearch(text: string): string {
  return normalizeText(text.replace(/[-‐‑'’‘`]/g, ' '));
}

// Lower is better. Exact, then prefix, then word start, then substring, as the issue orders them;
// within the prefix and word-start ranks a hit on the French name beats one on an alias or the
// English name, or typing "to" would open on "crabe" (alias "tourteau") rather than "tomate".
const EXACT = 0;
const NAME_PREFIX = 1;
const OTHER_PREFIX = 2;
const NAME_WORD_START = 3;
const OTHER_WORD_START = 4;
const SUBSTRING = 5;
const NO_MATCH = 6;

const TERM_SEPARATOR = '\n';

interface IndexedIngredient<T> {
  item: T;
  name: string;
  /**
   * The name then the other terms, each between separators ("\npomme de terre\npatate\n"),
   * so one includes() tests them all at once. Normalised text never holds the separator, so a
   * query cannot match across two terms.
   */
  haystack: string;
}

interface PreparedQuery {
  text: string;
  whole: string;
  start: string;
  wordStart: string;
}

/** The entry's rank, or NO_MATCH as soon as it is known to be worse than `worstUseful`. */
function rankOf({ name, haystack }: IndexedIngredient<unknown>, query: PreparedQuery, worstUseful: number): number {
  if (!haystack.includes(query.text)) return NO_MATCH;
  if (haystack.includes(query.whole)) return EXACT;
  // Past the name test, a hit in the haystack can only come from the other terms.
  if (worstUseful < NAME_PREFIX) return NO_MATCH;
  if (name.startsWith(query.text)) return NAME_PREFIX;
  if (worstUseful < OTHER_PREFIX) return NO_MATCH;
  if (haystack.includes(query.start)) return OTHER_PREFIX;
  if (worstUseful < NAME_WORD_START) return NO_MATCH;
  if (name.includes(query.wordStart)) return NAME_WORD_START;
  if (worstUseful < OTHER_WORD_START) return NO_MATCH;
  return haystack.includes(query.wordStart) ? OTHER_WORD_START : SUBSTRING;
}

/**
 * The worst rank an entry can still have and show. The index is alphabetical, so a later entry
 * loses every tie: once the ranks up to k hold `limit` entries, rank k and worse are out. Short
 * queries like "e" match most of the catalogue, and this spares them most of the tests.
 */
function worstUsefulRank(buckets: readonly (readonly unknown[])[], limit: number): number {
  let count = 0;
  for (let rank = EXACT; rank < buckets.length; rank += 1) {
    count += buckets[rank]?.length ?? 0;
    if (count >= limit) return rank - 1;
  }
  return SUBSTRING;
}

function termsOf(ingredient: SearchableIngredient): string[] {
  const texts = [ingredient.name, ...(ingredient.aliases ?? []), ...(ingredient.nameEn ? [ingredient.nameEn] : [])];
  return [...new Set(texts.map(normalizeForSearch).filter(Boolean))];
}

/** Every name and alias normalised, the entries in French alphabetical order. */
function indexOf<T extends SearchableIngredient>(catalogue: readonly T[]): IndexedIngredient<T>[] {
  const collator = new Intl.Collator('fr');
  return [...catalogue]
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((item) => {
      const terms = termsOf(item);
      return { item, name: normalizeForSearch(item.name), haystack: `${TERM_SEPARATOR}${terms.join(TERM_SEPARATOR)}${TERM_SEPARATOR}` };
    });
}

/**
 * The search over a catalogue (spec B §5). Its index is built once, on the first query: a picker
 * asks for it when it opens, before the first keystroke, while the grocery list, which only names
 * foods by id, never pays for it (about 0.1 s of a first visit at a phone's CPU). A keystroke
 * then only scans ready strings.
 * Results: exact matches (name, alias or English name), then names starting with the query, then
 * aliases or English names starting with it, then the same two for a word inside them, then any
 * other substring; alphabetical by French name within each rank. A blank query gives the first
 * entries alphabetically.
 */
export function createIngredientSearch<T extends SearchableIngredient>(catalogue: readonly T[]): IngredientSearch<T> {
  let built: IndexedIngredient<T>[] | undefined;

  return (query, limit = INGREDIENT_SUGGESTION_LIMIT) => {
    const index = (built ??= indexOf(catalogue));
    const text = normalizeForSearch(query);
    if (!text) return index.slice(0, limit).map(({ item }) => item);

    const prepared = { text, whole: `${TERM_SEPARATOR}${text}${TERM_SEPARATOR}`, start: `${TERM_SEPARATOR}${text}`, wordStart: ` ${text}` };
    // The index is already alphabetical, so each bucket fills in order and needs no sort.
    const buckets: T[][] = Array.from({ length: NO_MATCH }, () => []);
    let worstUseful = SUBSTRING;
    for (const entry of index) {
      const rank = rankOf(entry, prepared, worstUseful);
      if (rank > worstUseful) continue;
      buckets[rank]?.push(entry.item);
      worstUseful = worstUsefulRank(buckets, limit);
      if (worstUseful < EXACT) break;
    }
    return buckets.flat().slice(0, limit);
  };
}
