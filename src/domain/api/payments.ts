import { z } from 'zod';
import { DONATION_MIN_EUROS, donationAmountInCents } from '../billing/donation';
import { planSchema } from '../billing/plan';
import { subscriptionSchema } from '../billing/subscription';
import { defineEndpoint } from './endpoint';

// The payment backend of spec A §7, served by the API service whatever the provider (DESIGN.md
// §3, Payments). Every call acts on the caller's current household, users/{uid}.defaultOrganizationId,
// the one the app shows: the spec's bodies name no household. Subscribing, the portal, cancel
// and reactivate are for its owners; the plans, the subscription and donations for any member.
// Answers carry { success: true, data }; a refusal is a 4xx with the French message and its code.

const id = z.string().trim().min(1, { error: 'required' }).max(256);
/** Return addresses must be on the app's own origin; the server checks the origin. */
const returnUrl = z.url().max(2048);
const answer = <Data extends z.ZodType>(data: Data) => z.object({ success: z.literal(true), data });
const redirect = answer(z.object({ url: z.url() }));
const none = z.object({});

/** GET /payments/products: the active plans with their prices (a missing amount is the custom preset, else 0). */
export const productsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/payments/products',
  request: none,
  response: answer(z.array(planSchema)),
  bearer: true,
  retry: true,
  backoff: 'doubling',
});

/** POST /payments/checkout-sessions: a subscription checkout; the browser goes to data.url. Refused (409) while the household's subscription is live. */
export const checkoutSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/payments/checkout-sessions',
  request: z.object({ priceId: id, successUrl: returnUrl, cancelUrl: returnUrl }),
  response: redirect,
  bearer: true,
  // A second session left unused costs nothing; the household is written by the webhook only.
  retry: true,
});

/** The donation's amount in cents: whole euros from 10 € (spec A §9), refused below by the server too. */
export const donationAmountCentsSchema = z.int().min(donationAmountInCents(DONATION_MIN_EUROS), { error: 'donationMinimum' });

/** POST /payments/checkout-sessions/donation: a one-off payment; priceId only when it does not start with 'donation_'. */
export const donationCheckoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/payments/checkout-sessions/donation',
  request: z.object({
    amount: donationAmountCentsSchema,
    mode: z.literal('payment'),
    successUrl: returnUrl,
    cancelUrl: returnUrl,
    priceId: id.optional(),
  }),
  response: redirect,
  bearer: true,
  retry: true,
});

/** POST /payments/customer-portal: the provider's page to change the card or cancel. */
export const customerPortalEndpoint = defineEndpoint({
  method: 'POST',
  path: '/payments/customer-portal',
  request: z.object({ customerId: id, returnUrl }),
  response: redirect,
  bearer: true,
  retry: true,
});

/** GET /subscriptions: the current household's subscription, null when it has none. */
export const subscriptionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/subscriptions',
  request: none,
  response: answer(subscriptionSchema.nullable()),
  bearer: true,
  retry: true,
});

/** POST /subscriptions/:id/cancel: cancel at period end. Retried: cancelling twice changes nothing more. */
export const cancelSubscriptionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/subscriptions/:id/cancel',
  request: none,
  response: answer(subscriptionSchema),
  bearer: true,
  retry: true,
});

/** POST /subscriptions/:id/reactivate: undoes a cancel at period end before the period ends. */
export const reactivateSubscriptionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/subscriptions/:id/reactivate',
  request: none,
  response: answer(subscriptionSchema),
  bearer: true,
  retry: true,
});
