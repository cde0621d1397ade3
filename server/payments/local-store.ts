import { addMonths, addYears } from 'date-fns';
import { Timestamp, type CollectionReference, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { recurringSchema } from '@domain/billing/price.ts';
import { isLiveSubscriptionStatus } from '@domain/billing/subscription-status.ts';
import { paymentMethodSchema, type PaymentMethod } from '@domain/billing/subscription.ts';
import { collections } from '@domain/collections.ts';
import { isPlainDocumentId } from '../http/document-id.ts';
import { readDoc, readDocs } from '../read-doc.ts';
import { epochSeconds, localId } from './local-events.ts';
import { findLocalPlan } from './local-plans.ts';
import { HOUSEHOLD_METADATA_KEY, providerSubscriptionSchema, type ProviderSubscription } from './provider.ts';

// The local provider's state, in server-only collections (firestore.rules denies every client)
// so it outlives a restart of the API like Stripe's would. Subscriptions are kept in Stripe's
// shape, their payment method expanded, so events and reads need no translation.

// Only the service writes these documents: the schemas say what it writes, Timestamps kept as such.
const storedTimestampSchema = z.instanceof(Timestamp);

export const localCheckoutSessionSchema = z.object({
  mode: z.enum(['subscription', 'payment']),
  householdId: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  priceId: z.string().nullable(),
  /** Cents. */
  amount: z.number(),
  currency: z.string(),
  recurring: recurringSchema.nullable(),
  successUrl: z.string(),
  cancelUrl: z.string(),
  customerId: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(['open', 'complete']),
  expiresAt: storedTimestampSchema,
});

export type LocalCheckoutSession = z.infer<typeof localCheckoutSessionSchema>;

export const localPortalSessionSchema = z.object({
  customerId: z.string(),
  returnUrl: z.string(),
  expiresAt: storedTimestampSchema,
});

export type LocalPortalSession = z.infer<typeof localPortalSessionSchema>;

const localPaymentMethodSchema = z.object({
  id: z.string(),
  object: z.literal('payment_method'),
  type: z.literal('card'),
  card: paymentMethodSchema,
});

export type LocalPaymentMethod = z.infer<typeof localPaymentMethodSchema>;

export interface LocalCustomer {
  householdId: string;
  email: string | null;
  paymentMethod: LocalPaymentMethod | null;
}

export const localSubscriptionSchema = z.object({
  id: z.string(),
  object: z.literal('subscription'),
  customer: z.string(),
  status: z.string(),
  created: z.number(),
  cancel_at_period_end: z.boolean(),
  cancel_at: z.number().nullable(),
  canceled_at: z.number().nullable(),
  ended_at: z.number().nullable(),
  metadata: z.record(z.string(), z.string()),
  default_payment_method: localPaymentMethodSchema.nullable(),
  items: z.object({
    object: z.literal('list'),
    data: z.array(
      z.object({
        id: z.string(),
        object: z.literal('subscription_item'),
        current_period_start: z.number(),
        current_period_end: z.number(),
        price: z.object({ id: z.string(), object: z.literal('price'), product: z.string(), unit_amount: z.number(), currency: z.string(), recurring: recurringSchema.nullable() }),
      }),
    ),
  }),
});

export type LocalSubscription = z.infer<typeof localSubscriptionSchema>;

export function localPaymentMethod(card: PaymentMethod): LocalPaymentMethod {
  return { id: localId('pm'), object: 'payment_method', type: 'card', card };
}

/** A new active subscription to the session's price, its first period starting now. */
export function newLocalSubscription(session: LocalCheckoutSession, customerId: string, paymentMethod: LocalPaymentMethod, now: Date): LocalSubscription {
  const recurring = session.recurring ?? { interval: 'month', interval_count: 1 };
  const end = recurring.interval === 'year' ? addYears(now, recurring.interval_count) : addMonths(now, recurring.interval_count);
  return {
    id: localId('sub'),
    object: 'subscription',
    customer: customerId,
    status: 'active',
    created: epochSeconds(now),
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    metadata: { [HOUSEHOLD_METADATA_KEY]: session.householdId },
    default_payment_method: paymentMethod,
    items: {
      object: 'list',
      data: [
        {
          id: localId('si'),
          object: 'subscription_item',
          current_period_start: epochSeconds(now),
          current_period_end: epochSeconds(end),
          price: { id: session.priceId ?? '', object: 'price', product: session.productId ?? '', unit_amount: session.amount, currency: session.currency, recurring },
        },
      ],
    },
  };
}

/** The subscription as a webhook carries it: the payment method by its id only, as Stripe sends it. */
export function eventSubscription(subscription: LocalSubscription): object {
  return { ...subscription, default_payment_method: subscription.default_payment_method?.id ?? null };
}

export function localStore(firestore: Firestore) {
  const checkoutSessions = firestore.collection(collections.localCheckoutSessions);
  const portalSessions = firestore.collection(collections.localPortalSessions);
  const customers = firestore.collection(collections.localPaymentCustomers);
  const subscriptions = firestore.collection(collections.localPaymentSubscriptions);
  /** Ids come from URLs: one that is no plain document id names nothing. */
  const docIn = <T>(collection: CollectionReference, id: string) =>
    isPlainDocumentId(id) ? (collection.doc(id) as DocumentReference<T>) : null;

  return {
    checkoutSession: (id: string) => docIn<LocalCheckoutSession>(checkoutSessions, id),
    newCheckoutSession: () => checkoutSessions.doc(localId('cs')) as DocumentReference<LocalCheckoutSession>,
    portalSession: (id: string) => docIn<LocalPortalSession>(portalSessions, id),
    newPortalSession: () => portalSessions.doc(localId('bps')) as DocumentReference<LocalPortalSession>,
    customer: (id: string) => docIn<LocalCustomer>(customers, id),
    subscription: (id: string) => docIn<LocalSubscription>(subscriptions, id),

    /** The customer's subscriptions that have not ended, newest first. */
    async liveSubscriptions(customerId: string): Promise<LocalSubscription[]> {
      const snapshot = await subscriptions.where('customer', '==', customerId).get();
      return readDocs(snapshot.docs, localSubscriptionSchema)
        .filter((subscription) => subscription.ended_at === null)
        .sort((a, b) => b.created - a.created);
    },

    /** The ids of the household's subscriptions that have not ended, as Stripe's search by metadata finds them. */
    async liveSubscriptionIds(householdId: string): Promise<string[]> {
      const snapshot = await subscriptions.where(`metadata.${HOUSEHOLD_METADATA_KEY}`, '==', householdId).get();
      return readDocs(snapshot.docs, localSubscriptionSchema)
        .filter((subscription) => subscription.ended_at === null && isLiveSubscriptionStatus(subscription.status))
        .map((subscription) => subscription.id);
    },

    /** Retrieved as from Stripe with the product expanded: its name comes from the catalogue. */
    async retrieveSubscription(id: string): Promise<ProviderSubscription> {
      const snapshot = await docIn<LocalSubscription>(subscriptions, id)?.get();
      const subscription = snapshot && readDoc(snapshot, localSubscriptionSchema);
      if (!subscription) throw new Error(`No local subscription ${id}`);
      return providerSubscriptionSchema.parse({
        ...subscription,
        items: {
          data: subscription.items.data.map((item) => ({
            ...item,
            price: { ...item.price, product: { id: item.price.product, name: findLocalPlan(item.price.product)?.name ?? '' } },
          })),
        },
      });
    },
  };
}

export type LocalStore = ReturnType<typeof localStore>;
