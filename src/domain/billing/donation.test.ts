import { describe, expect, it } from 'vitest';
import { DONATION_DEFAULT_EUROS, DONATION_QUICK_AMOUNTS_EUROS, donationAmountInCents, donationAmountSchema } from './donation';

describe('donations', () => {
  it('accepts whole euros from the 10 euro minimum', () => {
    expect(donationAmountSchema.safeParse(10).success).toBe(true);
    expect(donationAmountSchema.safeParse(DONATION_DEFAULT_EUROS).success).toBe(true);
    expect(DONATION_QUICK_AMOUNTS_EUROS.every((amount) => donationAmountSchema.safeParse(amount).success)).toBe(true);
  });

  it('refuses amounts under the minimum or with cents (step of 1)', () => {
    for (const amount of [9, 0, -10, 10.5]) {
      expect(donationAmountSchema.safeParse(amount).success, String(amount)).toBe(false);
    }
  });

  it('converts euros to integer cents', () => {
    expect(donationAmountInCents(30)).toBe(3000);
    expect(donationAmountInCents(19.99)).toBe(1999);
    expect(donationAmountInCents(0.29)).toBe(29);
  });
});
