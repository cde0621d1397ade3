import type { Plan } from './plan';

export const FREE_PLAN_ID = 'free';

/**
 * Translation keys, not text: the card shows t(feature) for the free plan, whereas the features
 * of paid plans are text written in the payment provider.
 */
export const freePlanFeatureKeys = [
  'freePlan.features.recipes',
  'freePlan.features.mealPlanning',
  'freePlan.features.groceryList',
  'freePlan.features.members',
] as const;

/** Built into the app (spec A §3) so the card shows even when the plans fail to load. */
export const freePlan: Plan = {
  id: FREE_PLAN_ID,
  name: 'Gratuit',
  description: 'Plan de base pour commencer',
  active: true,
  metadata: {},
  features: [...freePlanFeatureKeys],
  prices: [
    {
      id: FREE_PLAN_ID,
      product_id: FREE_PLAN_ID,
      unit_amount: 0,
      currency: 'eur',
      recurring: { interval: 'month', interval_count: 1 },
    },
  ],
};
