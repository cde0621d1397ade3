import { FREE_PLAN_ID } from './free-plan';
import { checkoutPrice, isDonationPlan, type Plan } from './plan';
import type { BillingInterval, Price } from './price';

/** What a plan card's button does (spec A §4), or 'none' when the card shows no button. */
export type PlanCardAction =
  | { kind: 'current' }
  | { kind: 'donate' }
  | { kind: 'unavailable' }
  | { kind: 'subscribe'; price: Price }
  | { kind: 'none' };

export interface PlanCardContext {
  /** currentPlanId(subscription): the free plan without a live subscription. */
  currentPlanId: string;
  interval: BillingInterval;
  /** Owners subscribe; the other members see the grid read-only but may donate. */
  canSubscribe: boolean;
}

/**
 * The button of a plan card: 'Plan actuel' for the current plan, 'Faire un don' for a donation
 * plan, 'Non disponible' for a paid plan without a recurring price, else 'S'abonner' with the
 * price of the chosen interval (falling back to the first recurring one).
 *
 * Two cases the spec leaves open: the free plan, when a paid one is current, offers nothing
 * (one leaves a paid plan by cancelling it, not by a checkout of 0 €); and a member who is not
 * an owner sees no 'S'abonner' at all rather than a button that would be refused.
 */
export function planCardAction(plan: Plan, { currentPlanId, interval, canSubscribe }: PlanCardContext): PlanCardAction {
  if (plan.id === currentPlanId) return { kind: 'current' };
  if (plan.id === FREE_PLAN_ID) return { kind: 'none' };
  if (isDonationPlan(plan)) return { kind: 'donate' };
  const price = checkoutPrice(plan, interval);
  if (!price) return { kind: 'unavailable' };
  return canSubscribe ? { kind: 'subscribe', price } : { kind: 'none' };
}

/** The price a card shows: the one checkout would start with, else a donation's own price. */
export function shownPrice(plan: Plan, interval: BillingInterval): Price | null {
  return checkoutPrice(plan, interval) ?? plan.prices.find((price) => price.unit_amount > 0) ?? null;
}
