import { describe, expect, it } from 'vitest';
import { subscriptionSchema } from '../../src/domain/billing/subscription.ts';
import { householdIdOf, householdSubscription, replacesCurrent } from './household-subscription.ts';
import { providerSubscriptionSchema, type ProviderSubscription } from './provider.ts';

const start = Date.UTC(2026, 0, 15) / 1000;
const end = Date.UTC(2026, 1, 15) / 1000;

function subscription(fields: Partial<ProviderSubscription> = {}): ProviderSubscription {
  return providerSubscriptionSchema.parse({
    id: 'sub_1',
    customer: 'cus_1',
    status: 'active',
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    metadata: { householdId: 'org-1' },
    default_payment_method: { id: 'pm_1', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2029 } },
    items: {
      data: [
        {
          current_period_start: start,
          current_period_end: end,
          price: { id: 'price_m', unit_amount: 499, currency: 'eur', recurring: { interval: 'month', interval_count: 1 }, product: { id: 'prod_family', name: 'Famille' } },
        },
      ],
    },
    ...fields,
  });
}

describe('householdSubscription', () => {
  it('writes the shape of spec A §3, the period from the subscription item', () => {
    expect(householdSubscription(subscription())).toEqual({
      id: 'sub_1',
      customer: 'cus_1',
      status: 'active',
      current_period_start: new Date(start * 1000),
      current_period_end: new Date(end * 1000),
      cancel_at_period_end: false,
      canceled_at: null,
      payment_method: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2029 },
      product: { id: 'prod_family', name: 'Famille' },
      price: { id: 'price_m', unit_amount: 499, currency: 'eur', recurring: { interval: 'month', interval_count: 1 } },
    });
  });

  it('is what the app reads back', () => {
    const written = householdSubscription(subscription());
    expect(subscriptionSchema.parse(written)).toMatchObject(written);
  });

  it('reads a subscription cancelled at period end as active until then', () => {
    const cancelled = householdSubscription(subscription({ cancel_at_period_end: true, canceled_at: start + 60 }));
    expect(cancelled).toMatchObject({ status: 'active_until_period_end', cancel_at_period_end: true, canceled_at: new Date((start + 60) * 1000) });
  });

  it('marks an ended subscription canceled, whatever status came with it (the period end)', () => {
    expect(householdSubscription(subscription({ status: 'canceled', cancel_at_period_end: true })).status).toBe('canceled');
    expect(householdSubscription(subscription({ status: 'active', ended_at: end })).status).toBe('canceled');
  });

  it('keeps the statuses it does not interpret', () => {
    expect(householdSubscription(subscription({ status: 'past_due' })).status).toBe('past_due');
  });

  it('has no card when the payment method is not expanded or absent', () => {
    expect(householdSubscription(subscription({ default_payment_method: 'pm_1' })).payment_method).toBeNull();
    expect(householdSubscription(subscription({ default_payment_method: null })).payment_method).toBeNull();
  });

  it('names the customer of an expanded customer, and drops a period the app cannot read', () => {
    const weekly = subscription();
    const item = weekly.items.data[0];
    if (item) item.price.recurring = { interval: 'week', interval_count: 1 };
    expect(householdSubscription({ ...weekly, customer: { id: 'cus_2' } })).toMatchObject({ customer: 'cus_2', price: { recurring: null } });
  });
});

describe('householdIdOf', () => {
  it('reads the household its checkout set, or none', () => {
    expect(householdIdOf(subscription())).toBe('org-1');
    expect(householdIdOf(subscription({ metadata: {} }))).toBeNull();
    expect(householdIdOf(subscription({ metadata: null }))).toBeNull();
  });
});

describe('replacesCurrent', () => {
  const incoming = (id: string, status: string) => ({ id, status });

  it('applies anything to a household without a subscription, and any news of the same one', () => {
    expect(replacesCurrent(null, incoming('sub_1', 'canceled'))).toBe(true);
    expect(replacesCurrent({ id: 'sub_1', status: 'active' }, incoming('sub_1', 'canceled'))).toBe(true);
  });

  it('applies a new live subscription over an old one', () => {
    expect(replacesCurrent({ id: 'sub_old', status: 'active' }, incoming('sub_new', 'active'))).toBe(true);
  });

  it("keeps a live subscription when another, older one ends", () => {
    expect(replacesCurrent({ id: 'sub_new', status: 'active' }, incoming('sub_old', 'canceled'))).toBe(false);
    expect(replacesCurrent({ id: 'sub_new', status: 'canceled' }, incoming('sub_old', 'canceled'))).toBe(true);
  });
});
