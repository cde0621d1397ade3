import { z } from 'zod';

/** Donation amounts in whole euros (spec A §5 and §9). */
export const DONATION_MIN_EUROS = 10;
export const DONATION_DEFAULT_EUROS = 30;
export const DONATION_QUICK_AMOUNTS_EUROS = [10, 20, 50, 100] as const;

export const donationAmountSchema = z.int().min(DONATION_MIN_EUROS);

/** The payment provider takes integer cents; rounding avoids 0.29 * 100 = 28.999… */
export function donationAmountInCents(euros: number): number {
  return Math.round(euros * 100);
}
