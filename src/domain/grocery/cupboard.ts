import type { Need, ShopperFood } from './food-need';

/** Label of the group of staples to check, shown after the aisles ('Placard'). */
export const CUPBOARD_LABEL_KEY = 'grocery.cupboard';

/** Label of the group of needs the household's cupboard covers whole, shown collapsed ('Déjà au placard'). */
export const IN_CUPBOARD_LABEL_KEY = 'grocery.inCupboard';

/**
 * Below these, a staple's need is spoons, pinches or a dash: nothing a shop sells, only a look in
 * the cupboard. From them on (a salt crust's kilogram of gros sel, 50 cl of olive oil for a
 * confit) the cupboard line shows the amount, so whoever checks knows how much there must be.
 */
export const CUPBOARD_CHECK_MAX_GRAMS = 100;
export const CUPBOARD_CHECK_MAX_MILLILITRES = 100;

/**
 * Staples (salt, pepper, spices, oil, vinegar…) go to the 'Placard' group whatever the amount:
 * a household nearly always has them, so they are checked before they are bought, and they never
 * sit among the aisles as '0,33 c. à c.'.
 */
export function isCupboardFood(food: ShopperFood | undefined): boolean {
  return food?.staple === true;
}

/**
 * Whether a staple's need (lineNeed) is only a check: spoons, pinches and 'to taste' (no amount),
 * under the thresholds above. Whole things (bay leaves, stock cubes) are counted, so their
 * number shows.
 */
export function isCheckOnly(need: Need): boolean {
  return need.mass < CUPBOARD_CHECK_MAX_GRAMS && need.volume < CUPBOARD_CHECK_MAX_MILLILITRES && need.count === 0 && need.none === 0;
}
