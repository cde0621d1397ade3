import type { Unit } from '../recipes/units';
import { formatQuantity } from './grocery-display';
import type { CountUnit } from './shopping-amount';
import { wordFor, type ShopperWords } from './shopper-display';

/** The fractions a cook writes, as their own characters. */
const fractions: readonly (readonly [number, string])[] = [
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];

// Recipes store thirds to three decimals (0.333): a fraction this near reads as that fraction.
const FRACTION_TOLERANCE = 0.005;

/** Measures counted in kitchen fractions rather than decimals. */
const fractionalUnits: ReadonlySet<Unit | null> = new Set<Unit | null>(['teaspoon', 'tablespoon', 'cup', 'piece', null]);

/** '⅓', '1 ½', '2', or the decimal ('0,2') when no kitchen fraction is near. */
function kitchenFraction(quantity: number): string {
  const whole = Math.floor(quantity + FRACTION_TOLERANCE);
  const rest = quantity - whole;
  if (Math.abs(rest) < FRACTION_TOLERANCE) return formatQuantity(whole);
  const fraction = fractions.find(([value]) => Math.abs(rest - value) < FRACTION_TOLERANCE);
  if (!fraction) return formatQuantity(quantity);
  return whole === 0 ? fraction[1] : `${formatQuantity(whole)} ${fraction[1]}`;
}

export interface ExactAmount {
  /** '⅓', '1 ½', '166,67'; '' for a line without an amount ('sel, poivre'). */
  quantity: string;
  /** 'c. à c.', 'gousses'; null for a number without a unit. */
  unit: string | null;
}

/**
 * What one recipe needs at its planned portions, exact, for the 'Recettes' tab and a line's
 * detail: spoons and pieces in kitchen fractions ('⅓ c. à c.', '1 ½ pièce'), other measures with
 * at most two decimals ('166,67 g'). Pieces read in the food's buying unit when it is counted
 * ('2 gousses', '1 botte').
 */
export function exactAmount(quantity: number, unit: Unit | null, countUnit: CountUnit, words: ShopperWords): ExactAmount {
  if (!(quantity > 0)) return { quantity: '', unit: null };
  const text = fractionalUnits.has(unit) ? kitchenFraction(quantity) : formatQuantity(quantity);
  if (unit === null) return { quantity: text, unit: null };
  const forms = unit === 'piece' ? words.buying[countUnit] : words.recipe[unit];
  return { quantity: text, unit: wordFor(forms, quantity) };
}

/** The exact amount as one text: '⅓ c. à c.', '1 ½ pièce', '3'. */
export function formatExactAmount(quantity: number, unit: Unit | null, countUnit: CountUnit, words: ShopperWords): string {
  const amount = exactAmount(quantity, unit, countUnit, words);
  return amount.unit === null ? amount.quantity : `${amount.quantity} ${amount.unit}`;
}
