import { z } from 'zod';
import { optionalTimestampSchema } from '../shared/timestamp';
import { priceSchema } from './price';
import { subscriptionStatusSchema } from './subscription-status';

/**
 * The overdue check runs this long after the period end, so the provider has had time to
 * renew or end the subscription itself first (spec A §4).
 */
export const PERIOD_END_CHECK_DELAY_MS = 60_000;

export const paymentMethodSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.int(),
  exp_year: z.int(),
});

/**
 * The household's subscription (organizations/{id}.subscription), written by the API service in
 * the payment provider's field names. Period dates come as seconds, milliseconds, {seconds} or
 * strings depending on the writer, hence the timestamp schema.
 */
export const subscriptionSchema = z.object({
  id: z.string().min(1),
  // The customer identifier at the payment provider, needed to open its customer portal.
  customer: z.string().min(1).optional(),
  status: subscriptionStatusSchema,
  current_period_start: optionalTimestampSchema,
  current_period_end: optionalTimestampSchema,
  cancel_at_period_end: z.boolean().default(false),
  canceled_at: optionalTimestampSchema,
  payment_method: paymentMethodSchema.nullish(),
  product: z.object({ id: z.string().min(1), name: z.string() }).nullish(),
  price: priceSchema.omit({ product_id: true }).nullish(),
  // Older writers stored only the product id.
  productId: z.string().min(1).optional(),
});

export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export type Subscription = z.infer<typeof subscriptionSchema>;

export function subscriptionProductId(subscription: Pick<Subscription, 'product' | 'productId'>): string | null {
  return subscription.product?.id ?? subscription.productId ?? null;
}

/** Spec A §4: cancelled at period end, the period is over, and nobody has marked it yet. */
export function shouldMarkCanceled(
  subscription: Pick<Subscription, 'cancel_at_period_end' | 'current_period_end' | 'status'>,
  now: Date,
): boolean {
  const end = subscription.current_period_end;
  return (
    subscription.cancel_at_period_end &&
    subscription.status !== 'canceled' &&
    end !== null &&
    end.getTime() <= now.getTime()
  );
}
