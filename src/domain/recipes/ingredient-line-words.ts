import type { Unit } from './units';

/**
 * The vocabulary of recipe ingredient lines as French (and English) sites write them. Each unit
 * spelling is a pattern matched at the start of what follows the quantity, case- and
 * accent-tolerant, and only where a word ends: "c" must not take the start of "carottes".
 */
const SOUP = String.raw`(?:s\.?|soupe)`;
const COFFEE = String.raw`(?:c\.?|caf[eé]|th[eé])`;
// "c.", "c", "cuil.", "cuill.", "cuillère(s)", "cuiller", "cuillerée(s)", each as written on some site.
const SPOON = String.raw`(?:cuill?(?:[eèé]re|[eèé]r[eé]e|er)?s?\.?|c\.?)`;
const SPOON_JOIN = String.raw`\s*(?:[àa]\s*\.?|\/)?\s*`;

const unitSpellings: readonly (readonly [Unit, string])[] = [
  ['tablespoon', `${SPOON}${SPOON_JOIN}${SOUP}`],
  ['tablespoon', String.raw`tbsp\.?|tbs\.?|tablespoons?`],
  ['teaspoon', `${SPOON}${SPOON_JOIN}${COFFEE}`],
  ['teaspoon', String.raw`tsp\.?|teaspoons?`],
  // A spoon with no size is a soup spoon in French recipes; a dessert spoon is nearer a coffee spoon's two.
  ['tablespoon', String.raw`cuill?(?:[eèé]re|[eèé]r[eé]e|er)s?`],
  ['kilogram', String.raw`kg\.?|kgs|kilos?|kilogrammes?`],
  ['gram', String.raw`g\.?|gr\.?|grs|grammes?|grams?`],
  ['milliliter', String.raw`ml\.?|millilitres?|milliliters?`],
  ['centiliter', String.raw`cl\.?|centilitres?`],
  ['deciliter', String.raw`dl\.?|d[ée]cilitres?`],
  ['liter', String.raw`l\.?|lt|litres?|liters?`],
  // A French "verre" (20 to 25 cl) is the size of a cup (24 to 25 cl), the nearest unit the product has.
  ['cup', String.raw`tasses?|cups?|verres?`],
];

export const unitPatterns: readonly (readonly [Unit, RegExp])[] = unitSpellings.map(([unit, spelling]) => [
  unit,
  new RegExp(String.raw`^(?:${spelling})(?![\p{L}\d])\s*`, 'iu'),
]);

/** Imperial weights are exact in grams, so they are converted rather than refused. */
export const weightPatterns: readonly (readonly [number, RegExp])[] = [
  [28.35, /^(?:oz\.?|ounces?)(?![\p{L}\d])\s*/iu],
  [453.6, /^(?:lbs?\.?|pounds?)(?![\p{L}\d])\s*/iu],
];

/** Numbers written as words, up to twelve, and the counts French uses for eggs and snails. */
const numberSpellings: Readonly<Record<string, number>> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  dizaine: 10,
  douzaine: 12,
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
};

/**
 * A word as the parser and the catalogue index compare it, already lower-case and without accents:
 * singular, so "tomates", "choux", "tomatoes" and "cherries" meet "tomate", "chou", "tomato" and
 * "cherry". Both sides are folded alike, so a word that merely ends in s ("radis") still matches.
 */
export function foldWord(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  return /[sx]$/.test(word) ? word.slice(0, -1) : word;
}

const wordSet = (words: readonly string[]): ReadonlySet<string> => new Set(words.map(foldWord));

export const numberWords: ReadonlyMap<string, number> = new Map(Object.entries(numberSpellings).map(([word, value]) => [foldWord(word), value]));

export const halfWords = wordSet(['demi', 'demie', 'half']);

/**
 * Words naming how the food comes or which part of it is used: the count is of pieces of the
 * food ("2 gousses d'ail" is 2 pieces of garlic). Compared singular and without accents.
 */
export const countableWords = wordSet([
  'gousse', 'botte', 'bouquet', 'sachet', 'tranche', 'boite', 'brin', 'feuille', 'pot', 'branche', 'tige',
  'morceau', 'paquet', 'barquette', 'bocal', 'brique', 'cube', 'tablette', 'carre', 'rouleau', 'filet',
  'piece', 'unite', 'tete', 'grappe', 'boule', 'baton', 'batonnet', 'bouteille', 'canette', 'dose', 'capsule',
  'etoile', 'pave', 'jaune', 'blanc', 'zeste', 'quartier', 'rondelle', 'lamelle', 'portion', 'part', 'plaque',
  'clove', 'can', 'tin', 'bunch', 'sprig', 'slice', 'stalk', 'pack', 'packet', 'jar', 'leaf', 'leaves', 'head', 'stick',
  'grain', 'bag', 'box', 'knob', 'package',
]);

/**
 * "Un filet" is a fillet of fish or meat but a drizzle of oil, vinegar, lemon or cream: a
 * countable word before those foods, a vague one before the others.
 */
export const drizzleWord = foldWord('filet');
export const drizzledCategories: ReadonlySet<string> = new Set(['condiments', 'dairy', 'beverages', 'sweetGrocery', 'produce']);

/**
 * Amounts a recipe leaves to taste. No product unit says "a pinch", and a pinch of salt counted as
 * one piece would put a false amount on the shopping list, so these give a blank quantity (0, as
 * the form stores a blank one) for the cook to fill in, like "sel, poivre".
 */
export const vagueWords = wordSet([
  'pincee', 'noix', 'noisette', 'poignee', 'trait', 'goutte', 'soupcon', 'lichette', 'pointe', 'peu', 'quelques',
  'louche', 'pinch', 'dash', 'handful', 'drizzle', 'splash', 'some', 'few',
]);

/**
 * Words describing size, freshness or preparation that people put before the food ("1 gros
 * oignon", "2 cups chopped onion"); a food name that starts with one of them ("petits pois",
 * "gros sel") is tried whole first.
 */
export const describingWords = wordSet([
  'gros', 'grosse', 'petit', 'petite', 'beau', 'bel', 'belle', 'bon', 'bonne', 'moyen', 'moyenne', 'grand', 'grande',
  'joli', 'jolie', 'demi', 'bien', 'environ', 'rase', 'bombee', 'pleine', 'genereuse', 'genereux', 'frais', 'fraiche',
  'large', 'small', 'medium', 'big', 'fresh', 'chopped', 'minced', 'diced', 'sliced', 'grated', 'shredded', 'melted',
  'softened', 'crushed', 'ground', 'finely', 'roughly', 'heaping', 'level', 'extra', 'virgin', 'about', 'whole', 'boneless', 'skinless', 'cold', 'warm',
]);

/** What joins the measure and the food ("de", "d'", "des", "du", "de la", "of"), and the articles before a food. */
export const joiningWords = wordSet(['de', 'd', 'des', 'du', 'la', 'l', 'le', 'les', 'of', 'the']);
