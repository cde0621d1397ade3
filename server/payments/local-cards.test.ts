import { describe, expect, it } from 'vitest';
import { testCardOutcome } from './local-cards.ts';

const now = new Date('2026-03-01T12:00:00Z');

describe('testCardOutcome', () => {
  it('accepts 4242 4242 4242 4242 as a Visa card, however it is spaced', () => {
    for (const typed of ['4242 4242 4242 4242', '4242424242424242', ' 4242-4242-4242-4242 ']) {
      expect(testCardOutcome(typed, now)).toEqual({ kind: 'accepted', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2029 } });
    }
  });

  it('accepts the Mastercard test card, to change the card in the portal', () => {
    expect(testCardOutcome('5555 5555 5555 4444', now)).toMatchObject({ kind: 'accepted', card: { brand: 'mastercard', last4: '4444' } });
  });

  it('declines 4000 0000 0000 0002', () => {
    expect(testCardOutcome('4000 0000 0000 0002', now)).toEqual({ kind: 'declined' });
  });

  it('refuses any other number as invalid', () => {
    for (const typed of ['', '4242', '4111 1111 1111 1111', 'constructor']) expect(testCardOutcome(typed, now), typed).toEqual({ kind: 'invalid' });
  });
});
