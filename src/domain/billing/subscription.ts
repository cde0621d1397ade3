import { z } from 'zod';
import { optionalTimestampSchema } from '../shared/timestamp';
import { priceSchema } from './price';
import { subscriptionStatusSchema } from './subscription-status';

/**
 * The overdue check runs this long after the period end, so the provider has had time to
 * renew or end the subscription itself first (spec A §4).
 */
export const PERIOD_END_CHECK_DELAY_MS = 60_000;

/** The longest delay setTimeout keeps (a signed 32-bit count of ms); a longer one would fire at once. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

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

/**
 * When the app checks a subscription's period end next (spec A §4): 0 when it is due now, the
 * time left until the period end plus PERIOD_END_CHECK_DELAY_MS while the end is ahead (capped
 * at what a timer holds: the check then runs again and waits the rest), and null when there is
 * nothing to check (renewing, already cancelled, or undated).
 */
export function periodEndCheckDelayMs(
  subscription: Pick<Subscription, 'cancel_at_period_end' | 'current_period_end' | 'status'>,
  now: Date,
): number | null {
  const end = subscription.current_period_end;
  if (!subscription.cancel_at_period_end || subscription.status === 'canceled' || end === null) return null;
  if (shouldMarkCanceled(subscription, now)) return 0;
  return Math.min(end.getTime() + PERIOD_END_CHECK_DELAY_MS - now.getTime(), MAX_TIMER_DELAY_MS);
}
