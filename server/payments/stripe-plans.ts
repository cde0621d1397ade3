import type Stripe from 'stripe';
import { type Plan } from '@domain/billing/plan.ts';
import { type BillingInterval, billingIntervals, type Price } from '@domain/billing/price.ts';

function productIdOf(price: Pick<Stripe.Price, 'product'>): string {
  return typeof price.product === 'string' ? price.product : price.product.id;
}

function isBillingInterval(interval: string): interval is BillingInterval {
  return billingIntervals.some((known) => known === interval);
}

/**
 * A Stripe price as a plan card reads it (spec A §7): a missing amount is the custom amount's
 * preset, else 0. Null for a price the plans cannot show: recurring by the day or the week.
 */
export function priceFromStripe(price: Stripe.Price): Price | null {
  const recurring = price.recurring;
  const interval = recurring?.interval;
  if (interval !== undefined && !isBillingInterval(interval)) return null;
  return {
    id: price.id,
    product_id: productIdOf(price),
    unit_amount: price.unit_amount ?? price.custom_unit_amount?.preset ?? 0,
    currency: price.currency,
    recurring: recurring && interval ? { interval, interval_count: recurring.interval_count } : null,
  };
}

/** The active products with their active prices, in Stripe's order (the panel orders them). */
export function plansFromStripe(products: readonly Stripe.Product[], prices: readonly Stripe.Price[]): Plan[] {
  return products
    .filter((product) => product.active)
    .map((product) => ({
      id: product.id,
      name: product.name,
      description: product.description ?? '',
      active: true,
      metadata: { ...product.metadata },
      features: product.marketing_features.flatMap((feature) => (feature.name ? [feature.name] : [])),
      prices: prices
        .filter((price) => price.active && productIdOf(price) === product.id)
        .map(priceFromStripe)
        .filter((price): price is Price => price !== null),
    }));
}
