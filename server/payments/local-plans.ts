import { z } from 'zod';
import { type Plan, planSchema } from '@domain/billing/plan.ts';
import { type Price, priceSchema } from '@domain/billing/price.ts';
import config from './local-plans.json' with { type: 'json' };

// The local provider's catalogue (local-plans.json), as a payment provider would hold it. The
// free plan 'Gratuit' is the app's own (spec A §3) and is not listed here.

const localPlanSchema = planSchema.extend({
  prices: z.array(priceSchema.omit({ product_id: true })).min(1),
});

/** Reads a catalogue, giving each price its product's id; throws on a malformed one. */
export function readLocalPlans(value: unknown): Plan[] {
  return z
    .array(localPlanSchema)
    .parse(value)
    .map((plan) => ({ ...plan, prices: plan.prices.map((price) => ({ ...price, product_id: plan.id })) }));
}

export const localPlans: readonly Plan[] = readLocalPlans(config);

/** A price of the catalogue with its plan. */
export function findLocalPrice(priceId: string): { plan: Plan; price: Price } | null {
  for (const plan of localPlans) {
    const price = plan.prices.find((candidate) => candidate.id === priceId);
    if (price) return { plan, price };
  }
  return null;
}

export function findLocalPlan(productId: string): Plan | null {
  return localPlans.find((plan) => plan.id === productId) ?? null;
}
