import { z } from 'zod';
import { emptyNeed, lineNeed, type Need, type ShopperFood } from './food-need';
import { amountAsNeed, type ShoppingAmount } from './shopping-amount';

/** The most a tick may say it covered, in grams, millilitres or pieces: a tonne, a thousand litres. */
export const SHOPPER_TICK_MAX_AMOUNT = 1_000_000;

const coveredAmountSchema = z.number().finite().nonnegative().max(SHOPPER_TICK_MAX_AMOUNT).optional();

/**
 * A tick that remembers what was bought (DESIGN.md §3): the amount the line showed when it was
 * ticked, per dimension, in base units (grams, millilitres, pieces as recipes count the food,
 * numbers without a unit).
 */
export const shopperTickSchema = z.strictObject({
  covered: z.strictObject({
    mass: coveredAmountSchema,
    volume: coveredAmountSchema,
    count: coveredAmountSchema,
    none: coveredAmountSchema,
  }),
});

export type ShopperTick = z.infer<typeof shopperTickSchema>;

/** What a line's tick may hold: an amount, or true as ticks were stored before they had one. */
export const storedShopperTickSchema = z.union([z.literal(true), shopperTickSchema]);

export type StoredShopperTick = z.infer<typeof storedShopperTickSchema>;

export type TickState =
  | { kind: 'open' }
  | { kind: 'ticked' }
  /** Ticked, but the need grew past what the tick covered: `remaining` is still to buy, exact. */
  | { kind: 'reopened'; remaining: Need; covered: Need };

// What was bought covers what is needed give or take float noise in the sums.
const NOISE = 1e-9;

export function coveredNeed(tick: ShopperTick): Need {
  const { mass = 0, volume = 0, count = 0, none = 0 } = tick.covered;
  return { mass, volume, count, none };
}

/**
 * Whether a line is still bought, given its need (lineNeed) and its tick. A tick without an
 * amount is ticked whatever the need, as it always was. A tick with one stays ticked while the
 * need is within it, shrunk needs included; once the need grows past it, the line reopens with
 * what is still to buy. The covered amount is converted as the need is, so a tick taken in
 * pieces still counts once the catalogue knows the weight of a piece.
 */
export function tickState(need: Need, tick: StoredShopperTick | undefined, food: ShopperFood | undefined): TickState {
  if (tick === undefined) return { kind: 'open' };
  if (tick === true) return { kind: 'ticked' };
  const covered = lineNeed(coveredNeed(tick), food);
  const remaining = emptyNeed();
  let short = false;
  for (const dimension of ['mass', 'volume', 'count', 'none'] as const) {
    const missing = need[dimension] - covered[dimension];
    if (missing > NOISE * Math.max(1, need[dimension])) {
      remaining[dimension] = missing;
      short = true;
    }
  }
  return short ? { kind: 'reopened', remaining, covered } : { kind: 'ticked' };
}

/**
 * The tick to store when a line is ticked: what the shopper bought, which is what the line
 * showed to buy (`toBuy`, rounded up, so a small growth of the need stays covered), plus for a
 * reopened line what its tick covered before.
 */
export function tickCovering(toBuy: ShoppingAmount, state: TickState): ShopperTick {
  const bought = amountAsNeed(toBuy);
  if (state.kind === 'reopened') {
    for (const dimension of ['mass', 'volume', 'count', 'none'] as const) bought[dimension] += state.covered[dimension];
  }
  const covered: ShopperTick['covered'] = {};
  for (const dimension of ['mass', 'volume', 'count', 'none'] as const) {
    if (bought[dimension] > 0) covered[dimension] = Math.min(bought[dimension], SHOPPER_TICK_MAX_AMOUNT);
  }
  return { covered };
}
