import { describe, expect, it } from 'vitest';
import { FREE_PLAN_ID, freePlan } from './free-plan';
import { checkoutPrice, isDonationPlan, planSchema } from './plan';

describe('freePlan', () => {
  it('is a valid plan costing 0 euro a month', () => {
    expect(planSchema.parse(freePlan)).toEqual(freePlan);
    expect(checkoutPrice(freePlan, 'month')).toMatchObject({ unit_amount: 0, currency: 'eur', recurring: { interval: 'month' } });
  });

  it('is not mistaken for a donation plan', () => {
    expect(isDonationPlan(freePlan)).toBe(false);
  });

  it('has the id the current-plan logic relies on', () => {
    expect(freePlan.id).toBe(FREE_PLAN_ID);
  });
});
