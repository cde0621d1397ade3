import type { Unit } from '../recipes/units';
import { formatQuantity } from './grocery-display';
import type { ShoppingAmount, ShoppingPart, ShoppingUnit } from './shopping-amount';

type Forms = readonly [singular: string, plural: string];

/** The words a shopper line is read with, in the screen's language (shopperWords). */
export interface ShopperWords {
  /** What the list buys in. */
  buying: Readonly<Record<ShoppingUnit, Forms>>;
  /** What recipes measure in, for exact amounts. */
  recipe: Readonly<Record<Unit, Forms>>;
  head: Forms;
  /** Between the parts of a line no conversion joins: '1,8 kg + 5 pièces'. */
  join: string;
  /** A reopened line: what is still to buy. */
  still: (amount: string) => string;
  /** A cupboard line. */
  check: string;
}

/** Reads one of the screen's strings: `grocery.shopper.*` keys, with i18next's `count` plurals and `amount`. */
export type TranslateShopperWord = (key: string, options?: { count?: number; amount?: string }) => string;

const buyingUnits: readonly ShoppingUnit[] = ['gram', 'kilogram', 'centiliter', 'liter', 'piece', 'clove', 'bunch', 'can', 'packet', 'jar', 'slice'];
const recipeUnits: readonly Unit[] = ['piece', 'gram', 'kilogram', 'milliliter', 'centiliter', 'deciliter', 'liter', 'teaspoon', 'tablespoon', 'cup'];

/** The shopper's words in the screen's language (src/locales, `grocery.shopper`). */
export function shopperWords(translate: TranslateShopperWord): ShopperWords {
  const forms = (key: string): Forms => [translate(key, { count: 1 }), translate(key, { count: 2 })];
  const table = <U extends string>(units: readonly U[], group: string) =>
    Object.fromEntries(units.map((unit) => [unit, forms(`grocery.shopper.${group}.${unit}`)])) as Record<U, Forms>;
  return {
    buying: table(buyingUnits, 'buying'),
    recipe: table(recipeUnits, 'recipe'),
    head: forms('grocery.shopper.head'),
    join: translate('grocery.shopper.join'),
    still: (amount) => translate('grocery.shopper.still', { amount }),
    check: translate('grocery.shopper.check'),
  };
}

/** French agreement: singular below two ('1,5 pièce'), plural from two. */
export function wordFor(forms: Forms, value: number): string {
  return value >= 2 ? forms[1] : forms[0];
}

/** '2,6 kg', '75 cl', '3 bottes', '10 gousses (1 tête)', '3' for a number without a unit. */
export function formatShoppingPart(part: ShoppingPart, words: ShopperWords): string {
  const amount = formatQuantity(part.value);
  if (part.unit === null) return amount;
  const text = `${amount} ${wordFor(words.buying[part.unit], part.value)}`;
  return part.heads === undefined ? text : `${text} (${formatQuantity(part.heads)} ${wordFor(words.head, part.heads)})`;
}

/** A line's amount: its parts joined ('1,8 kg + 5 pièces'); '' when it has none. */
export function formatShoppingAmount(amount: ShoppingAmount, words: ShopperWords): string {
  return amount.map((part) => formatShoppingPart(part, words)).join(words.join);
}
