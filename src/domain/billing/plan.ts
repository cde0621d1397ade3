import { z } from 'zod';
import { type BillingInterval, type Price, priceSchema } from './price';

/** Providers send either plain feature names or objects carrying a name (spec A §3). */
export const planFeatureSchema = z.union([z.string(), z.object({ name: z.string() })]);

/** A product of the payment provider, offered as a plan card. */
export const planSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: z
    .string()
    .nullish()
    .transform((description) => description ?? ''),
  active: z.boolean().default(true),
  // type, payment_type, category and possibly features as a JSON string.
  metadata: z.record(z.string(), z.string()).default({}),
  features: z.array(planFeatureSchema).default([]),
  prices: z.array(priceSchema).default([]),
});

export type PlanFeature = z.infer<typeof planFeatureSchema>;
export type Plan = z.infer<typeof planSchema>;

export function hasRecurringPrice(plan: Pick<Plan, 'prices'>): boolean {
  return plan.prices.some((price) => price.recurring !== null);
}

// 'don' also matches 'donation'.
const donationNameParts = ['don', 'one shot'];
const donationMetadataKeys = ['type', 'payment_type', 'category'];
const donationMetadataValues = ['donation', 'one_time'];

/**
 * Spec A §4: no recurring price, and a donation name, donation metadata, or only one-off prices.
 * "Only one-off prices" needs at least one price: a plan without any price is a paid plan that
 * is not available yet ('Non disponible'), not a donation.
 */
export function isDonationPlan(plan: Pick<Plan, 'name' | 'metadata' | 'prices'>): boolean {
  if (hasRecurringPrice(plan)) return false;
  const name = plan.name.toLowerCase();
  const namedDonation = donationNameParts.some((part) => name.includes(part));
  const markedDonation = donationMetadataKeys.some((key) =>
    donationMetadataValues.includes((plan.metadata[key] ?? '').toLowerCase()),
  );
  return namedDonation || markedDonation || plan.prices.length > 0;
}

/** The price checkout starts with: the chosen interval, else the first recurring one (spec A §4). */
export function checkoutPrice(plan: Pick<Plan, 'prices'>, interval: BillingInterval): Price | null {
  const recurring = plan.prices.filter((price) => price.recurring !== null);
  return recurring.find((price) => price.recurring?.interval === interval) ?? recurring[0] ?? null;
}

function featureName(feature: unknown): string | null {
  if (typeof feature === 'string') return feature;
  const parsed = planFeatureSchema.safeParse(feature);
  return parsed.success && typeof parsed.data !== 'string' ? parsed.data.name : null;
}

function metadataFeatures(json: string | undefined): unknown[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value : [];
  } catch {
    // A malformed metadata field only costs the card its feature list.
    return [];
  }
}

/** The feature names of a plan card, from the features field or else the metadata JSON. */
export function planFeatureNames(plan: Pick<Plan, 'features' | 'metadata'>): string[] {
  const features = plan.features.length > 0 ? plan.features : metadataFeatures(plan.metadata.features);
  return features.map(featureName).filter((name): name is string => name !== null && name.trim() !== '');
}
