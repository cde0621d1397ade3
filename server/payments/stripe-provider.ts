import Stripe from 'stripe';
import { isLiveSubscriptionStatus } from '@domain/billing/subscription-status.ts';
import { frenchText } from '../../src/locales/locale-key.ts';
import { HOUSEHOLD_METADATA_KEY, providerSubscriptionSchema, type PaymentProvider, type ProviderSubscription } from './provider.ts';
import { plansFromStripe } from './stripe-plans.ts';

/** The household's payment method and plan name come with the subscription, in one call. */
const subscriptionExpansions = ['default_payment_method', 'items.data.price.product'];

/** Far above any catalogue of plans; the list calls page through until then. */
const MAX_LISTED = 1_000;

/** Where the client sends its requests: api.stripe.com, or a stand-in in tests. */
export type StripeClientOptions = Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'>;

function parsedSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  return providerSubscriptionSchema.parse(subscription);
}

/** A value inside a Stripe search query's quotes. */
const searchString = (value: string) => `'${value.replace(/[\\']/g, (character) => `\\${character}`)}'`;

function checkoutUrl(session: Stripe.Checkout.Session): string {
  if (!session.url) throw new Error(`Checkout session ${session.id} has no URL`);
  return session.url;
}

/** Stripe Checkout, the Billing customer portal and Stripe's subscriptions (spec A §7). */
export function stripeProvider(secretKey: string, options: StripeClientOptions = {}): PaymentProvider {
  const stripe = new Stripe(secretKey, { ...options, appInfo: { name: 'Nioo' } });
  const locale = 'fr';

  return {
    async listPlans() {
      const [products, prices] = await Promise.all([
        stripe.products.list({ active: true, limit: 100 }).autoPagingToArray({ limit: MAX_LISTED }),
        stripe.prices.list({ active: true, limit: 100 }).autoPagingToArray({ limit: MAX_LISTED }),
      ]);
      return plansFromStripe(products, prices);
    },

    async createSubscriptionCheckout({ householdId, priceId, successUrl, cancelUrl, customerId, email }) {
      const metadata = { [HOUSEHOLD_METADATA_KEY]: householdId };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: priceId, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        client_reference_id: householdId,
        metadata,
        // Read back by the webhook from every later event of the subscription.
        subscription_data: { metadata },
        ...(customerId ? { customer: customerId } : email ? { customer_email: email } : {}),
        locale,
      });
      return checkoutUrl(session);
    },

    async createDonationCheckout({ householdId, amount, currency, productId, successUrl, cancelUrl, email }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        submit_type: 'donate',
        line_items: [
          {
            quantity: 1,
            // The amount is the one chosen in the app, whichever donation price it started from.
            price_data: { currency, unit_amount: amount, ...(productId ? { product: productId } : { product_data: { name: frenchText('payments.donationName') } }) },
          },
        ],
        success_url: successUrl,
        cancel_url: cancelUrl,
        client_reference_id: householdId,
        metadata: { [HOUSEHOLD_METADATA_KEY]: householdId },
        ...(email ? { customer_email: email } : {}),
        locale,
      });
      return checkoutUrl(session);
    },

    async createPortalSession(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl, locale });
      return session.url;
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      return parsedSubscription(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel, expand: subscriptionExpansions }));
    },

    async retrieveSubscription(subscriptionId) {
      return parsedSubscription(await stripe.subscriptions.retrieve(subscriptionId, { expand: subscriptionExpansions }));
    },

    // Search finds a new subscription only a little after it is created; the webhook reads the
    // event's own subscription and the household's current one directly, so it misses none.
    async liveSubscriptionIds(householdId) {
      const found = await stripe.subscriptions
        .search({ query: `metadata[${searchString(HOUSEHOLD_METADATA_KEY)}]:${searchString(householdId)}`, limit: 100 })
        .autoPagingToArray({ limit: MAX_LISTED });
      return found.filter((subscription) => subscription.ended_at == null && isLiveSubscriptionStatus(subscription.status)).map((subscription) => subscription.id);
    },
  };
}
