import { describe, expect, it } from 'vitest';
import { FREE_PLAN_ID } from '@domain/billing/free-plan.ts';
import { hasRecurringPrice, isDonationPlan } from '@domain/billing/plan.ts';
import { findLocalPrice, localPlans, readLocalPlans } from './local-plans.ts';

describe('the local catalogue', () => {
  const paid = localPlans.filter((plan) => !isDonationPlan(plan));

  it('offers at least two paid plans, each with a monthly and a yearly price in cents', () => {
    expect(paid.length).toBeGreaterThanOrEqual(2);
    for (const plan of paid) {
      expect(plan.prices.map((price) => price.recurring?.interval).sort(), plan.name).toEqual(['month', 'year']);
      expect(plan.prices.every((price) => Number.isInteger(price.unit_amount) && price.unit_amount > 0)).toBe(true);
    }
  });

  it('offers one donation plan with a one-off price the app sends no id of', () => {
    const donations = localPlans.filter(isDonationPlan);
    expect(donations).toHaveLength(1);
    expect(hasRecurringPrice(donations[0] ?? { prices: [] })).toBe(false);
    expect(donations[0]?.prices.every((price) => price.id.startsWith('donation_'))).toBe(true);
  });

  it('leaves the free plan to the app', () => {
    expect(localPlans.some((plan) => plan.id === FREE_PLAN_ID || plan.prices.some((price) => price.unit_amount === 0))).toBe(false);
  });

  it('gives each price its plan', () => {
    expect(findLocalPrice('price_local_famille_year')).toMatchObject({ plan: { name: 'Famille' }, price: { product_id: 'prod_local_famille', unit_amount: 4990 } });
    expect(findLocalPrice('price_unknown')).toBeNull();
  });

  it('refuses a malformed catalogue', () => {
    expect(() => readLocalPlans([{ id: 'x', name: 'X', prices: [] }])).toThrow();
    expect(() => readLocalPlans([{ id: 'x', name: 'X', prices: [{ id: 'p', unit_amount: 4.5, currency: 'eur' }] }])).toThrow();
  });
});
