import { z } from 'zod';

export const billingIntervals = ['month', 'year'] as const;

export type BillingInterval = (typeof billingIntervals)[number];

/** The plan period toggle starts on monthly prices (spec A §9). */
export const DEFAULT_BILLING_INTERVAL: BillingInterval = 'month';

export const recurringSchema = z.object({
  interval: z.enum(billingIntervals),
  interval_count: z.int().positive().default(1),
});

/** Field names follow the payment provider's, as the API service forwards its objects. */
export const priceSchema = z.object({
  id: z.string().min(1),
  product_id: z.string().min(1),
  // Cents; the API service already replaced a missing amount by the custom-amount preset or 0.
  unit_amount: z.int().nonnegative(),
  currency: z.string().min(1),
  // Null for a one-off price such as a donation.
  recurring: recurringSchema.nullish().transform((recurring) => recurring ?? null),
});

export type Recurring = z.infer<typeof recurringSchema>;
export type Price = z.infer<typeof priceSchema>;
