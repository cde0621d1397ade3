import type { Subscription } from './subscription';

/** The success page goes on to /organization after this long (spec A §9). */
export const SUBSCRIPTION_SUCCESS_REDIRECT_MS = 5_000;

/**
 * The provider's webhook may write the subscription a moment after the browser comes back from
 * checkout: the success page asks again every second for about ten seconds before it gives up.
 */
export const SUBSCRIPTION_CHECK_ATTEMPTS = 10;
export const SUBSCRIPTION_CHECK_INTERVAL_MS = 1_000;

/** Whether the household's subscription shows the checkout went through: it is running (or trialing). */
export function confirmsSubscription(subscription: Pick<Subscription, 'status'> | null): boolean {
  return subscription?.status === 'active' || subscription?.status === 'trialing';
}
