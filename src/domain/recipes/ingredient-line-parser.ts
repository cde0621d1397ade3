import { foodWords, matchFoodAt } from './ingredient-food-match';
import {
  countableWords,
  describingWords,
  drizzledCategories,
  drizzleWord,
  foldWord,
  halfWords,
  joiningWords,
  numberWords,
  unitPatterns,
  vagueWords,
  weightPatterns,
} from './ingredient-line-words';
import { normalizeForSearch } from './ingredient-search';
import type { StandardIngredient } from './standard-ingredient';
import { DEFAULT_UNIT, type Unit } from './units';

/** One ingredient line read from text, in the shape of a recipe's ingredient line. */
export interface ParsedIngredientLine {
  /** 0 when the line gives none ("sel, poivre") or only a vague one ("une pincée"): the form's blank quantity. */
  quantity: number;
  unit: Unit;
  /** The catalogue's name when the food is recognised, otherwise the food as written. */
  name: string;
  standardIngredientId: string | null;
}

const unicodeFractions: Readonly<Record<string, string>> = {
  '½': '1/2', '⅓': '1/3', '⅔': '2/3', '¼': '1/4', '¾': '3/4', '⅕': '1/5', '⅖': '2/5', '⅗': '3/5', '⅘': '4/5',
  '⅙': '1/6', '⅚': '5/6', '⅛': '1/8', '⅜': '3/8', '⅝': '5/8', '⅞': '7/8',
};

/** The line without list bullets, with plain apostrophes, spaces and fractions ("1½" reads as "1 1/2"). */
function cleanLine(line: string): string {
  return line
    .replace(/[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/g, (fraction) => ` ${unicodeFractions[fraction] ?? fraction}`)
    .replace(/⁄/g, '/')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-–—•*·▪▢□☐✓✔>]+/u, '')
    .trim();
}

interface Read<T> {
  value: T;
  rest: string;
}

const firstWord = (text: string) => /^\p{L}+/u.exec(text)?.[0] ?? '';
const wordKey = (word: string) => foldWord(normalizeForSearch(word));
const afterWord = (text: string, word: string) => text.slice(word.length).replace(/^[\s-]+/, '');

/** A number in digits: "2", "1,5", "1/2", "1 1/2". */
function readDigits(text: string): Read<number> | null {
  const mixed = /^(\d+) (\d+) ?\/ ?(\d+)/.exec(text);
  if (mixed && Number(mixed[3]) > 0) return { value: Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]), rest: text.slice(mixed[0].length) };
  const fraction = /^(\d+) ?\/ ?(\d+)/.exec(text);
  if (fraction && Number(fraction[2]) > 0) return { value: Number(fraction[1]) / Number(fraction[2]), rest: text.slice(fraction[0].length) };
  const decimal = /^\d+(?:[.,]\d+)?/.exec(text);
  return decimal ? { value: Number(decimal[0].replace(',', '.')), rest: text.slice(decimal[0].length) } : null;
}

/** A number in words: "deux", "une demi", "une douzaine", "un et demi", "a dozen". */
function readWords(text: string): Read<number> | null {
  const word = firstWord(text);
  const key = wordKey(word);
  const value = halfWords.has(key) ? 0.5 : numberWords.get(key);
  if (value === undefined) return null;
  return { value, rest: afterWord(text, word) };
}

/** What may follow a number: "demi" (one half), "douzaine" (times twelve), "et demi" (plus a half). */
function readNumberTail({ value, rest }: Read<number>): Read<number> {
  const word = firstWord(rest);
  const key = wordKey(word);
  if (value === 1 && halfWords.has(key)) return { value: 0.5, rest: afterWord(rest, word) };
  if (key === 'douzaine' || key === 'dozen') return { value: value * 12, rest: afterWord(rest, word) };
  if (key === 'dizaine') return { value: value * 10, rest: afterWord(rest, word) };
  const andHalf = /^(?:et demie?|and a half)(?!\p{L})\s*/iu.exec(rest);
  return andHalf ? { value: value + 0.5, rest: rest.slice(andHalf[0].length) } : { value, rest };
}

function readNumber(text: string): Read<number> | null {
  const number = readDigits(text) ?? readWords(text);
  return number && readNumberTail({ value: number.value, rest: number.rest.trimStart() });
}

/** The quantity at the start of the line; a range ("2 à 3", "2-3", "deux ou trois") gives its upper bound. */
function readQuantity(text: string): Read<number> | null {
  const first = readNumber(text);
  if (!first) return null;
  const connector = /^(?:à|a|-|–|—|ou|to|or)(?!\p{L})\s*/iu.exec(first.rest);
  const upper = connector && readNumber(first.rest.slice(connector[0].length));
  return upper ?? first;
}

interface Measure {
  unit: Unit;
  /** What the quantity is multiplied by to be in that unit (ounces to grams). */
  factor: number;
}

function readUnitAtStart(text: string): Read<Measure> | null {
  for (const [unit, pattern] of unitPatterns) {
    const match = pattern.exec(text);
    if (match) return { value: { unit, factor: 1 }, rest: text.slice(match[0].length) };
  }
  for (const [factor, pattern] of weightPatterns) {
    const match = pattern.exec(text);
    if (match) return { value: { unit: 'gram', factor }, rest: text.slice(match[0].length) };
  }
  return null;
}

/** The unit after the quantity, maybe after a size word ("1 bonne c. à soupe") or "de" ("½ de tasse"). */
function readUnitAfterQuantity(text: string): Read<Measure> | null {
  const unit = readUnitAtStart(text);
  if (unit) return unit;
  const word = firstWord(text);
  const key = wordKey(word);
  return describingWords.has(key) || key === 'de' ? readUnitAtStart(afterWord(text, word)) : null;
}

/** What completes a quantity after its unit: "1 litre et demi", "1 kg 500" (grams). */
function readUnitTail(quantity: number, { value: measure, rest }: Read<Measure>): Read<number> {
  const andHalf = /^et demie?(?!\p{L})\s*/iu.exec(rest);
  if (andHalf) return { value: quantity + 0.5, rest: rest.slice(andHalf[0].length) };
  const grams = measure.unit === 'kilogram' ? /^(\d{3})(?![\d.,/])\s*/.exec(rest) : null;
  return grams ? { value: quantity + Number(grams[1]) / 1000, rest: rest.slice(grams[0].length) } : { value: quantity, rest };
}

/** "le jus de 2 citrons", "les zestes d'une orange": what to buy is the fruit, so the part goes. */
function skipPartBeforeQuantity(text: string): string {
  const part = /^(?:(?:le|la|les|the)\s+)?(?:jus|zestes?|jaunes?|blancs?|juice|zest)\s+(?:de\s+|d'\s*|of\s+)/iu.exec(text);
  return part && readQuantity(text.slice(part[0].length)) ? text.slice(part[0].length) : text;
}

/** The food without what describes it: parentheses, and anything after a comma, semicolon, "+" or dash. */
function cutDescription(text: string): string {
  return text
    .replace(/\([^)]*\)?|\[[^\]]*\]?/g, ' ')
    .split(/[,;+*]| [-–—] /)[0]
    ?.trim() ?? '';
}

interface Food {
  ingredient: StandardIngredient | null;
  written: string;
  vague: boolean;
}

/**
 * Finds the catalogue entry the text names, stepping over what is not the food: joining words,
 * packaging and parts ("gousses d'"), vague measures ("pincée de") and size words ("gros"). Each
 * is first tried as the start of a name, since "noix de coco", "feuille de brick" and "petits pois"
 * are foods.
 */
function readFood(text: string, catalogue: readonly StandardIngredient[]): Food {
  const words = foodWords(text);
  const firstFoodWord = words.find(({ key }) => !joiningWords.has(key));
  const written = firstFoodWord ? text.slice(firstFoodWord.start).trim() : text;
  let vague = false;
  let drizzle = false;
  let fallback: StandardIngredient | null = null;

  for (const [index, { key }] of words.entries()) {
    if (joiningWords.has(key)) continue;
    const isMeasure = countableWords.has(key) || vagueWords.has(key);
    const match = matchFoodAt(words, index, catalogue);
    if (match && (!isMeasure || match.length > 1)) {
      const drizzled = drizzle && drizzledCategories.has(match.ingredient.category);
      return { ingredient: match.ingredient, written, vague: vague || drizzled };
    }
    if (!isMeasure && !describingWords.has(key)) break;
    // "3 noix" is walnuts when nothing follows the word.
    if (match) fallback ??= match.ingredient;
    vague ||= vagueWords.has(key);
    drizzle ||= key === drizzleWord;
  }
  return { ingredient: fallback, written, vague: fallback ? false : vague };
}

/** The quantity written after the food: "Farine : 250 g", "Beurre (50 g)". */
function readTrailingQuantity(text: string): { food: string; amount: string } | null {
  const match = /^([^:(]+)(?::\s*(.+)$|\(([^)]*)\))/.exec(text);
  const food = match?.[1];
  const amount = (match?.[2] ?? match?.[3])?.trim();
  return food && amount && readQuantity(amount) ? { food, amount } : null;
}

const roundQuantity = (quantity: number) => Math.round(quantity * 1000) / 1000;

/**
 * Reads one ingredient line as French (or English) recipe sites write it: "2 gousses d'ail",
 * "200 g de farine", "1 c. à s. d'huile d'olive", "sel, poivre", "2 cups flour". Pure; the
 * catalogue is indexed once per array, so parsing many lines against one catalogue stays fast.
 */
export function parseIngredientLine(line: string, catalogue: readonly StandardIngredient[]): ParsedIngredientLine {
  const text = skipPartBeforeQuantity(cleanLine(line));
  const trailing = readQuantity(text) ? null : readTrailingQuantity(text);
  const amountText = trailing ? trailing.amount : text;

  const quantity = readQuantity(amountText);
  const unit = quantity ? readUnitAfterQuantity(quantity.rest.trimStart()) : null;
  const completed = quantity && unit ? readUnitTail(quantity.value, unit) : quantity;
  const foodText = trailing ? trailing.food : (completed?.rest ?? text);
  const food = readFood(cutDescription(foodText), catalogue);

  const amount = completed && !food.vague ? roundQuantity(completed.value * (unit?.value.factor ?? 1)) : 0;
  return {
    quantity: amount,
    unit: food.vague ? DEFAULT_UNIT : (unit?.value.unit ?? DEFAULT_UNIT),
    name: food.ingredient?.name ?? food.written,
    standardIngredientId: food.ingredient?.id ?? null,
  };
}
