import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Plan } from '@domain/billing/plan.ts';
import type { Price } from '@domain/billing/price.ts';
import { subscriptionSchema } from '@domain/billing/subscription.ts';
import type { EndpointResponse } from '@domain/api/endpoint.ts';
import {
  cancelSubscriptionEndpoint,
  checkoutSessionEndpoint,
  customerPortalEndpoint,
  donationCheckoutEndpoint,
  productsEndpoint,
  reactivateSubscriptionEndpoint,
  subscriptionEndpoint,
} from '@domain/api/payments.ts';
import { frenchText, type LocaleKey } from '../../src/locales/locale-key.ts';
import { ApiRefusal } from '../http/messages.ts';
import { parseJsonBody } from '../http/json-body.ts';
import { requireUser, requireVerifiedEmail, type UserEnv } from '../http/require-user.ts';
import { householdSubscription } from './household-subscription.ts';
import type { PaymentProvider } from './provider.ts';
import { InvalidWebhookSignature, type WebhookReceiver } from './webhook.ts';
import { currentHousehold, hasLiveSubscription, ownedHousehold, storedSubscription } from './payment-household.ts';

export interface PaymentRouteDeps {
  auth: Auth;
  firestore: Firestore;
  appOrigin: string;
  provider: PaymentProvider;
  receiveWebhook: WebhookReceiver;
}

/** The provider failed or could not be reached: logged for the operator, the spec's sentence for the user. */
async function providerCall<T>(call: () => Promise<T>, failure: LocaleKey): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.error('Payment provider call failed:', error);
    throw new ApiRefusal(502, failure);
  }
}

function findPrice(plans: readonly Plan[], priceId: string): { plan: Plan; price: Price } | null {
  for (const plan of plans) {
    const price = plan.prices.find((candidate) => candidate.id === priceId);
    if (price) return { plan, price };
  }
  return null;
}

/**
 * The payment backend of spec A §7 and its webhook. Every call acts on the caller's current
 * household; subscribing, the portal, cancel and reactivate are its owners', the plans, the
 * subscription and donations any member's. The household's subscription is written by the
 * webhook alone: these calls ask the provider, whose event then writes it.
 */
export function paymentRoutes({ auth, firestore, appOrigin, provider, receiveWebhook }: PaymentRouteDeps) {
  const signedIn = requireUser(auth, 'billing.errors.signInRequired');
  const verified = requireVerifiedEmail();

  /** The provider sends the browser back to these: only the app's own pages, never another site. */
  function requireAppPages(...urls: string[]) {
    if (urls.some((url) => new URL(url).origin !== appOrigin)) throw new ApiRefusal(400, 'billing.errors.returnUrl');
  }

  async function setCancelAtPeriodEnd(uid: string, subscriptionId: string | undefined, cancel: boolean) {
    const current = await ownedHousehold(firestore, uid);
    if (!subscriptionId || storedSubscription(current)?.id !== subscriptionId) {
      throw new ApiRefusal(404, cancel ? 'billing.errors.noSubscriptionToCancel' : 'billing.errors.noSubscriptionToReactivate');
    }
    const updated = await providerCall(() => provider.setCancelAtPeriodEnd(subscriptionId, cancel), cancel ? 'billing.errors.cancelFailed' : 'billing.errors.reactivateFailed');
    return householdSubscription(updated);
  }

  return new Hono<UserEnv>()
    .post('/payments/webhook', async (c) => {
      try {
        await receiveWebhook(await c.req.text(), c.req.header('Stripe-Signature'));
      } catch (error) {
        if (error instanceof InvalidWebhookSignature) throw new HTTPException(400, { message: frenchText('api.invalidSignature') });
        throw error;
      }
      return c.json({ received: true });
    })

    .get(productsEndpoint.path, signedIn, verified, async (c) => {
      await currentHousehold(firestore, c.get('user').uid);
      const plans = await providerCall(() => provider.listPlans(), 'billing.plans.loadFailed');
      return c.json({ success: true, data: plans } satisfies EndpointResponse<typeof productsEndpoint>);
    })

    .post(checkoutSessionEndpoint.path, signedIn, verified, async (c) => {
      const user = c.get('user');
      const { priceId, successUrl, cancelUrl } = await parseJsonBody(c, checkoutSessionEndpoint.request);
      requireAppPages(successUrl, cancelUrl);
      const current = await ownedHousehold(firestore, user.uid);
      // One subscription per household: another plan is the portal's change of plan, never a
      // second subscription billing beside the first.
      if (hasLiveSubscription(current, new Date())) throw new ApiRefusal(409, 'billing.errors.alreadySubscribed');
      const plans = await providerCall(() => provider.listPlans(), 'billing.errors.checkoutFailed');
      if (!findPrice(plans, priceId)?.price.recurring) throw new ApiRefusal(400, 'billing.errors.missingPrice');
      const customer = storedSubscription(current)?.customer;
      const url = await providerCall(
        () =>
          provider.createSubscriptionCheckout({
            householdId: current.id,
            priceId,
            successUrl,
            cancelUrl,
            customerId: typeof customer === 'string' ? customer : undefined,
            email: user.email,
          }),
        'billing.errors.checkoutFailed',
      );
      return c.json({ success: true, data: { url } } satisfies EndpointResponse<typeof checkoutSessionEndpoint>);
    })

    .post(donationCheckoutEndpoint.path, signedIn, verified, async (c) => {
      const user = c.get('user');
      const { amount, priceId, successUrl, cancelUrl } = await parseJsonBody(c, donationCheckoutEndpoint.request);
      requireAppPages(successUrl, cancelUrl);
      const current = await currentHousehold(firestore, user.uid);
      let product: { productId: string; currency: string } | null = null;
      if (priceId) {
        const plans = await providerCall(() => provider.listPlans(), 'billing.errors.donationFailed');
        const found = findPrice(plans, priceId);
        if (!found || found.price.recurring) throw new ApiRefusal(400, 'billing.errors.missingPrice');
        product = { productId: found.plan.id, currency: found.price.currency };
      }
      const url = await providerCall(
        () =>
          provider.createDonationCheckout({
            householdId: current.id,
            amount,
            currency: product?.currency ?? 'eur',
            productId: product?.productId,
            successUrl,
            cancelUrl,
            email: user.email,
          }),
        'billing.errors.donationFailed',
      );
      return c.json({ success: true, data: { url } } satisfies EndpointResponse<typeof donationCheckoutEndpoint>);
    })

    .post(customerPortalEndpoint.path, signedIn, verified, async (c) => {
      const { customerId, returnUrl } = await parseJsonBody(c, customerPortalEndpoint.request);
      requireAppPages(returnUrl);
      const current = await ownedHousehold(firestore, c.get('user').uid);
      // Only the household's own customer: another customer's portal would show their card.
      if (storedSubscription(current)?.customer !== customerId) throw new ApiRefusal(404, 'billing.errors.customerNotFound');
      const url = await providerCall(() => provider.createPortalSession(customerId, returnUrl), 'billing.errors.portalFailed');
      return c.json({ success: true, data: { url } } satisfies EndpointResponse<typeof customerPortalEndpoint>);
    })

    .get(subscriptionEndpoint.path, signedIn, verified, async (c) => {
      const current = await currentHousehold(firestore, c.get('user').uid);
      const data = subscriptionSchema.nullable().parse(current.household.get('subscription') ?? null);
      return c.json({ success: true, data } satisfies EndpointResponse<typeof subscriptionEndpoint>);
    })

    .post(cancelSubscriptionEndpoint.path, signedIn, verified, async (c) => {
      await parseJsonBody(c, cancelSubscriptionEndpoint.request);
      const data = await setCancelAtPeriodEnd(c.get('user').uid, c.req.param('id'), true);
      return c.json({ success: true, data } satisfies EndpointResponse<typeof cancelSubscriptionEndpoint>);
    })

    .post(reactivateSubscriptionEndpoint.path, signedIn, verified, async (c) => {
      await parseJsonBody(c, reactivateSubscriptionEndpoint.request);
      const data = await setCancelAtPeriodEnd(c.get('user').uid, c.req.param('id'), false);
      return c.json({ success: true, data } satisfies EndpointResponse<typeof reactivateSubscriptionEndpoint>);
    });
}
