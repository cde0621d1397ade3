import { FREE_PLAN_ID, freePlan } from './free-plan';
import { hasRecurringPrice, isDonationPlan, type Plan } from './plan';

/**
 * The cards of the plan grid (spec A §2): the built-in free plan first, then the provider's
 * active plans in reversed order, the donations after the plans one subscribes to: a family
 * choosing a plan compares the plans side by side. A provider product posing as the free plan
 * is dropped, so the card shown is always the app's own, which loads even when the plans do not.
 */
export function orderPlans(loaded: readonly Plan[]): Plan[] {
  const shown = loaded.filter((plan) => plan.active && plan.id !== FREE_PLAN_ID).reverse();
  return [freePlan, ...shown.filter((plan) => !isDonationPlan(plan)), ...shown.filter(isDonationPlan)];
}

/**
 * The 'Mensuel' / 'Annuel' toggle shows only when some paid, non-donation plan has a recurring
 * price (spec A §2). A plan with a recurring price is never a donation (isDonationPlan), and the
 * free plan's own monthly price does not count.
 */
export function showsIntervalToggle(plans: readonly Pick<Plan, 'id' | 'prices'>[]): boolean {
  return plans.some((plan) => plan.id !== FREE_PLAN_ID && hasRecurringPrice(plan));
}
