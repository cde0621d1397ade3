import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { frenchText } from '../../src/locales/locale-key.ts';
import { readDoc } from '../read-doc.ts';
import { testCardOutcome } from './local-cards.ts';
import { epochSeconds, localId, signedEvent, type EventDelivery } from './local-events.ts';
import { findLocalPlan, findLocalPrice, localPlans } from './local-plans.ts';
import {
  eventSubscription,
  localPaymentMethod,
  localCheckoutSessionSchema,
  localPortalSessionSchema,
  localStore,
  localSubscriptionSchema,
  newLocalSubscription,
  type LocalCheckoutSession,
  type LocalPortalSession,
  type LocalSubscription,
} from './local-store.ts';
import { HOUSEHOLD_METADATA_KEY, type PaymentProvider } from './provider.ts';

/** As long as a Stripe Checkout Session stays open. */
const CHECKOUT_SESSION_HOURS = 24;
/** A portal link is for now, not for later. */
const PORTAL_SESSION_HOURS = 1;

const hoursFrom = (now: Date, hours: number) => Timestamp.fromMillis(now.getTime() + hours * 3_600_000);

export type CheckoutResult =
  | { kind: 'notFound' }
  | { kind: 'closed' | 'declined' | 'invalid'; session: LocalCheckoutSession }
  | { kind: 'paid'; redirect: string };

export type PortalCardResult = { kind: 'closed' } | { kind: 'declined' | 'invalid' } | { kind: 'changed' };

export type PortalPlanResult = 'closed' | 'unknownPlan' | 'changed';

export interface PortalView {
  returnUrl: string;
  subscription: LocalSubscription | null;
}

/** Stripe replaces this in a success address with the session's id; the local checkout does too. */
const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export interface LocalProviderDeps {
  firestore: Firestore;
  appOrigin: string;
  /** Signs the events it sends to the webhook. */
  webhookSecret: string;
  deliver: EventDelivery;
}

/**
 * The payment provider of the embedded stack (DESIGN.md §3): the plans of local-plans.json,
 * a checkout page and a portal page served on the app's origin (server/payments/local-routes.ts),
 * and Stripe's events, signed and handed to the webhook's handler, which writes the household
 * as it does for Stripe.
 */
export function localProvider({ firestore, appOrigin, webhookSecret, deliver }: LocalProviderDeps) {
  const store = localStore(firestore);
  const emit = async (type: string, object: object) => {
    const { payload, signature } = signedEvent(type, object, webhookSecret);
    await deliver(payload, signature);
  };
  const isOpen = (session: { expiresAt: Timestamp }, now: Date) => session.expiresAt.toMillis() > now.getTime();

  async function setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean) {
    const ref = store.subscription(subscriptionId);
    if (!ref) throw new Error(`No local subscription ${subscriptionId}`);
    const now = epochSeconds(new Date());
    const updated = await firestore.runTransaction(async (transaction) => {
      const subscription = readDoc(await transaction.get(ref), localSubscriptionSchema);
      if (!subscription || subscription.ended_at !== null) throw new Error(`No live local subscription ${subscriptionId}`);
      const changes = {
        cancel_at_period_end: cancel,
        cancel_at: cancel ? (subscription.items.data[0]?.current_period_end ?? null) : null,
        canceled_at: cancel ? now : null,
      };
      transaction.update(ref, changes);
      return { ...subscription, ...changes };
    });
    await emit('customer.subscription.updated', eventSubscription(updated));
    return store.retrieveSubscription(subscriptionId);
  }

  /** What the portal page shows: the customer's current subscription. Null once the link is closed. */
  async function portal(portalSessionId: string): Promise<(PortalView & { session: LocalPortalSession }) | null> {
    const snapshot = await store.portalSession(portalSessionId)?.get();
    const session = snapshot && readDoc(snapshot, localPortalSessionSchema);
    if (!session || !isOpen(session, new Date())) return null;
    const [subscription] = await store.liveSubscriptions(session.customerId);
    return { session, returnUrl: session.returnUrl, subscription: subscription ?? null };
  }

  const provider: PaymentProvider = {
    listPlans: () => Promise.resolve([...localPlans]),

    async createSubscriptionCheckout({ householdId, priceId, successUrl, cancelUrl, customerId, email }) {
      const found = findLocalPrice(priceId);
      if (!found?.price.recurring) throw new Error(`No recurring local price ${priceId}`);
      const ref = store.newCheckoutSession();
      await ref.set({
        mode: 'subscription',
        householdId,
        productId: found.plan.id,
        productName: found.plan.name,
        priceId,
        amount: found.price.unit_amount,
        currency: found.price.currency,
        recurring: found.price.recurring,
        successUrl,
        cancelUrl,
        customerId: customerId ?? null,
        email: email ?? null,
        status: 'open',
        expiresAt: hoursFrom(new Date(), CHECKOUT_SESSION_HOURS),
      });
      return `${appOrigin}/payments/local/checkout/${ref.id}`;
    },

    async createDonationCheckout({ householdId, amount, currency, productId, successUrl, cancelUrl, email }) {
      const ref = store.newCheckoutSession();
      await ref.set({
        mode: 'payment',
        householdId,
        productId: productId ?? null,
        productName: (productId && findLocalPlan(productId)?.name) || frenchText('payments.donationName'),
        priceId: null,
        amount,
        currency,
        recurring: null,
        successUrl,
        cancelUrl,
        customerId: null,
        email: email ?? null,
        status: 'open',
        expiresAt: hoursFrom(new Date(), CHECKOUT_SESSION_HOURS),
      });
      return `${appOrigin}/payments/local/checkout/${ref.id}`;
    },

    async createPortalSession(customerId, returnUrl) {
      const ref = store.newPortalSession();
      await ref.set({ customerId, returnUrl, expiresAt: hoursFrom(new Date(), PORTAL_SESSION_HOURS) });
      return `${appOrigin}/payments/local/portal/${ref.id}`;
    },

    setCancelAtPeriodEnd,
    retrieveSubscription: (id) => store.retrieveSubscription(id),
    liveSubscriptionIds: (householdId) => store.liveSubscriptionIds(householdId),
  };

  return {
    ...provider,

    /** The session the checkout page shows, or null when there is none by that id. */
    async checkoutSession(sessionId: string): Promise<{ session: LocalCheckoutSession; open: boolean } | null> {
      const snapshot = await store.checkoutSession(sessionId)?.get();
      const session = snapshot && readDoc(snapshot, localCheckoutSessionSchema);
      return session ? { session, open: session.status === 'open' && isOpen(session, new Date()) } : null;
    },

    /**
     * Pays a session with a test card. The session is completed in the transaction that
     * creates the customer and the subscription, so a form sent twice pays once; the events
     * follow, and the household is written by the time the browser reaches the success page.
     */
    async pay(sessionId: string, typedCard: string): Promise<CheckoutResult> {
      const ref = store.checkoutSession(sessionId);
      if (!ref) return { kind: 'notFound' };
      const now = new Date();
      const outcome = testCardOutcome(typedCard, now);
      const result = await firestore.runTransaction(async (transaction) => {
        const session = readDoc(await transaction.get(ref), localCheckoutSessionSchema);
        if (!session) return { kind: 'notFound' as const };
        if (session.status !== 'open' || !isOpen(session, now)) return { kind: 'closed' as const, session };
        if (outcome.kind !== 'accepted') return { kind: outcome.kind, session };
        const customerId = session.customerId ?? localId('cus');
        const paymentMethod = localPaymentMethod(outcome.card);
        const customerRef = store.customer(customerId);
        if (!customerRef) throw new Error(`Invalid local customer id ${customerId}`);
        transaction.set(customerRef, { householdId: session.householdId, email: session.email, paymentMethod }, { merge: true });
        const subscription = session.mode === 'subscription' ? newLocalSubscription(session, customerId, paymentMethod, now) : null;
        const subscriptionRef = subscription && store.subscription(subscription.id);
        if (subscription && subscriptionRef) transaction.create(subscriptionRef, subscription);
        transaction.update(ref, { status: 'complete', customerId, completedAt: FieldValue.serverTimestamp() });
        return { kind: 'paid' as const, session, customerId, subscription };
      });
      if (result.kind !== 'paid') return result;

      const { session, customerId, subscription } = result;
      if (subscription) await emit('customer.subscription.created', eventSubscription(subscription));
      await emit('checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        mode: session.mode,
        status: 'complete',
        payment_status: 'paid',
        amount_total: session.amount,
        currency: session.currency,
        customer: customerId,
        subscription: subscription?.id ?? null,
        client_reference_id: session.householdId,
        metadata: { [HOUSEHOLD_METADATA_KEY]: session.householdId },
        success_url: session.successUrl,
        cancel_url: session.cancelUrl,
      });
      return { kind: 'paid', redirect: session.successUrl.replace(SESSION_ID_PLACEHOLDER, sessionId) };
    },

    portal,

    /**
     * The portal's change of plan: the subscription moves to the chosen recurring price, its
     * period unchanged (nothing is charged here, where Stripe would prorate), and its event
     * tells the household.
     */
    async changePlan(portalSessionId: string, priceId: string): Promise<PortalPlanResult> {
      const view = await portal(portalSessionId);
      if (!view) return 'closed';
      const found = findLocalPrice(priceId);
      const ref = view.subscription && store.subscription(view.subscription.id);
      if (!ref || !found?.price.recurring) return 'unknownPlan';
      const { plan, price } = found;
      const updated = await firestore.runTransaction(async (transaction) => {
        const subscription = readDoc(await transaction.get(ref), localSubscriptionSchema);
        const [item, ...rest] = subscription?.items.data ?? [];
        if (!subscription || subscription.ended_at !== null || !item) return null;
        const items = {
          ...subscription.items,
          data: [{ ...item, price: { id: price.id, object: 'price' as const, product: plan.id, unit_amount: price.unit_amount, currency: price.currency, recurring: price.recurring } }, ...rest],
        };
        transaction.update(ref, { items });
        return { ...subscription, items };
      });
      if (!updated) return 'closed';
      await emit('customer.subscription.updated', eventSubscription(updated));
      return 'changed';
    },

    /** The portal's new card becomes the customer's and every live subscription's. */
    async changeCard(portalSessionId: string, typedCard: string): Promise<PortalCardResult> {
      const view = await portal(portalSessionId);
      if (!view) return { kind: 'closed' };
      const outcome = testCardOutcome(typedCard, new Date());
      if (outcome.kind !== 'accepted') return { kind: outcome.kind };
      const paymentMethod = localPaymentMethod(outcome.card);
      const customerRef = store.customer(view.session.customerId);
      const live = await store.liveSubscriptions(view.session.customerId);
      const batch = firestore.batch();
      if (customerRef) batch.set(customerRef, { paymentMethod }, { merge: true });
      for (const subscription of live) {
        const subscriptionRef = store.subscription(subscription.id);
        if (subscriptionRef) batch.update(subscriptionRef, { default_payment_method: paymentMethod });
      }
      await batch.commit();
      for (const subscription of live) await emit('customer.subscription.updated', eventSubscription({ ...subscription, default_payment_method: paymentMethod }));
      return { kind: 'changed' };
    },
  };
}

export type LocalProvider = ReturnType<typeof localProvider>;
