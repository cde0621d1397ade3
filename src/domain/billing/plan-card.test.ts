import { describe, expect, it } from 'vitest';
import { FREE_PLAN_ID, freePlan } from './free-plan';
import { planSchema } from './plan';
import { planCardAction, shownPrice, type PlanCardContext } from './plan-card';

const price = (id: string, interval: 'month' | 'year' | null, unit_amount = 499) => ({
  id,
  product_id: 'prod',
  unit_amount,
  currency: 'eur',
  recurring: interval ? { interval } : null,
});

const premium = planSchema.parse({ id: 'premium', name: 'Premium', prices: [price('p_y', 'year', 4990), price('p_m', 'month')] });
const yearlyOnly = planSchema.parse({ id: 'family', name: 'Famille', prices: [price('f_y', 'year', 7990)] });
const donation = planSchema.parse({ id: 'don', name: 'Faire un don', prices: [price('donation_free', null, 0)] });
const soon = planSchema.parse({ id: 'soon', name: 'Bientôt', prices: [] });

const owner: PlanCardContext = { currentPlanId: FREE_PLAN_ID, interval: 'month', canSubscribe: true, subscribed: false };

describe('planCardAction', () => {
  it("reads 'Plan actuel' on the current plan, the free one without a subscription", () => {
    expect(planCardAction(freePlan, owner)).toEqual({ kind: 'current' });
    expect(planCardAction(premium, { ...owner, currentPlanId: 'premium' })).toEqual({ kind: 'current' });
  });

  it('offers the free plan nothing while a paid plan is current', () => {
    expect(planCardAction(freePlan, { ...owner, currentPlanId: 'premium' })).toEqual({ kind: 'none' });
  });

  it("reads 'Faire un don' on a donation plan, for owners and members alike", () => {
    expect(planCardAction(donation, owner)).toEqual({ kind: 'donate' });
    expect(planCardAction(donation, { ...owner, canSubscribe: false })).toEqual({ kind: 'donate' });
  });

  it("reads 'Non disponible' on a paid plan without a recurring price", () => {
    expect(planCardAction(soon, owner)).toEqual({ kind: 'unavailable' });
    expect(planCardAction(soon, { ...owner, canSubscribe: false })).toEqual({ kind: 'unavailable' });
  });

  it("subscribes with the price of the chosen interval, else the first recurring one", () => {
    expect(planCardAction(premium, owner)).toEqual({ kind: 'subscribe', price: premium.prices[1] });
    expect(planCardAction(premium, { ...owner, interval: 'year' })).toEqual({ kind: 'subscribe', price: premium.prices[0] });
    expect(planCardAction(yearlyOnly, owner)).toEqual({ kind: 'subscribe', price: yearlyOnly.prices[0] });
  });

  it("shows a member who does not own the household no 'S'abonner'", () => {
    expect(planCardAction(premium, { ...owner, canSubscribe: false })).toEqual({ kind: 'none' });
  });

  it("offers 'Gérer' instead of 'S'abonner' on the other paid plans while the household is subscribed", () => {
    const subscribed: PlanCardContext = { ...owner, currentPlanId: 'family', subscribed: true };
    expect(planCardAction(premium, subscribed)).toEqual({ kind: 'manage' });
    expect(planCardAction(yearlyOnly, subscribed)).toEqual({ kind: 'current' });
    expect(planCardAction(freePlan, subscribed)).toEqual({ kind: 'none' });
    expect(planCardAction(donation, subscribed)).toEqual({ kind: 'donate' });
    expect(planCardAction(soon, subscribed)).toEqual({ kind: 'unavailable' });
    expect(planCardAction(premium, { ...subscribed, canSubscribe: false })).toEqual({ kind: 'none' });
  });
});

describe('shownPrice', () => {
  it('is the price checkout would start with', () => {
    expect(shownPrice(premium, 'year')).toBe(premium.prices[0]);
    expect(shownPrice(yearlyOnly, 'month')).toBe(yearlyOnly.prices[0]);
  });

  it("is a donation's own amount when it has one, and nothing for a free amount or no price", () => {
    const fixed = planSchema.parse({ id: 'don', name: 'Don', prices: [price('don_5', null, 500)] });
    expect(shownPrice(fixed, 'month')).toBe(fixed.prices[0]);
    expect(shownPrice(donation, 'month')).toBeNull();
    expect(shownPrice(soon, 'month')).toBeNull();
  });
});
