/** An ingredient amount for a number of portions, from the amount for the recipe's servings. */
export function scaleQuantity(quantity: number, portions: number, servings: number): number {
  return (quantity * portions) / servings;
}

/** Two decimals at most (spec B §5). EPSILON keeps 1.005 from rounding down to 1.00. */
export function roundQuantity(quantity: number): number {
  return Math.round((quantity + Number.EPSILON) * 100) / 100;
}

/**
 * A quantity as shown: two decimals at most, no trailing zeros, with the decimal separator of
 * the language ("1,5" in French, "1.5" in English).
 */
export function displayQuantity(quantity: number, language = 'fr'): string {
  return roundQuantity(quantity).toLocaleString(language, { maximumFractionDigits: 2, useGrouping: false });
}

/**
 * The portion count of a recipe page's ?portions= value: a positive integer (six digits at most,
 * past which quantities turn to nonsense), or the recipe's own servings when the value is absent
 * or anything else, so a hand-edited link never breaks the page.
 */
export function parsePortionsParam(value: string | null, servings: number): number {
  return value !== null && /^[1-9]\d{0,5}$/.test(value.trim()) ? Number(value.trim()) : servings;
}

/** The ?portions= value to put in the address: none when it equals the recipe's servings (spec B §2). */
export function portionsParamFor(portions: number, servings: number): string | null {
  return portions === servings ? null : String(portions);
}
