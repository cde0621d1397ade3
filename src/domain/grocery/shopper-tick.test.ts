import { describe, expect, it } from 'vitest';
import { emptyNeed, type Need, type ShopperFood } from './food-need';
import { shoppingAmount } from './shopping-amount';
import { SHOPPER_TICK_MAX_AMOUNT, shopperTickSchema, storedShopperTickSchema, tickCovering, tickState } from './shopper-tick';

const need = (parts: Partial<Need>): Need => ({ ...emptyNeed(), ...parts });
const milk: ShopperFood = { id: 'lait-demi-ecreme', name: 'lait demi-écrémé', category: 'dairy', buyingUnit: 'volume', gramsPerMl: 1.03 };
const potato: ShopperFood = { id: 'pomme-de-terre', name: 'pomme de terre', category: 'produce', buyingUnit: 'weight', pieceGrams: 150 };

describe('shopperTickSchema', () => {
  it('reads what a tick covered, per dimension', () => {
    expect(shopperTickSchema.parse({ covered: { volume: 330 } })).toEqual({ covered: { volume: 330 } });
    expect(shopperTickSchema.parse({ covered: { mass: 1800, count: 5 } })).toEqual({ covered: { mass: 1800, count: 5 } });
    expect(shopperTickSchema.parse({ covered: {} })).toEqual({ covered: {} });
  });

  it.each([
    ['a negative amount', { covered: { volume: -1 } }],
    ['an amount past the limit', { covered: { mass: SHOPPER_TICK_MAX_AMOUNT + 1 } }],
    ['an amount that is not a number', { covered: { volume: '33' } }],
    ['an infinite amount', { covered: { volume: Infinity } }],
    ['an unknown dimension', { covered: { weight: 3 } }],
    ['another field', { covered: { volume: 3 }, by: 'someone' }],
    ['no amount at all', {}],
  ])('refuses %s', (_what, value) => {
    expect(shopperTickSchema.safeParse(value).success).toBe(false);
  });

  it('reads ticks stored as true, as before ticks had amounts, but not false', () => {
    expect(storedShopperTickSchema.parse(true)).toBe(true);
    expect(storedShopperTickSchema.safeParse(false).success).toBe(false);
  });
});

describe('tickState', () => {
  const ticked = { covered: { volume: 330 } };

  it('is open without a tick', () => {
    expect(tickState(need({ volume: 520 }), undefined, milk)).toEqual({ kind: 'open' });
  });

  it('stays ticked while the need is within what was covered, or shrinks', () => {
    expect(tickState(need({ volume: 330 }), ticked, milk)).toEqual({ kind: 'ticked' });
    expect(tickState(need({ volume: 200 }), ticked, milk)).toEqual({ kind: 'ticked' });
    expect(tickState(need({ volume: 330.0000000001 }), ticked, milk)).toEqual({ kind: 'ticked' });
  });

  it('reopens with the exact remainder when the need grows past it', () => {
    expect(tickState(need({ volume: 520 }), ticked, milk)).toEqual({ kind: 'reopened', remaining: need({ volume: 190 }), covered: need({ volume: 330 }) });
  });

  it('counts a tick without an amount as ticked, whatever the need', () => {
    expect(tickState(need({ volume: 5000 }), true, milk)).toEqual({ kind: 'ticked' });
  });

  it('converts what was covered as the need is: pieces bought cover their weight', () => {
    expect(tickState(need({ mass: 600 }), { covered: { count: 4 } }, potato)).toEqual({ kind: 'ticked' });
    expect(tickState(need({ mass: 700 }), { covered: { count: 4 } }, potato)).toMatchObject({ kind: 'reopened', remaining: need({ mass: 100 }) });
  });

  it('reopens for a part in a dimension the tick did not cover', () => {
    expect(tickState(need({ mass: 1800, count: 2 }), { covered: { mass: 1800 } }, undefined)).toMatchObject({ kind: 'reopened', remaining: need({ count: 2 }) });
  });
});

describe('tickCovering', () => {
  it('stores what the line showed to buy, rounded up, so a small growth stays covered', () => {
    const amount = shoppingAmount(need({ volume: 327 }), milk);
    const tick = tickCovering(amount, { kind: 'open' });
    expect(tick).toEqual({ covered: { volume: 330 } });
    expect(tickState(need({ volume: 329 }), tick, milk)).toEqual({ kind: 'ticked' });
  });

  it('adds what a reopened line showed to what was covered before', () => {
    const state = tickState(need({ volume: 520 }), { covered: { volume: 330 } }, milk);
    if (state.kind !== 'reopened') throw new Error('expected a reopened line');
    const tick = tickCovering(shoppingAmount(state.remaining, milk), state);
    expect(tick).toEqual({ covered: { volume: 520 } });
    expect(shopperTickSchema.parse(tick)).toEqual(tick);
  });

  it('stores every part of a line no conversion joins', () => {
    expect(tickCovering(shoppingAmount(need({ mass: 1800, count: 4.5 }), undefined), { kind: 'open' })).toEqual({ covered: { mass: 1800, count: 5 } });
  });
});
