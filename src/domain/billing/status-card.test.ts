import { describe, expect, it } from 'vitest';
import { periodEndLine, statusCardActions } from './status-card';

const end = new Date('2025-07-01T00:00:00Z');
const before = new Date('2025-06-15T00:00:00Z');
const after = new Date('2025-07-02T00:00:00Z');

describe('statusCardActions', () => {
  it("offers 'Gérer' and 'Annuler' on an active subscription", () => {
    expect(statusCardActions({ status: 'active', cancel_at_period_end: false }, true)).toEqual({ manage: true, cancel: true, reactivate: false });
    expect(statusCardActions({ status: 'active_until_period_end', cancel_at_period_end: false }, true)).toEqual({ manage: true, cancel: true, reactivate: false });
  });

  it("swaps 'Annuler' for 'Réactiver' once cancelled at period end", () => {
    expect(statusCardActions({ status: 'active', cancel_at_period_end: true }, true)).toEqual({ manage: true, cancel: false, reactivate: true });
  });

  it('offers nothing on a subscription that is not running', () => {
    for (const status of ['canceled', 'past_due', 'trialing', 'incomplete', 'paused']) {
      expect(statusCardActions({ status, cancel_at_period_end: true }, true), status).toEqual({ manage: false, cancel: false, reactivate: false });
    }
  });

  it('offers nothing to those who do not own the household', () => {
    expect(statusCardActions({ status: 'active', cancel_at_period_end: false }, false)).toEqual({ manage: false, cancel: false, reactivate: false });
    expect(statusCardActions({ status: 'active', cancel_at_period_end: true }, false)).toEqual({ manage: false, cancel: false, reactivate: false });
  });
});

describe('periodEndLine', () => {
  it("says 'Prochain renouvellement le' for a renewing subscription", () => {
    expect(periodEndLine({ status: 'active', cancel_at_period_end: false, current_period_end: end }, before)).toEqual({ kind: 'renewsOn', date: end });
  });

  it("says 'Se termine le' once cancelled at period end, or cancelled", () => {
    expect(periodEndLine({ status: 'active', cancel_at_period_end: true, current_period_end: end }, before)).toEqual({ kind: 'endsOn', date: end });
    expect(periodEndLine({ status: 'canceled', cancel_at_period_end: false, current_period_end: end }, before)).toEqual({ kind: 'endsOn', date: end });
  });

  it("says 'Terminé le' once the end of a subscription that does not renew has passed", () => {
    expect(periodEndLine({ status: 'canceled', cancel_at_period_end: true, current_period_end: end }, after)).toEqual({ kind: 'endedOn', date: end });
    expect(periodEndLine({ status: 'active', cancel_at_period_end: true, current_period_end: end }, end)).toEqual({ kind: 'endedOn', date: end });
    expect(periodEndLine({ status: 'canceled', cancel_at_period_end: false, current_period_end: end }, after)).toEqual({ kind: 'endedOn', date: end });
  });

  it('keeps renewing when a renewal date has passed: the provider moves it on', () => {
    expect(periodEndLine({ status: 'active', cancel_at_period_end: false, current_period_end: end }, after)).toEqual({ kind: 'renewsOn', date: end });
  });

  it('says nothing without a period end', () => {
    expect(periodEndLine({ status: 'active', cancel_at_period_end: false, current_period_end: null }, before)).toBeNull();
  });
});
