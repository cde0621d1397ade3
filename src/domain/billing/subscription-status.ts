import { z } from 'zod';

/** The statuses with a label (spec A §4); the payment provider may send others. */
export const subscriptionStatuses = [
  'active',
  'active_until_period_end',
  'canceled',
  'past_due',
  'trialing',
  'incomplete',
  'incomplete_expired',
] as const;

export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Kept as a free string: a new provider status must not make the household unreadable. */
export const subscriptionStatusSchema = z.string();

/** Names from Tailwind's palette, so a component can map each to its badge classes. */
export type StatusColor = 'green' | 'blue' | 'yellow' | 'red' | 'purple' | 'orange' | 'gray';

// Spec A §4 only fixes active, active_until_period_end, canceled and "any other value is grey".
// The colours of past_due, trialing and incomplete are our choice: red for money owed, purple for
// a trial, orange for a payment still to complete; an expired incomplete one is over, so grey.
const statusColors: Readonly<Record<SubscriptionStatus, StatusColor>> = {
  active: 'green',
  active_until_period_end: 'blue',
  canceled: 'yellow',
  past_due: 'red',
  trialing: 'purple',
  incomplete: 'orange',
  incomplete_expired: 'gray',
};

export function isKnownSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return subscriptionStatuses.some((status) => status === value);
}

export function subscriptionStatusColor(status: string | null | undefined): StatusColor {
  return isKnownSubscriptionStatus(status) ? statusColors[status] : 'gray';
}

/** Null for a status without a label: show the raw value rather than a wrong word. */
export function subscriptionStatusLabelKey(
  status: string | null | undefined,
): `subscriptionStatus.${SubscriptionStatus}` | null {
  return isKnownSubscriptionStatus(status) ? `subscriptionStatus.${status}` : null;
}

/** The statuses that offer 'Gérer' and 'Annuler' (spec A §4). */
export function isActiveSubscriptionStatus(status: string | null | undefined): boolean {
  return status === 'active' || status === 'active_until_period_end';
}

/**
 * Stripe's two terminal statuses: a subscription in either never bills again and never comes
 * back. The household's 'active_until_period_end' is live until the provider ends it.
 */
export const endedSubscriptionStatuses = ['canceled', 'incomplete_expired'] as const;

/**
 * Whether a subscription with this status may still take the household's money: every status
 * but the ended ones, so trialing, past_due, incomplete (its first payment may still go
 * through) and any status we do not know (unpaid, paused, whatever comes next) count as live
 * until the provider says the subscription is over.
 */
export function isLiveSubscriptionStatus(status: string | null | undefined): boolean {
  return typeof status === 'string' && !endedSubscriptionStatuses.some((ended) => ended === status);
}
