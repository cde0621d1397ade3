import { describe, expect, it } from 'vitest';
import { FREE_PLAN_ID, freePlan } from './free-plan';
import { planSchema, type Plan } from './plan';
import { orderPlans, showsIntervalToggle } from './plan-grid';

const monthly = { id: 'p_m', product_id: 'x', unit_amount: 499, currency: 'eur', recurring: { interval: 'month' } };
const oneOff = { id: 'p_o', product_id: 'x', unit_amount: 1000, currency: 'eur' };

const plan = (id: string, overrides: Partial<Record<keyof Plan, unknown>> = {}) => planSchema.parse({ id, name: id, prices: [monthly], ...overrides });

describe('orderPlans', () => {
  it('puts the free plan first, then the paid plans in reversed order', () => {
    const ids = orderPlans([plan('basic'), plan('family'), plan('premium')]).map((shown) => shown.id);
    expect(ids).toEqual([FREE_PLAN_ID, 'premium', 'family', 'basic']);
  });

  it('puts the donations after the plans one subscribes to, each in reversed order', () => {
    const donation = (id: string) => plan(id, { prices: [oneOff] });
    const ids = orderPlans([plan('basic'), donation('don-1'), plan('premium'), donation('don-2'), plan('soon', { prices: [] })]).map((shown) => shown.id);
    expect(ids).toEqual([FREE_PLAN_ID, 'soon', 'premium', 'basic', 'don-2', 'don-1']);
  });

  it('shows the free plan alone when no plan loaded', () => {
    expect(orderPlans([])).toEqual([freePlan]);
  });

  it('keeps only active plans, and the app’s own free plan over a provider product of the same id', () => {
    const shown = orderPlans([plan('basic', { active: false }), plan(FREE_PLAN_ID, { name: 'Free' }), plan('premium')]);
    expect(shown).toEqual([freePlan, plan('premium')]);
  });

  it('leaves the list it was given as it was', () => {
    const loaded = [plan('basic'), plan('premium')];
    orderPlans(loaded);
    expect(loaded.map((shown) => shown.id)).toEqual(['basic', 'premium']);
  });
});

describe('showsIntervalToggle', () => {
  it('shows when some paid plan has a recurring price', () => {
    expect(showsIntervalToggle([freePlan, plan('donation', { prices: [oneOff] }), plan('premium')])).toBe(true);
  });

  it('hides when only the free plan recurs: donations and plans without a price have no period to choose', () => {
    expect(showsIntervalToggle([freePlan, plan('don', { prices: [oneOff] }), plan('soon', { prices: [] })])).toBe(false);
    expect(showsIntervalToggle([freePlan])).toBe(false);
  });
});
