import { describe, expect, it } from 'vitest';
import { emptyNeed, lineNeed, type Need, type ShopperFood } from './food-need';
import { formatShoppingAmount } from './shopper-display';
import { amountAsNeed, countUnitOf, roundingStep, shoppingAmount } from './shopping-amount';
import type { UnitDimension } from './unit-dimensions';
import { frenchWords } from '@/testing/shopper-words';

const need = (parts: Partial<Need>): Need => ({ ...emptyNeed(), ...parts });

const potato: ShopperFood = { id: 'pomme-de-terre', name: 'pomme de terre', category: 'produce', buyingUnit: 'weight', pieceGrams: 150 };
const garlic: ShopperFood = { id: 'ail', name: 'ail', category: 'produce', buyingUnit: 'clove', pieceGrams: 5 };
const flour: ShopperFood = { id: 'farine-de-ble', name: 'farine de blé', category: 'sweetGrocery', buyingUnit: 'weight', gramsPerMl: 0.55 };
const cream: ShopperFood = { id: 'creme-liquide', name: 'crème liquide', category: 'dairy', buyingUnit: 'volume', gramsPerMl: 1 };
const cans: ShopperFood = { id: 'tomate-pelee', name: 'tomate pelée', category: 'savoryGrocery', buyingUnit: 'can', pieceGrams: 400 };

/** A fixed-seed generator, so a failure can be replayed. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

describe('lineNeed', () => {
  it('converts pieces and spoons into the dimension the food is bought in', () => {
    expect(lineNeed(need({ mass: 1800, count: 5 }), potato)).toEqual(need({ mass: 2550 }));
    expect(lineNeed(need({ mass: 30, count: 2 }), garlic)).toEqual(need({ count: 8 }));
    expect(lineNeed(need({ volume: 45 }), flour).mass).toBeCloseTo(24.75);
    expect(lineNeed(need({ mass: 100, volume: 50 }), cream)).toEqual(need({ volume: 150 }));
  });

  it('goes through grams twice when it must: spoons of a food bought by the can', () => {
    const tomatoes: ShopperFood = { ...cans, gramsPerMl: 1 };
    expect(lineNeed(need({ volume: 200 }), tomatoes)).toEqual(need({ count: 0.5 }));
  });

  it('keeps what it cannot convert in its own dimension', () => {
    expect(lineNeed(need({ mass: 100, volume: 45 }), potato)).toEqual(need({ mass: 100, volume: 45 }));
    expect(lineNeed(need({ mass: 100, count: 2 }), { ...potato, pieceGrams: undefined })).toEqual(need({ mass: 100, count: 2 }));
    expect(lineNeed(need({ mass: 100, count: 2 }), undefined)).toEqual(need({ mass: 100, count: 2 }));
  });

  it('counts numbers without a unit as pieces of a catalogue food, or of a food also counted in pieces', () => {
    expect(lineNeed(need({ none: 2 }), potato)).toEqual(need({ mass: 300 }));
    expect(lineNeed(need({ none: 3, count: 2 }), undefined)).toEqual(need({ count: 5 }));
    expect(lineNeed(need({ none: 3 }), undefined)).toEqual(need({ none: 3 }));
  });
});

describe('shoppingAmount', () => {
  it('puts the buying dimension first, then what did not convert, in a fixed order', () => {
    const amount = shoppingAmount(need({ mass: 1800, count: 5, volume: 20 }), { ...potato, pieceGrams: undefined });
    expect(amount.map((part) => part.dimension)).toEqual(['mass', 'volume', 'count']);
    expect(formatShoppingAmount(amount, frenchWords)).toBe('1,8 kg + 2 cl + 5 pièces');
    expect(formatShoppingAmount(shoppingAmount(need({ mass: 50, volume: 20 }), cream), frenchWords)).toBe('2 cl + 50 g');
  });

  it('leaves out what is not needed, and reads nothing for a need of nothing', () => {
    expect(shoppingAmount(emptyNeed(), potato)).toEqual([]);
    expect(shoppingAmount(need({ mass: 0, count: 2 }), undefined)).toEqual([{ dimension: 'count', base: 2, value: 2, unit: 'piece' }]);
  });

  it('gives garlic its heads, ten cloves to a head, rounded up', () => {
    expect(shoppingAmount(need({ count: 10 }), garlic)).toEqual([{ dimension: 'count', base: 10, value: 10, unit: 'clove', heads: 1 }]);
    expect(shoppingAmount(need({ count: 10.2 }), garlic)).toEqual([{ dimension: 'count', base: 11, value: 11, unit: 'clove', heads: 2 }]);
  });

  it('gives back what it rounded as a need, which is what a tick covers', () => {
    expect(amountAsNeed(shoppingAmount(need({ mass: 2550, count: 1.2 }), undefined))).toEqual(need({ mass: 2600, count: 2 }));
  });

  const dimensions: readonly UnitDimension[] = ['mass', 'volume', 'count', 'none'];

  /** The amounts that break a bound, so a failure names them all at once. */
  function outOfBounds(cases: readonly (readonly [need: number, dimension: UnitDimension, bought: number])[]): string[] {
    return cases.flatMap(([amount, dimension, bought]) => {
      const over = bought - amount;
      return over < -1e-9 * amount || over >= roundingStep(dimension, amount) ? [`${amount} ${dimension} → ${bought}`] : [];
    });
  }

  it('never buys less than needed, nor a whole step more, over many random amounts', () => {
    const random = seeded(23);
    const cases = Array.from({ length: 20_000 }, (_, index) => {
      const dimension = dimensions[index % dimensions.length] ?? 'mass';
      // Spread over five orders of magnitude, from a pinch to a crate.
      const amount = 10 ** (random() * 5 - 1) * (1 + random());
      const [part] = shoppingAmount(need({ [dimension]: amount }), undefined);
      return [amount, dimension, part?.base ?? 0] as const;
    });
    expect(outOfBounds(cases)).toEqual([]);
  });

  it('holds both bounds through conversions and sums of scaled quantities', () => {
    const random = seeded(7);
    const cases = Array.from({ length: 5_000 }, () => {
      // A line of up to six meals, each a recipe quantity in quarters scaled by portions over servings.
      const sources = Array.from({ length: 1 + Math.floor(random() * 6) }, () => ((1 + Math.floor(random() * 500)) / 4) * ((1 + Math.floor(random() * 8)) / (1 + Math.floor(random() * 6))));
      const pieces = sources.reduce((sum, quantity) => sum + quantity, 0);
      const [part] = shoppingAmount(lineNeed(need({ count: pieces }), potato), potato);
      return [pieces * 150, 'mass', part?.base ?? 0] as const;
    });
    expect(outOfBounds(cases)).toEqual([]);
  });

  it('reads weights and volumes with at most one decimal from a kilogram or a litre, whole below', () => {
    const random = seeded(5);
    const parts = Array.from({ length: 2_000 }, () => shoppingAmount(need({ mass: random() * 50_000, volume: random() * 50_000 }), undefined)).flat();
    const unreadable = parts.filter((part) => {
      const scale = part.unit === 'kilogram' || part.unit === 'liter' ? 10 : 1;
      return Math.round(part.value * scale) / scale !== part.value;
    });
    expect(parts.length).toBeGreaterThan(3_900);
    expect(unreadable).toEqual([]);
  });
});

describe('countUnitOf', () => {
  it('counts pieces in the unit a food is sold by', () => {
    expect(countUnitOf('clove')).toBe('clove');
    expect(countUnitOf('bunch')).toBe('bunch');
    expect(countUnitOf('can')).toBe('can');
    expect(countUnitOf('packet')).toBe('packet');
    expect(countUnitOf('jar')).toBe('jar');
    expect(countUnitOf('slice')).toBe('slice');
    expect(countUnitOf('piece')).toBe('piece');
  });

  it('counts in pieces a food sold by weight or volume, or of no known buying unit', () => {
    expect(countUnitOf('weight')).toBe('piece');
    expect(countUnitOf('volume')).toBe('piece');
    expect(countUnitOf(undefined)).toBe('piece');
  });
});
