import { describe, expect, it } from 'vitest';
import { DONATION_DEFAULT_EUROS, DONATION_QUICK_AMOUNTS_EUROS, donationAmountInCents, donationAmountSchema, donationPriceId } from './donation';

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

  it("names each refusal with its message's code: 'Le montant minimum est de 10€', or whole euros", () => {
    const code = (amount: number) => donationAmountSchema.safeParse(amount).error?.issues[0]?.message;
    expect(code(9)).toBe('donationMinimum');
    expect(code(Number.NaN)).toBe('donationMinimum');
    expect(code(12.5)).toBe('donationWholeEuros');
  });

  it('converts euros to integer cents', () => {
    expect(donationAmountInCents(30)).toBe(3000);
    expect(donationAmountInCents(19.99)).toBe(1999);
    expect(donationAmountInCents(0.29)).toBe(29);
  });
});

describe('donationPriceId', () => {
  const price = (id: string) => ({ id, product_id: 'don', unit_amount: 0, currency: 'eur', recurring: null });

  it("names the donation plan's first price", () => {
    expect(donationPriceId({ prices: [price('price_don'), price('price_other')] })).toBe('price_don');
  });

  it("leaves out a price starting with 'donation_', and a plan without a price", () => {
    expect(donationPriceId({ prices: [price('donation_custom')] })).toBeUndefined();
    expect(donationPriceId({ prices: [] })).toBeUndefined();
  });
});
