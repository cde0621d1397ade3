import { z } from 'zod';
import { RECIPE_NAME_MAX_LENGTH } from '../recipes/recipe-limits';
import { unitSchema, type Unit } from '../recipes/units';
import { storedGroceryCategorySchema, type GroceryCategory } from './categories';
import { GROCERY_LIST_NAME_MAX_LENGTH } from './grocery-list';

/** Lines one shared view holds: far more than a fortnight of meals needs, and well inside a document's 1 MiB. */
export const SHARED_LIST_MAX_LINES = 500;
/** Recipe names one shared line keeps (the page shows two and counts the others). */
export const SHARED_LINE_MAX_RECIPE_NAMES = 20;
/** A line's name on the shared page, in characters; a longer one is cut. */
export const SHARED_LINE_NAME_MAX_LENGTH = 100;
/** A line's key (its tick's key on the list), in characters: a line with a longer one is left out of the view. */
export const SHARED_LINE_KEY_MAX_LENGTH = 200;

/**
 * What no text of a shared view holds: control characters (C0, DEL, C1). Single-line text, and
 * the separators the columns below are joined with in firestore.rules can never occur in it.
 */
export const SHARED_TEXT_CONTROL_CHARACTERS = '\\x00-\\x1f\\x7f-\\x9f';

/** Joins a line's recipe names in its one string of the recipeNames column. */
const RECIPE_NAME_SEPARATOR = '\n';

/** Text of min to max characters (code points, as RE2 counts them), none a control character. */
const textPattern = (min: number, max: number) => `[^${SHARED_TEXT_CONTROL_CHARACTERS}]{${min},${max}}`;
/** Entries each matching `entry`, joined by `separator`. */
const joinedPattern = (entry: string, separator: string) => `${entry}(?:${separator}${entry})*`;
const recipeNamePattern = textPattern(1, RECIPE_NAME_MAX_LENGTH);

/**
 * What firestore.rules matches each column of a view's lines against once joined, so that one
 * match checks every entry: text columns joined by a line break (which no entry holds), the
 * quantities by a space, each written without a sign, and each line's recipe names (at most
 * SHARED_LINE_MAX_RECIPE_NAMES, joined by a line break) by a tab.
 */
export const SHARED_LINE_KEYS_PATTERN = joinedPattern(textPattern(1, SHARED_LINE_KEY_MAX_LENGTH), '\\n');
export const SHARED_LINE_NAMES_PATTERN = joinedPattern(textPattern(0, SHARED_LINE_NAME_MAX_LENGTH), '\\n');
export const SHARED_LINE_QUANTITIES_PATTERN = joinedPattern('[0-9]+(?:[.][0-9]+)?(?:[eE][-+]?[0-9]+)?', ' ');
export const SHARED_LINE_RECIPE_NAMES_PATTERN = joinedPattern(
  `(?:${recipeNamePattern}(?:\\n${recipeNamePattern}){0,${SHARED_LINE_MAX_RECIPE_NAMES - 1}})?`,
  '\\t',
);
/** The list's name on a view. */
export const SHARED_LIST_NAME_PATTERN = textPattern(0, GROCERY_LIST_NAME_MAX_LENGTH);

/**
 * One line of the shared page, found by its key (the aggregated line's, which a tick also uses
 * on the household's list). A unitless line has a null unit.
 */
export interface SharedLine {
  name: string;
  quantity: number;
  unit: Unit | null;
  category: GroceryCategory;
  recipeNames: string[];
  checked: boolean;
}

/**
 * The lines as stored: one list per field, line i being the i-th entry of each, so that
 * firestore.rules checks every field of every line in a few expressions whatever their number
 * (checked as a map, each line would cost about 100 expressions: ten would exhaust the budget
 * of 1,000). recipeNames holds each line's names in one string, joined by a line break ('' for
 * none).
 */
export interface SharedLineColumns {
  lineKeys: string[];
  names: string[];
  quantities: number[];
  units: (Unit | null)[];
  categories: GroceryCategory[];
  checked: boolean[];
  recipeNames: string[];
}

const controlCharacter = new RegExp(`[${SHARED_TEXT_CONTROL_CHARACTERS}]`);

/** Text of at most `max` characters (as zod counts them, and the rules: code points), all printable. */
const sharedText = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .refine((text) => !controlCharacter.test(text));

const lineKeySchema = sharedText(1, SHARED_LINE_KEY_MAX_LENGTH);
const recipeNameSchema = sharedText(1, RECIPE_NAME_MAX_LENGTH);

const sharedLineSchema = z.object({
  name: sharedText(0, SHARED_LINE_NAME_MAX_LENGTH),
  quantity: z.number().nonnegative(),
  unit: unitSchema.nullable(),
  category: storedGroceryCategorySchema,
  recipeNames: z
    .string()
    .transform((joined) => (joined === '' ? [] : joined.split(RECIPE_NAME_SEPARATOR)))
    .pipe(z.array(recipeNameSchema).max(SHARED_LINE_MAX_RECIPE_NAMES)),
  checked: z.boolean(),
});

const columnsSchema = z.object({
  lineKeys: z.array(z.unknown()).max(SHARED_LIST_MAX_LINES),
  names: z.array(z.unknown()),
  quantities: z.array(z.unknown()),
  units: z.array(z.unknown()),
  categories: z.array(z.unknown()),
  checked: z.array(z.unknown()),
  recipeNames: z.array(z.unknown()),
});

/**
 * The stored columns read back as lines by key. Columns of different lengths are refused (the
 * rules refuse them too); a line the rules would refuse, which only an older writer could have
 * stored, is left out rather than the whole list.
 */
export const sharedLineColumnsSchema = columnsSchema.transform((columns, ctx): Record<string, SharedLine> => {
  const count = columns.lineKeys.length;
  if (Object.values(columns).some((column) => column.length !== count)) {
    ctx.issues.push({ code: 'custom', message: 'Line columns of different lengths', input: columns });
    return z.NEVER;
  }
  const lines = new Map<string, SharedLine>();
  columns.lineKeys.forEach((storedKey, i) => {
    const key = lineKeySchema.safeParse(storedKey);
    const line = sharedLineSchema.safeParse({
      name: columns.names[i],
      quantity: columns.quantities[i],
      unit: columns.units[i],
      category: columns.categories[i],
      recipeNames: columns.recipeNames[i],
      checked: columns.checked[i],
    });
    if (key.success && line.success && !lines.has(key.data)) lines.set(key.data, line.data);
  });
  // Built from entries, so a stored key such as __proto__ stays an ordinary key.
  return Object.fromEntries(lines);
});

/** Printable text of at most `max` characters: control characters become spaces, the rest is cut. */
export function printableText(text: string, max: number): string {
  return [...text.replace(new RegExp(controlCharacter.source, 'g'), ' ')].slice(0, max).join('');
}

/**
 * A line as the view may hold it: its name printable and cut to SHARED_LINE_NAME_MAX_LENGTH,
 * its recipes' names too (each to RECIPE_NAME_MAX_LENGTH, blank ones left out, at most
 * SHARED_LINE_MAX_RECIPE_NAMES), and a quantity of -0 as 0, which the rules would refuse.
 */
export function printableSharedLine(line: SharedLine): SharedLine {
  return {
    ...line,
    name: printableText(line.name, SHARED_LINE_NAME_MAX_LENGTH),
    quantity: line.quantity || 0,
    recipeNames: line.recipeNames
      .map((name) => printableText(name, RECIPE_NAME_MAX_LENGTH).trim())
      .filter((name) => name !== '')
      .slice(0, SHARED_LINE_MAX_RECIPE_NAMES),
  };
}

/** Whether `key` can name a line of the view: the lines of any other key are left out. */
export function isSharedLineKey(key: string): boolean {
  return lineKeySchema.safeParse(key).success;
}

/** The lines as the view stores them, in the order given. */
export function sharedLineColumns(lines: Readonly<Record<string, SharedLine>>): SharedLineColumns {
  const entries = Object.entries(lines);
  return {
    lineKeys: entries.map(([key]) => key),
    names: entries.map(([, line]) => line.name),
    quantities: entries.map(([, line]) => line.quantity),
    units: entries.map(([, line]) => line.unit),
    categories: entries.map(([, line]) => line.category),
    checked: entries.map(([, line]) => line.checked),
    recipeNames: entries.map(([, line]) => line.recipeNames.join(RECIPE_NAME_SEPARATOR)),
  };
}
