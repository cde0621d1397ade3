import type { Unit } from '../recipes/units';
import { formatQuantity } from './grocery-display';
import type { ShoppingAmount, ShoppingPart, ShoppingUnit } from './shopping-amount';

type Forms = readonly [singular: string, plural: string];

/** The words a shopper line is read with; the English screen passes its own from its locale. */
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

const same = (word: string): Forms => [word, word];

/** The spec's French (units as the recipe page and the list write them). */
export const frenchShopperWords: ShopperWords = {
  buying: {
    gram: same('g'),
    kilogram: same('kg'),
    centiliter: same('cl'),
    liter: same('l'),
    piece: ['pièce', 'pièces'],
    clove: ['gousse', 'gousses'],
    bunch: ['botte', 'bottes'],
    can: ['boîte', 'boîtes'],
    packet: ['sachet', 'sachets'],
    jar: ['pot', 'pots'],
    slice: ['tranche', 'tranches'],
  },
  recipe: {
    piece: ['pièce', 'pièces'],
    gram: same('g'),
    kilogram: same('kg'),
    milliliter: same('ml'),
    centiliter: same('cl'),
    deciliter: same('dl'),
    liter: same('l'),
    teaspoon: same('c. à c.'),
    tablespoon: same('c. à s.'),
    cup: ['tasse', 'tasses'],
  },
  head: ['tête', 'têtes'],
  join: ' + ',
  still: (amount) => `encore ${amount}`,
  check: 'à vérifier',
};

/** French agreement: singular below two ('1,5 pièce'), plural from two. */
export function wordFor(forms: Forms, value: number): string {
  return value >= 2 ? forms[1] : forms[0];
}

/** '2,6 kg', '75 cl', '3 bottes', '10 gousses (1 tête)', '3' for a number without a unit. */
export function formatShoppingPart(part: ShoppingPart, words: ShopperWords = frenchShopperWords): string {
  const amount = formatQuantity(part.value);
  if (part.unit === null) return amount;
  const text = `${amount} ${wordFor(words.buying[part.unit], part.value)}`;
  return part.heads === undefined ? text : `${text} (${formatQuantity(part.heads)} ${wordFor(words.head, part.heads)})`;
}

/** A line's amount: its parts joined ('1,8 kg + 5 pièces'); '' when it has none. */
export function formatShoppingAmount(amount: ShoppingAmount, words: ShopperWords = frenchShopperWords): string {
  return amount.map((part) => formatShoppingPart(part, words)).join(words.join);
}
