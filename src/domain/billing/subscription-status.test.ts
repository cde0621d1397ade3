import { describe, expect, it } from 'vitest';
import {
  endedSubscriptionStatuses,
  isActiveSubscriptionStatus,
  isLiveSubscriptionStatus,
  isKnownSubscriptionStatus,
  subscriptionStatusColor,
  subscriptionStatusLabelKey,
  subscriptionStatuses,
} from './subscription-status';

describe('subscription status', () => {
  it('uses the colours of spec A §4', () => {
    expect(subscriptionStatusColor('active')).toBe('green');
    expect(subscriptionStatusColor('active_until_period_end')).toBe('blue');
    expect(subscriptionStatusColor('canceled')).toBe('yellow');
  });

  it('gives the statuses the spec leaves uncoloured their own colour', () => {
    expect(subscriptionStatusColor('past_due')).toBe('red');
    expect(subscriptionStatusColor('trialing')).toBe('purple');
    expect(subscriptionStatusColor('incomplete')).toBe('orange');
    expect(subscriptionStatusColor('incomplete_expired')).toBe('gray');
  });

  it('shows any other value in grey', () => {
    for (const status of ['paused', 'unpaid', '', 'constructor', '__proto__', null, undefined]) {
      expect(subscriptionStatusColor(status), String(status)).toBe('gray');
    }
  });

  it('labels only the known statuses', () => {
    expect(subscriptionStatuses.every(isKnownSubscriptionStatus)).toBe(true);
    expect(subscriptionStatusLabelKey('past_due')).toBe('subscriptionStatus.past_due');
    expect(subscriptionStatusLabelKey('paused')).toBeNull();
  });

  it('treats active and active until period end as manageable, nothing else', () => {
    expect(isActiveSubscriptionStatus('active')).toBe(true);
    expect(isActiveSubscriptionStatus('active_until_period_end')).toBe(true);
    for (const status of ['canceled', 'trialing', 'past_due', undefined]) {
      expect(isActiveSubscriptionStatus(status), String(status)).toBe(false);
    }
  });

  it('counts every status but canceled and incomplete_expired as live, unknown ones included', () => {
    for (const status of ['active', 'active_until_period_end', 'trialing', 'past_due', 'incomplete', 'unpaid', 'paused']) {
      expect(isLiveSubscriptionStatus(status), status).toBe(true);
    }
    for (const status of [...endedSubscriptionStatuses, null, undefined]) {
      expect(isLiveSubscriptionStatus(status), String(status)).toBe(false);
    }
  });
});
