import { DEFAULT_ENTRY_PORTIONS, MAX_PORTIONS } from './meal-entry';

/**
 * The portions editor never goes below one (spec B §5, §9). The spec sets no maximum, but
 * portionsSchema and firestore.rules refuse more than MAX_PORTIONS, so the editor stops there
 * rather than offer a value whose save would fail.
 */
export const MIN_ENTRY_PORTIONS = 1;

/** What to do with the portions field when it loses focus (spec B §5). */
export interface PortionsInputResult {
  /** The value the field shows afterwards. */
  portions: number;
  /** Whether to write it: a blank field is reset and saved, invalid text only reverted. */
  save: boolean;
}

// Digits only: Number() would also take '1e2', '0x10' or '2.', which nobody means as portions.
const wholeNumberPattern = /^\d+$/;

/**
 * The portions field's rule on blur (spec B §5): blank resets to the household size (else 2) and
 * saves; a positive integer (up to MAX_PORTIONS) is saved; anything else (0, -1, 1.5, 'abc') reverts to the previous
 * portions, or 1 when the entry had none.
 */
export function resolvePortionsInput(
  raw: string,
  previous: number | null | undefined,
  numberOfPersons: number | null | undefined,
): PortionsInputResult {
  const text = raw.trim();
  if (text === '') return { portions: numberOfPersons ?? DEFAULT_ENTRY_PORTIONS, save: true };
  const value = Number(text);
  if (wholeNumberPattern.test(text) && Number.isSafeInteger(value) && value >= MIN_ENTRY_PORTIONS && value <= MAX_PORTIONS) {
    return { portions: value, save: true };
  }
  return { portions: previous ?? MIN_ENTRY_PORTIONS, save: false };
}

/** The minus button works only above one (spec B §5). */
export function canDecrementPortions(portions: number): boolean {
  return portions > MIN_ENTRY_PORTIONS;
}

export function decrementPortions(portions: number): number {
  return canDecrementPortions(portions) ? portions - 1 : portions;
}

export function canIncrementPortions(portions: number): boolean {
  return portions < MAX_PORTIONS;
}

export function incrementPortions(portions: number): number {
  return canIncrementPortions(portions) ? portions + 1 : portions;
}

/**
 * Portions of an entry created by add-to-plan or a drag from the grid: the household size, else
 * the recipe's servings (spec B §4, §9); 2 only if neither is known, as for any entry.
 */
export function newEntryPortions(
  numberOfPersons: number | null | undefined,
  recipeServings: number | null | undefined,
): number {
  // A recipe may serve more than an entry may hold (MAX_PORTIONS): the entry takes the most it can.
  return Math.min(numberOfPersons ?? recipeServings ?? DEFAULT_ENTRY_PORTIONS, MAX_PORTIONS);
}
