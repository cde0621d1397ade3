import { FREE_PLAN_ID } from './free-plan';
import { checkoutPrice, isDonationPlan, type Plan } from './plan';
import type { BillingInterval, Price } from './price';

/** What a plan card's button does (spec A §4), or 'none' when the card shows no button. */
export type PlanCardAction =
  | { kind: 'current' }
  | { kind: 'donate' }
  | { kind: 'unavailable' }
  | { kind: 'subscribe'; price: Price }
  | { kind: 'manage' }
  | { kind: 'none' };

export interface PlanCardContext {
  /** currentPlanId(subscription): the free plan without a live subscription. */
  currentPlanId: string;
  interval: BillingInterval;
  /** Owners subscribe; the other members see the grid read-only but may donate. */
  canSubscribe: boolean;
  /** The household holds a live subscription (isLiveSubscriptionStatus): another plan is the portal's change of plan. */
  subscribed: boolean;
}

/**
 * The button of a plan card: 'Plan actuel' for the current plan, 'Faire un don' for a donation
 * plan, 'Non disponible' for a paid plan without a recurring price, else 'S'abonner' with the
 * price of the chosen interval (falling back to the first recurring one).
 *
 * Three cases the spec leaves open: the free plan, when a paid one is current, offers nothing
 * (one leaves a paid plan by cancelling it, not by a checkout of 0 €); a member who is not an
 * owner sees no 'S'abonner' at all rather than a button that would be refused; and while the
 * household's subscription is live, another paid plan reads 'Gérer', the provider's portal
 * where the plan changes, since a checkout would be a second subscription (the service refuses
 * it).
 */
export function planCardAction(plan: Plan, { currentPlanId, interval, canSubscribe, subscribed }: PlanCardContext): PlanCardAction {
  if (plan.id === currentPlanId) return { kind: 'current' };
  if (plan.id === FREE_PLAN_ID) return { kind: 'none' };
  if (isDonationPlan(plan)) return { kind: 'donate' };
  const price = checkoutPrice(plan, interval);
  if (!price) return { kind: 'unavailable' };
  if (!canSubscribe) return { kind: 'none' };
  return subscribed ? { kind: 'manage' } : { kind: 'subscribe', price };
}

/** The price a card shows: the one checkout would start with, else a donation's own price. */
export function shownPrice(plan: Plan, interval: BillingInterval): Price | null {
  return checkoutPrice(plan, interval) ?? plan.prices.find((price) => price.unit_amount > 0) ?? null;
}
