import { z } from 'zod';
import type { Plan } from './plan';

/** Donation amounts in whole euros (spec A §5 and §9). */
export const DONATION_MIN_EUROS = 10;
export const DONATION_DEFAULT_EUROS = 30;
export const DONATION_QUICK_AMOUNTS_EUROS = [10, 20, 50, 100] as const;

/** The codes are keys of validation.* in the locale files: 'Le montant minimum est de 10€'. */
export const donationAmountSchema = z
  .number({ error: 'donationMinimum' })
  .int({ error: 'donationWholeEuros' })
  .min(DONATION_MIN_EUROS, { error: 'donationMinimum' });

/** The donation dialog's form. */
export const donationFormSchema = z.object({ amount: donationAmountSchema });

/** The payment provider takes integer cents; rounding avoids 0.29 * 100 = 28.999… */
export function donationAmountInCents(euros: number): number {
  return Math.round(euros * 100);
}

/** Prices the provider does not hold (the local catalogue's free amounts) carry this prefix. */
const localDonationPricePrefix = 'donation_';

/**
 * The price a donation checkout names (spec A §7): the donation plan's first price, sent only
 * when it does not start with 'donation_'; without one the service charges the amount alone.
 */
export function donationPriceId(plan: Pick<Plan, 'prices'>): string | undefined {
  const id = plan.prices[0]?.id;
  return id && !id.startsWith(localDonationPricePrefix) ? id : undefined;
}
