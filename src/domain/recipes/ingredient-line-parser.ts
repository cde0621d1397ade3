import { foodWords, matchFoodAt } from './ingredient-food-match';
import { readQuantity, readUnitAfterQuantity, readUnitTail } from './ingredient-line-quantity';
import { countableWords, describingWords, drizzledCategories, drizzleWord, joiningWords, vagueWords } from './ingredient-line-words';
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
