import { describe, expect, it } from 'vitest';
import { confirmsSubscription } from './subscription-success';

describe('confirmsSubscription', () => {
  it('confirms a running or trialing subscription', () => {
    expect(confirmsSubscription({ status: 'active' })).toBe(true);
    expect(confirmsSubscription({ status: 'trialing' })).toBe(true);
  });

  it('waits on anything else: none yet, an unpaid or a previous cancelled one', () => {
    for (const subscription of [null, { status: 'incomplete' }, { status: 'canceled' }, { status: 'past_due' }, { status: 'active_until_period_end' }]) {
      expect(confirmsSubscription(subscription), JSON.stringify(subscription)).toBe(false);
    }
  });
});
