import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { planSchema } from '@domain/billing/plan.ts';
import { plansFromStripe, priceFromStripe } from './stripe-plans.ts';

// Only the fields the mapping reads; Stripe's objects carry many more.
function price(fields: Partial<Stripe.Price> & Pick<Stripe.Price, 'id'>): Stripe.Price {
  return { active: true, product: 'prod_family', currency: 'eur', unit_amount: 499, custom_unit_amount: null, recurring: null, ...fields } as Stripe.Price;
}

function product(fields: Partial<Stripe.Product> & Pick<Stripe.Product, 'id' | 'name'>): Stripe.Product {
  return { active: true, description: null, metadata: {}, marketing_features: [], ...fields } as Stripe.Product;
}

const monthly = { interval: 'month', interval_count: 1 } as Stripe.Price.Recurring;

describe('priceFromStripe', () => {
  it('keeps the amount in cents, the currency and the recurring period', () => {
    expect(priceFromStripe(price({ id: 'price_m', recurring: monthly }))).toEqual({
      id: 'price_m',
      product_id: 'prod_family',
      unit_amount: 499,
      currency: 'eur',
      recurring: { interval: 'month', interval_count: 1 },
    });
  });

  it('reads a missing amount as the custom amount preset, else 0 (spec A §7)', () => {
    const custom = { preset: 3000, minimum: 1000, maximum: null } as Stripe.Price.CustomUnitAmount;
    expect(priceFromStripe(price({ id: 'p', unit_amount: null, custom_unit_amount: custom }))?.unit_amount).toBe(3000);
    expect(priceFromStripe(price({ id: 'p', unit_amount: null, custom_unit_amount: { ...custom, preset: null } }))?.unit_amount).toBe(0);
    expect(priceFromStripe(price({ id: 'p', unit_amount: null }))?.unit_amount).toBe(0);
  });

  it('names the product of an expanded price by its id', () => {
    expect(priceFromStripe(price({ id: 'p', product: { id: 'prod_x' } as Stripe.Product }))?.product_id).toBe('prod_x');
  });

  it('leaves out a price billed by the day or the week, which the plans cannot show', () => {
    expect(priceFromStripe(price({ id: 'p', recurring: { ...monthly, interval: 'week' } }))).toBeNull();
  });
});

describe('plansFromStripe', () => {
  const products = [
    product({ id: 'prod_family', name: 'Famille', marketing_features: [{ name: 'Recettes illimitées' }, {}] }),
    product({ id: 'prod_old', name: 'Ancien', active: false }),
    product({ id: 'prod_gift', name: 'Faire un don', description: 'Soutenez-nous', metadata: { type: 'donation' } }),
  ];
  const prices = [
    price({ id: 'price_m', recurring: monthly }),
    price({ id: 'price_y', unit_amount: 4990, recurring: { ...monthly, interval: 'year' } }),
    price({ id: 'price_retired', active: false, recurring: monthly }),
    price({ id: 'price_old', product: 'prod_old', recurring: monthly }),
    price({ id: 'price_gift', product: 'prod_gift', unit_amount: 3000 }),
  ];

  it('offers the active products with their active prices, as plans the app reads', () => {
    const plans = plansFromStripe(products, prices);
    expect(plans.map((plan) => [plan.id, plan.prices.map((p) => p.id)])).toEqual([
      ['prod_family', ['price_m', 'price_y']],
      ['prod_gift', ['price_gift']],
    ]);
    for (const plan of plans) expect(planSchema.parse(plan)).toEqual(plan);
  });

  it('takes the marketing features with a name, the description and the metadata', () => {
    const [family, gift] = plansFromStripe(products, prices);
    expect(family).toMatchObject({ features: ['Recettes illimitées'], description: '' });
    expect(gift).toMatchObject({ description: 'Soutenez-nous', metadata: { type: 'donation' }, features: [] });
  });
});
