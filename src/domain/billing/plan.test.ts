import { describe, expect, it } from 'vitest';
import { checkoutPrice, hasRecurringPrice, isDonationPlan, planFeatureNames, planSchema } from './plan';
import type { Price } from './price';

function price(id: string, unit_amount: number, recurring: Price['recurring']): Price {
  return { id, product_id: 'prod', unit_amount, currency: 'eur', recurring };
}

const monthly = price('p_m', 499, { interval: 'month', interval_count: 1 });
const yearly = price('p_y', 4990, { interval: 'year', interval_count: 1 });
const oneOff = price('p_o', 1000, null);

function plan(name: string, prices: Price[], metadata: Record<string, string> = {}) {
  return { name, prices, metadata };
}

describe('planSchema', () => {
  it('reads a provider product and fills the optional parts', () => {
    const parsed = planSchema.parse({
      id: 'prod',
      name: 'Premium',
      description: null,
      prices: [{ id: 'p_o', product_id: 'prod', unit_amount: 1000, currency: 'eur' }],
    });
    expect(parsed).toMatchObject({ description: '', active: true, metadata: {}, features: [] });
    expect(parsed.prices[0]?.recurring).toBeNull();
  });

  it('refuses a negative or fractional amount of cents', () => {
    for (const unit_amount of [-1, 4.5]) {
      expect(planSchema.safeParse({ id: 'x', name: 'x', prices: [{ ...monthly, unit_amount }] }).success).toBe(false);
    }
  });
});

describe('isDonationPlan', () => {
  it('is never a donation when some price is recurring', () => {
    expect(isDonationPlan(plan('Faire un don', [monthly, oneOff], { type: 'donation' }))).toBe(false);
  });

  it('recognises a donation by name, in any case', () => {
    expect(isDonationPlan(plan('Faire un DON', []))).toBe(true);
    expect(isDonationPlan(plan('Donation', []))).toBe(true);
    expect(isDonationPlan(plan('One Shot', []))).toBe(true);
  });

  it('recognises a donation by its metadata', () => {
    expect(isDonationPlan(plan('Soutien', [], { type: 'donation' }))).toBe(true);
    expect(isDonationPlan(plan('Soutien', [], { payment_type: 'one_time' }))).toBe(true);
    expect(isDonationPlan(plan('Soutien', [], { category: 'Donation' }))).toBe(true);
    expect(isDonationPlan(plan('Soutien', [], { type: 'subscription' }))).toBe(false);
  });

  it('recognises a donation by its one-off prices only', () => {
    expect(isDonationPlan(plan('Soutien', [oneOff]))).toBe(true);
  });

  it('keeps a plan without any price as unavailable rather than a donation', () => {
    expect(isDonationPlan(plan('Premium', []))).toBe(false);
  });
});

describe('prices of a plan', () => {
  it('detects recurring prices', () => {
    expect(hasRecurringPrice({ prices: [oneOff, yearly] })).toBe(true);
    expect(hasRecurringPrice({ prices: [oneOff] })).toBe(false);
  });

  it('starts checkout with the price of the chosen interval', () => {
    expect(checkoutPrice({ prices: [oneOff, monthly, yearly] }, 'year')).toBe(yearly);
    expect(checkoutPrice({ prices: [oneOff, monthly, yearly] }, 'month')).toBe(monthly);
  });

  it('falls back to the first recurring price, and to none without one', () => {
    expect(checkoutPrice({ prices: [oneOff, yearly] }, 'month')).toBe(yearly);
    expect(checkoutPrice({ prices: [oneOff] }, 'month')).toBeNull();
  });
});

describe('planFeatureNames', () => {
  it('reads strings and objects with a name', () => {
    expect(planFeatureNames({ features: ['Recettes illimitées', { name: 'Membres illimités' }], metadata: {} })).toEqual([
      'Recettes illimitées',
      'Membres illimités',
    ]);
  });

  it('falls back to the JSON features of the metadata', () => {
    expect(planFeatureNames({ features: [], metadata: { features: '["A", {"name": "B"}, 3, ""]' } })).toEqual(['A', 'B']);
  });

  it('prefers the features field over the metadata', () => {
    expect(planFeatureNames({ features: ['A'], metadata: { features: '["B"]' } })).toEqual(['A']);
  });

  it('gives no features for malformed or non-array metadata', () => {
    expect(planFeatureNames({ features: [], metadata: { features: '[oops' } })).toEqual([]);
    expect(planFeatureNames({ features: [], metadata: { features: '{"name":"A"}' } })).toEqual([]);
  });
});
