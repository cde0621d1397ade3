import { z } from 'zod';
import type { Plan } from '@domain/billing/plan.ts';

// The payment provider behind spec A §7 (DESIGN.md §3, Payments): Stripe for real deployments,
// the local provider for the embedded stack. Both speak Stripe's shapes, so one webhook handler
// applies the events of either.

export interface SubscriptionCheckout {
  householdId: string;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
  /** The household's customer at the provider, so a new subscription joins its portal. */
  customerId?: string | undefined;
  email?: string | undefined;
}

export interface DonationCheckout {
  householdId: string;
  /** Cents. */
  amount: number;
  currency: string;
  /** The donation plan's product, when the app named one of its prices. */
  productId?: string | undefined;
  successUrl: string;
  cancelUrl: string;
  email?: string | undefined;
}

const cardSchema = z.object({ brand: z.string(), last4: z.string(), exp_month: z.int(), exp_year: z.int() });

const expandable = <Expanded extends z.ZodType>(expanded: Expanded) => z.union([z.string(), expanded]);

/**
 * A subscription as the provider holds it, in Stripe's field names, with its payment method
 * and product expanded (both providers retrieve it so). Only the fields the household reads.
 */
export const providerSubscriptionSchema = z.object({
  id: z.string().min(1),
  customer: expandable(z.object({ id: z.string() })),
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  canceled_at: z.number().nullish(),
  ended_at: z.number().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  default_payment_method: expandable(z.object({ id: z.string(), card: cardSchema.nullish() })).nullish(),
  items: z.object({
    data: z.array(
      z.object({
        // Since API version 2025-03-31 the period lives on the item, not the subscription.
        current_period_start: z.number().nullish(),
        current_period_end: z.number().nullish(),
        price: z.object({
          id: z.string(),
          unit_amount: z.int().nullish(),
          currency: z.string(),
          recurring: z.object({ interval: z.string(), interval_count: z.int() }).nullish(),
          product: expandable(z.object({ id: z.string(), name: z.string().optional() })),
        }),
      }),
    ),
  }),
});

export type ProviderSubscription = z.infer<typeof providerSubscriptionSchema>;

/** Where the household's subscription is read from when an event names it. */
export interface SubscriptionSource {
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /**
   * The ids of the subscriptions bought for the household (the metadata its checkout set) whose
   * status is still live, so the webhook can choose between them when there are several.
   */
  liveSubscriptionIds(householdId: string): Promise<string[]>;
}

export interface PaymentProvider extends SubscriptionSource {
  /** The active plans with their active prices; the free plan is the app's own. */
  listPlans(): Promise<Plan[]>;
  /** The address of a checkout page in subscription mode. */
  createSubscriptionCheckout(checkout: SubscriptionCheckout): Promise<string>;
  /** The address of a checkout page in payment mode, for a one-off donation. */
  createDonationCheckout(checkout: DonationCheckout): Promise<string>;
  /** The address of the customer portal: change the card, cancel or reactivate. */
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;
  /** Cancels at period end (true) or undoes it (false); the household follows from the event. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
}

/** The metadata key carrying the household a checkout, and the subscription it creates, belong to. */
export const HOUSEHOLD_METADATA_KEY = 'householdId';
