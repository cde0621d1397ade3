import { describe, expect, it } from 'vitest';
import { subscriptionSchema } from '@domain/billing/subscription.ts';
import { householdIdOf, householdSubscription, recordedSubscription, type HouseholdSubscription } from './household-subscription.ts';
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

describe('recordedSubscription', () => {
  const now = new Date((start + 86_400) * 1000);
  const fresh = (id: string, fields: Partial<ProviderSubscription> = {}): HouseholdSubscription => householdSubscription(subscription({ id, ...fields }));
  // The record as Firestore gives it back: timestamps, not Dates.
  const stored = (record: HouseholdSubscription) => ({
    ...record,
    current_period_end: record.current_period_end && { seconds: record.current_period_end.getTime() / 1000, nanoseconds: 0 },
  });
  const ended = { status: 'canceled', ended_at: start + 3_600 };

  it('writes the first subscription of a household, and any news of its current one', () => {
    const first = fresh('sub_1');
    expect(recordedSubscription(undefined, [first], now)).toBe(first);
    const over = fresh('sub_1', ended);
    expect(recordedSubscription(stored(first), [over], now)).toBe(over);
  });

  it('leaves the live record alone when a late event tells of an older subscription that ended', () => {
    const current = fresh('sub_new');
    expect(recordedSubscription(stored(current), [fresh('sub_old', ended), current], now)).toBe(current);
    // Another event moved the record since the provider was read: the stored copy still wins, unwritten.
    expect(recordedSubscription(stored(current), [fresh('sub_old', ended)], now)).toBeNull();
  });

  it('records nothing for an ended subscription the household never held', () => {
    expect(recordedSubscription(undefined, [fresh('sub_old', ended)], now)).toBeNull();
  });

  it('moves the record to the live subscription when the current one ends', () => {
    const other = fresh('sub_2');
    expect(recordedSubscription(stored(fresh('sub_1')), [fresh('sub_1', ended), other], now)).toBe(other);
  });

  it('keeps the record on one that renews when its current one is cancelled at period end', () => {
    const renewing = fresh('sub_1');
    const cancelling = fresh('sub_2', { cancel_at_period_end: true });
    expect(recordedSubscription(stored(fresh('sub_2')), [cancelling, renewing], now)).toBe(renewing);
  });
});
