import { describe, expect, it } from 'vitest';
import { isLiveSubscription, preferredSubscription, type RankedSubscription } from './live-subscription';

const now = new Date('2026-03-01T12:00:00.000Z');
const day = 86_400_000;
const inDays = (days: number) => new Date(now.getTime() + days * day);

const subscription = (id: string, fields: Partial<RankedSubscription> = {}): RankedSubscription => ({
  id,
  status: 'active',
  cancel_at_period_end: false,
  current_period_end: inDays(30),
  ...fields,
});

describe('isLiveSubscription', () => {
  it('is live while its status is and its period has not ended under a cancellation', () => {
    expect(isLiveSubscription(subscription('s'), now)).toBe(true);
    expect(isLiveSubscription(subscription('s', { status: 'past_due', current_period_end: inDays(-3) }), now)).toBe(true);
    expect(isLiveSubscription(subscription('s', { status: 'active_until_period_end', cancel_at_period_end: true }), now)).toBe(true);
  });

  it('is over once ended, or once the period it was cancelled at has passed', () => {
    expect(isLiveSubscription(subscription('s', { status: 'canceled' }), now)).toBe(false);
    expect(isLiveSubscription(subscription('s', { status: 'incomplete_expired' }), now)).toBe(false);
    expect(isLiveSubscription(subscription('s', { status: 'active_until_period_end', cancel_at_period_end: true, current_period_end: inDays(-1) }), now)).toBe(false);
  });
});

describe('preferredSubscription', () => {
  it('records the only subscription, and news of the current one whatever it says', () => {
    const current = subscription('sub_1');
    expect(preferredSubscription([current], null, now)).toBe(current);
    const ended = subscription('sub_1', { status: 'canceled' });
    expect(preferredSubscription([ended], 'sub_1', now)).toBe(ended);
  });

  it('ignores a late event of an older subscription that ended, keeping the live current one', () => {
    const current = subscription('sub_new');
    expect(preferredSubscription([subscription('sub_old', { status: 'canceled' }), current], 'sub_new', now)).toBe(current);
  });

  it('records nothing for an ended subscription that is not the current one, whatever the household holds', () => {
    const ended = subscription('sub_old', { status: 'canceled' });
    expect(preferredSubscription([ended], null, now)).toBeNull();
    const endedCurrent = subscription('sub_now', { status: 'incomplete_expired' });
    expect(preferredSubscription([ended, endedCurrent], 'sub_now', now)).toBe(endedCurrent);
  });

  it('moves to a live subscription when the current one has ended', () => {
    const second = subscription('sub_2', { status: 'trialing' });
    expect(preferredSubscription([subscription('sub_1', { status: 'canceled' }), second], 'sub_1', now)).toBe(second);
  });

  it('keeps the live one with the latest period end when a second live subscription appears', () => {
    const monthly = subscription('sub_month', { current_period_end: inDays(30) });
    const yearly = subscription('sub_year', { current_period_end: inDays(365) });
    expect(preferredSubscription([monthly, yearly], 'sub_month', now)).toBe(yearly);
    expect(preferredSubscription([yearly, monthly], 'sub_year', now)).toBe(yearly);
  });

  it('prefers one that renews over one cancelled at period end, so what bills again stays under Annuler', () => {
    const renewing = subscription('sub_1', { current_period_end: inDays(10) });
    const cancelling = subscription('sub_2', { status: 'active_until_period_end', cancel_at_period_end: true, current_period_end: inDays(300) });
    expect(preferredSubscription([cancelling, renewing], 'sub_2', now)).toBe(renewing);
    const pastDue = subscription('sub_3', { status: 'past_due', current_period_end: inDays(-2) });
    expect(preferredSubscription([cancelling, pastDue], 'sub_2', now)).toBe(pastDue);
  });

  it('keeps the current one between equals, and prefers any dated period end to none', () => {
    const current = subscription('sub_1');
    const twin = subscription('sub_2');
    expect(preferredSubscription([twin, current], 'sub_1', now)).toBe(current);
    expect(preferredSubscription([current, twin], 'sub_2', now)).toBe(twin);
    const undated = subscription('sub_3', { current_period_end: null });
    expect(preferredSubscription([undated, current], 'sub_3', now)).toBe(current);
  });
});
