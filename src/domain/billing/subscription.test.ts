import { describe, expect, it } from 'vitest';
import { currentPlanId } from './current-plan';
import { FREE_PLAN_ID } from './free-plan';
import { MAX_TIMER_DELAY_MS, PERIOD_END_CHECK_DELAY_MS, periodEndCheckDelayMs, shouldMarkCanceled, subscriptionProductId, subscriptionSchema } from './subscription';

const periodEnd = new Date('2024-06-01T00:00:00.000Z');
const stored = {
  id: 'sub_1',
  customer: 'cus_1',
  status: 'active',
  current_period_start: 1_714_521_600,
  current_period_end: { seconds: periodEnd.getTime() / 1000, nanoseconds: 0 },
  cancel_at_period_end: true,
  canceled_at: null,
  payment_method: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
  product: { id: 'prod_premium', name: 'Premium' },
  price: { id: 'price_1', unit_amount: 499, currency: 'eur', recurring: { interval: 'month', interval_count: 1 } },
};

describe('subscriptionSchema', () => {
  it('normalises the period timestamps whatever their shape', () => {
    const subscription = subscriptionSchema.parse(stored);
    expect(subscription.current_period_start).toEqual(new Date('2024-05-01T00:00:00.000Z'));
    expect(subscription.current_period_end).toEqual(periodEnd);
    expect(subscription.canceled_at).toBeNull();
  });

  it.each([
    ['seconds', periodEnd.getTime() / 1000],
    ['milliseconds', periodEnd.getTime()],
    ['{ seconds }', { seconds: periodEnd.getTime() / 1000 }],
    ["an admin timestamp sent as JSON", { _seconds: periodEnd.getTime() / 1000, _nanoseconds: 0 }],
    ['an ISO string', periodEnd.toISOString()],
    ['a Date', periodEnd],
  ])('reads a period end stored as %s', (_, current_period_end) => {
    expect(subscriptionSchema.parse({ ...stored, current_period_end }).current_period_end).toEqual(periodEnd);
  });

  it('reads a number under 1e11 as seconds and from 1e11 up as milliseconds', () => {
    expect(subscriptionSchema.parse({ ...stored, current_period_end: 99_999_999_999 }).current_period_end).toEqual(new Date(99_999_999_999_000));
    expect(subscriptionSchema.parse({ ...stored, current_period_end: 100_000_000_000 }).current_period_end).toEqual(new Date(100_000_000_000));
  });

  it('keeps an unknown provider status', () => {
    expect(subscriptionSchema.parse({ ...stored, status: 'paused' }).status).toBe('paused');
  });

  it('defaults cancel_at_period_end to false', () => {
    expect(subscriptionSchema.parse({ id: 'sub_1', status: 'active' }).cancel_at_period_end).toBe(false);
  });

  it('refuses an unreadable period end', () => {
    expect(subscriptionSchema.safeParse({ ...stored, current_period_end: 'bientôt' }).success).toBe(false);
  });
});

describe('subscriptionProductId', () => {
  it('prefers the product object, then the older productId field', () => {
    expect(subscriptionProductId({ product: { id: 'a', name: 'A' }, productId: 'b' })).toBe('a');
    expect(subscriptionProductId({ product: null, productId: 'b' })).toBe('b');
    expect(subscriptionProductId({})).toBeNull();
  });
});

describe('shouldMarkCanceled', () => {
  const subscription = subscriptionSchema.parse(stored);

  it('marks a subscription cancelled at period end once the end has passed', () => {
    expect(shouldMarkCanceled(subscription, periodEnd)).toBe(true);
    expect(shouldMarkCanceled(subscription, new Date(periodEnd.getTime() + 1))).toBe(true);
  });

  it('waits until the period end', () => {
    expect(shouldMarkCanceled(subscription, new Date(periodEnd.getTime() - 1))).toBe(false);
  });

  it('leaves renewing, already cancelled and undated subscriptions alone', () => {
    const after = new Date(periodEnd.getTime() + 1);
    expect(shouldMarkCanceled({ ...subscription, cancel_at_period_end: false }, after)).toBe(false);
    expect(shouldMarkCanceled({ ...subscription, status: 'canceled' }, after)).toBe(false);
    expect(shouldMarkCanceled({ ...subscription, current_period_end: null }, after)).toBe(false);
  });
});

describe('periodEndCheckDelayMs', () => {
  const subscription = subscriptionSchema.parse(stored);

  it('checks at once when the period end has passed', () => {
    expect(periodEndCheckDelayMs(subscription, periodEnd)).toBe(0);
    expect(periodEndCheckDelayMs(subscription, new Date(periodEnd.getTime() + 86_400_000))).toBe(0);
  });

  it('checks a minute after the period end while it is ahead', () => {
    expect(periodEndCheckDelayMs(subscription, new Date(periodEnd.getTime() - 5_000))).toBe(5_000 + PERIOD_END_CHECK_DELAY_MS);
  });

  it('waits at most what a timer holds, to check again then', () => {
    const farAhead = new Date(periodEnd.getTime() - 40 * 86_400_000);
    expect(periodEndCheckDelayMs(subscription, farAhead)).toBe(MAX_TIMER_DELAY_MS);
  });

  it('has nothing to check on a renewing, cancelled or undated subscription', () => {
    const before = new Date(periodEnd.getTime() - 1);
    expect(periodEndCheckDelayMs({ ...subscription, cancel_at_period_end: false }, before)).toBeNull();
    expect(periodEndCheckDelayMs({ ...subscription, status: 'canceled' }, before)).toBeNull();
    expect(periodEndCheckDelayMs({ ...subscription, current_period_end: null }, before)).toBeNull();
  });
});

describe('currentPlanId', () => {
  it('is the free plan without a subscription or once it is cancelled', () => {
    expect(currentPlanId(null)).toBe(FREE_PLAN_ID);
    expect(currentPlanId(undefined)).toBe(FREE_PLAN_ID);
    expect(currentPlanId({ status: 'canceled', product: { id: 'prod_premium', name: 'Premium' } })).toBe(FREE_PLAN_ID);
  });

  it('is the subscribed product otherwise', () => {
    expect(currentPlanId({ status: 'active_until_period_end', product: { id: 'prod_premium', name: 'Premium' } })).toBe(
      'prod_premium',
    );
    expect(currentPlanId({ status: 'past_due', productId: 'prod_old' })).toBe('prod_old');
  });

  it('falls back to the free plan when the subscription names no product', () => {
    expect(currentPlanId({ status: 'active' })).toBe(FREE_PLAN_ID);
  });
});
