import { FREE_PLAN_ID } from './free-plan';
import { type Subscription, subscriptionProductId } from './subscription';

/** The plan whose card reads 'Plan actuel': the free one without a live subscription (spec A §4). */
export function currentPlanId(
  subscription: Pick<Subscription, 'status' | 'product' | 'productId'> | null | undefined,
): string {
  if (!subscription || subscription.status === 'canceled') return FREE_PLAN_ID;
  return subscriptionProductId(subscription) ?? FREE_PLAN_ID;
}
