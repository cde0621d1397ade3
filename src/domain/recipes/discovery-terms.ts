import { z } from 'zod';
import { dietaryRestrictions, dishTypes, type Classification } from './classification';

/*
 * What discovery queries a recipe by (spec B §5's filters and a name search), stored on the
 * recipe as one list, because Firestore allows one array filter per query. Each term joins the
 * parts it stands for, always in the order word, dish type, diet: `w:gratin`, `d:dessert`,
 * `r:vegan`, `w:gratin|d:dessert`, `d:dessert|r:vegan`, `w:gratin|d:dessert|r:vegan`… A recipe
 * holds every combination of one of its words or none, one of its dish types or none and one of
 * its diets or none, so any selection of dish types and diets, with or without one search word,
 * is one array-contains-any over the cross product of the selected values (discovery-query.ts).
 * A household's cookbook searches its own recipes by the start of a word instead: each searchable
 * word brings its prefixes of two letters or more, `p:gr`, `p:gra`… `p:gratin`
 * (cookbook-pages.ts), so typing 'dauph' finds 'Gratin dauphinois' with one array-contains.
 */

/** The recipe field holding the terms. */
export const DISCOVERY_TERMS_FIELD = 'discoveryTerms';

/**
 * Words of a name that are searchable: the first ones, which say what the dish is ('Gratin
 * dauphinois aux cèpes de la forêt'); a longer name's tail finds nothing on its own.
 */
export const DISCOVERY_MAX_NAME_WORDS = 8;

/** A longer word is kept to its start, in a recipe's terms and in a search alike. */
export const DISCOVERY_WORD_MAX_LENGTH = 24;

/** The shortest word start the cookbook's search asks for: one letter would match most of a cookbook. */
export const NAME_PREFIX_MIN_LENGTH = 2;

/**
 * The most terms a recipe may hold: (1 + words) × (1 + dish types) × (1 + diets) - 1 at the
 * worst, 9 × 8 × 5 - 1 = 359, plus the words' prefixes, 8 × (24 - 1) = 184; a typical recipe
 * (four words of seven letters, one dish type, one diet) holds 19 + 24. firestore.rules repeats
 * it (maxDiscoveryTerms).
 */
export const DISCOVERY_MAX_TERMS = 544;

/** The longest term: a word, a dish type and a diet with their prefixes and separators fit. */
export const DISCOVERY_TERM_MAX_LENGTH = 64;

/** One term, as firestore.rules checks it (discoveryTermPattern): letters, digits, ':' and '|'. */
export const DISCOVERY_TERM_PATTERN = `[A-Za-z0-9:|]{1,${DISCOVERY_TERM_MAX_LENGTH}}`;

export const discoveryTermsSchema = z
  .array(z.string().regex(new RegExp(`^${DISCOVERY_TERM_PATTERN}$`)))
  .max(DISCOVERY_MAX_TERMS);

const stopWords = new Set(['de', 'la', 'le', 'les', 'du', 'des', 'aux', 'au', 'et', 'en']);

/** Lower case without accents or ligatures: 'Œufs à la Crème' is 'oeufs a la creme'. */
function plainText(text: string): string {
  return text.toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae').normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * One form for a word and its plural: 'lasagnes' and 'lasagne', 'gâteaux' and 'gâteau' are both
 * the second. Only ever compared with words folded the same way, so 'gras' becoming 'gra' is harmless.
 */
function foldPlural(word: string): string {
  if (word.length <= 3) return word;
  if (/(?:au|eu|ou)x$/.test(word)) return word.slice(0, -1);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The distinct searchable words of a text, in order: lower case, no accents, plurals folded, no stop word or single letter. */
export function searchWords(text: string): string[] {
  const words = plainText(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !stopWords.has(word))
    .map((word) => foldPlural(word).slice(0, DISCOVERY_WORD_MAX_LENGTH));
  return [...new Set(words)];
}

/** The parts a term joins; a missing part matches any recipe. */
export interface DiscoveryTermParts {
  word?: string;
  dishType?: string;
  diet?: string;
}

/** The term standing for these parts; discovery-query.ts asks for it, discoveryTerms stores it. */
export function discoveryTerm({ word, dishType, diet }: DiscoveryTermParts): string {
  return [word && `w:${word}`, dishType && `d:${dishType}`, diet && `r:${diet}`].filter(Boolean).join('|');
}

/** Each value of a list, or none of them. */
const orNone = <T>(values: readonly T[]): (T | undefined)[] => [undefined, ...values];

/** The cookbook's term for the names having a word that starts with `prefix` (a search word). */
export const namePrefixTerm = (prefix: string) => `p:${prefix}`;

/** Every start of these words from NAME_PREFIX_MIN_LENGTH letters, each once. */
function namePrefixTerms(words: readonly string[]): string[] {
  const prefixes = words.flatMap((word) => Array.from({ length: Math.max(0, word.length - NAME_PREFIX_MIN_LENGTH + 1) }, (_, index) => word.slice(0, NAME_PREFIX_MIN_LENGTH + index)));
  return [...new Set(prefixes)].map(namePrefixTerm);
}

/** Every term of a recipe (see above), at most DISCOVERY_MAX_TERMS. */
export function discoveryTerms(recipe: { name: string; classification: Classification }): string[] {
  const words = searchWords(recipe.name).slice(0, DISCOVERY_MAX_NAME_WORDS);
  // In the enumerations' order and each once, so the same recipe always stores the same list.
  const ownDishTypes = dishTypes.filter((value) => recipe.classification.dishTypes.includes(value));
  const ownDiets = dietaryRestrictions.filter((value) => recipe.classification.dietaryRestrictions.includes(value));
  const terms: string[] = [];
  for (const word of orNone(words)) {
    for (const dishType of orNone(ownDishTypes)) {
      for (const diet of orNone(ownDiets)) {
        const term = discoveryTerm({ word, dishType, diet });
        if (term) terms.push(term);
      }
    }
  }
  return [...terms, ...namePrefixTerms(words)];
}
