import { billingIntervals, type Recurring } from '@domain/billing/price.ts';
import { preferredSubscription, type RankedSubscription } from '@domain/billing/live-subscription.ts';
import { subscriptionSchema, type PaymentMethod } from '@domain/billing/subscription.ts';
import type { ProviderSubscription } from './provider.ts';
import { HOUSEHOLD_METADATA_KEY } from './provider.ts';

/**
 * organizations/{id}.subscription as the API service writes it (spec A §3): the provider's
 * field names, dates as Dates (Firestore stores them as timestamps, JSON as ISO strings).
 */
export interface HouseholdSubscription {
  id: string;
  customer: string;
  status: string;
  current_period_start: Date | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  canceled_at: Date | null;
  payment_method: PaymentMethod | null;
  product: { id: string; name: string } | null;
  price: { id: string; unit_amount: number; currency: string; recurring: Recurring | null } | null;
}

const fromSeconds = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/**
 * The status the panel shows. An ended subscription is canceled whatever the provider's last
 * word (spec A §4, the period end); one cancelled at period end but still running reads
 * 'active_until_period_end', the spec's 'Actif jusqu'à échéance'.
 */
function householdStatus(subscription: ProviderSubscription): string {
  if (subscription.ended_at != null || subscription.status === 'canceled') return 'canceled';
  if (subscription.status === 'active' && subscription.cancel_at_period_end) return 'active_until_period_end';
  return subscription.status;
}

/** The app reads monthly and yearly prices only; the plans offer no other (stripe-plans.ts). */
function recurringOf(recurring: { interval: string; interval_count: number } | null | undefined): Recurring | null {
  const interval = billingIntervals.find((known) => known === recurring?.interval);
  return recurring && interval ? { interval, interval_count: recurring.interval_count } : null;
}

function paymentMethodOf(subscription: ProviderSubscription): PaymentMethod | null {
  const method = subscription.default_payment_method;
  const card = typeof method === 'object' ? method?.card : null;
  return card ? { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year } : null;
}

export function householdSubscription(subscription: ProviderSubscription): HouseholdSubscription {
  // A household subscribes to one plan: its first item is the plan.
  const item = subscription.items.data[0];
  const product = item?.price.product;
  return {
    id: subscription.id,
    customer: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    status: householdStatus(subscription),
    current_period_start: fromSeconds(item?.current_period_start),
    current_period_end: fromSeconds(item?.current_period_end),
    cancel_at_period_end: subscription.cancel_at_period_end,
    canceled_at: fromSeconds(subscription.canceled_at),
    payment_method: paymentMethodOf(subscription),
    product: product === undefined ? null : typeof product === 'string' ? { id: product, name: '' } : { id: product.id, name: product.name ?? '' },
    price: item
      ? {
          id: item.price.id,
          unit_amount: item.price.unit_amount ?? 0,
          currency: item.price.currency,
          recurring: recurringOf(item.price.recurring),
        }
      : null,
  };
}

/** The household a subscription was bought for, from the metadata its checkout set. */
export function householdIdOf(subscription: Pick<ProviderSubscription, 'metadata'>): string | null {
  return subscription.metadata?.[HOUSEHOLD_METADATA_KEY] || null;
}

/**
 * What the webhook writes on the household, or null to leave its record as it is. `fresh` are
 * the household's subscriptions just read from the provider: the event's own, the current one
 * and every live one found for it. The record as stored takes part only when another event
 * moved it since they were read; being the stored copy, it is never written back.
 */
export function recordedSubscription(stored: unknown, fresh: readonly HouseholdSubscription[], now: Date): HouseholdSubscription | null {
  const parsed = subscriptionSchema.safeParse(stored);
  const currentId = parsed.success ? parsed.data.id : null;
  const candidates: RankedSubscription[] = parsed.success && !fresh.some(({ id }) => id === currentId) ? [...fresh, parsed.data] : [...fresh];
  const chosen = preferredSubscription(candidates, currentId, now);
  return fresh.find((subscription) => subscription === chosen) ?? null;
}
