import { describingWords, foldWord } from './ingredient-line-words';
import { normalizeForSearch } from './ingredient-search';
import type { StandardIngredient } from './standard-ingredient';

/** A word of the food's text: its folded form for comparison, as written without accents, and where. */
export interface FoodWord {
  key: string;
  exact: string;
  start: number;
  end: number;
}

/** The words of a text, split on spaces, apostrophes and hyphens as the ingredient search splits them. */
export function foodWords(text: string): FoodWord[] {
  return Array.from(text.matchAll(/[\p{L}\p{N}]+/gu), (match) => {
    const exact = normalizeForSearch(match[0]);
    return { key: foldWord(exact), exact, start: match.index, end: match.index + match[0].length };
  });
}

interface CatalogueIndex {
  byTerm: ReadonlyMap<string, StandardIngredient>;
  longestTerm: number;
}

/**
 * Words folded to their singular, except in a name that starts with a size word: "petits oignons"
 * are pearl onions but "1 petit oignon" is a small onion, so only the exact spelling names them.
 */
function termKey(term: string): string {
  const words = normalizeForSearch(term).split(' ');
  return words[0] !== undefined && describingWords.has(foldWord(words[0])) ? words.join(' ') : words.map(foldWord).join(' ');
}

/**
 * Every name, alias and English name of the catalogue under its folded words. A French name wins
 * over another entry's alias, and an alias over an English name, when two fold alike.
 */
function buildIndex(catalogue: readonly StandardIngredient[]): CatalogueIndex {
  const byTerm = new Map<string, StandardIngredient>();
  const add = (term: string, ingredient: StandardIngredient) => {
    const key = termKey(term);
    if (key && !byTerm.has(key)) byTerm.set(key, ingredient);
  };
  for (const ingredient of catalogue) add(ingredient.name, ingredient);
  for (const ingredient of catalogue) for (const alias of ingredient.aliases) add(alias, ingredient);
  for (const ingredient of catalogue) if (ingredient.nameEn) add(ingredient.nameEn, ingredient);
  const longestTerm = Math.max(0, ...Array.from(byTerm.keys(), (key) => key.split(' ').length));
  return { byTerm, longestTerm };
}

// An import or a benchmark parses many lines against one catalogue: it is indexed once.
const indexes = new WeakMap<readonly StandardIngredient[], CatalogueIndex>();

function indexOf(catalogue: readonly StandardIngredient[]): CatalogueIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    index = buildIndex(catalogue);
    indexes.set(catalogue, index);
  }
  return index;
}

/**
 * Indexes the catalogue now rather than on its first match: folding its 1,800 terms is 60 to
 * 90 ms of a phone's main thread (most of it code run for the first time), which a list's first
 * draw or a form's first paste would otherwise wait for.
 */
export function indexFoods(catalogue: readonly StandardIngredient[]): void {
  indexOf(catalogue);
}

export interface FoodMatch {
  ingredient: StandardIngredient;
  /** How many words the matched term spans. */
  length: number;
}

/** The catalogue entry named by the words from `from` on, the longest term first ("tomates cerises" before "tomates"). */
export function matchFoodAt(words: readonly FoodWord[], from: number, catalogue: readonly StandardIngredient[]): FoodMatch | null {
  const { byTerm, longestTerm } = indexOf(catalogue);
  const exactFirst = describingWords.has(words[from]?.key ?? '');
  for (let length = Math.min(longestTerm, words.length - from); length > 0; length -= 1) {
    const span = words.slice(from, from + length);
    const key = span.map((word) => (exactFirst ? word.exact : word.key)).join(' ');
    const ingredient = byTerm.get(key);
    if (ingredient) return { ingredient, length };
  }
  return null;
}
