import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { z } from 'zod';
import { collections } from '../../src/domain/collections.ts';
import { isPlainDocumentId } from '../services/document-id.ts';
import { householdIdOf, householdSubscription, replacesCurrent, type HouseholdSubscription } from './household-subscription.ts';
import { HOUSEHOLD_METADATA_KEY, type SubscriptionSource } from './provider.ts';

/** A request whose Stripe-Signature does not prove it came from the provider. */
export class InvalidWebhookSignature extends Error {}

/** What became of an event: applied to a household, only recorded, already seen, or not ours. */
export type WebhookOutcome = 'applied' | 'recorded' | 'duplicate' | 'ignored';

const eventSchema = z.object({
  id: z.string().refine(isPlainDocumentId),
  type: z.string(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const checkoutSessionSchema = z.object({
  mode: z.string(),
  subscription: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

const subscriptionEvents = new Set(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted']);

/** The subscription an event is about and the household its checkout named, or null for events we do not apply. */
function subjectOf(event: z.infer<typeof eventSchema>): { subscriptionId: string | null; householdId: string | null } | null {
  if (subscriptionEvents.has(event.type)) {
    return { subscriptionId: z.object({ id: z.string().min(1) }).parse(event.data.object).id, householdId: null };
  }
  if (event.type === 'checkout.session.completed') {
    const session = checkoutSessionSchema.parse(event.data.object);
    // A donation (payment mode) is recorded and touches no subscription.
    const subscription = session.mode === 'subscription' ? session.subscription : null;
    return {
      subscriptionId: typeof subscription === 'string' ? subscription : (subscription?.id ?? null),
      householdId: session.client_reference_id ?? session.metadata?.[HOUSEHOLD_METADATA_KEY] ?? null,
    };
  }
  return null;
}

export interface WebhookDeps {
  firestore: Firestore;
  /** Stripe's endpoint secret, or the local provider's own. */
  secret: string;
  subscriptions: SubscriptionSource;
}

/**
 * POST /payments/webhook's work, also called in-process by the local provider with the body
 * and header it signed, so a local checkout takes the production path. The event is only a
 * signal: the subscription is read back from the provider, so events arriving out of order
 * still leave its latest state. The event id is stored in the transaction that writes the
 * household, so a redelivered event changes nothing (DESIGN.md §3, Payments).
 */
export function webhookHandler({ firestore, secret, subscriptions }: WebhookDeps) {
  const events = firestore.collection(collections.paymentEvents);
  const households = firestore.collection(collections.organizations);

  async function record(eventId: string, type: string, householdId: string | null, subscription: HouseholdSubscription | null): Promise<WebhookOutcome> {
    return firestore.runTransaction(async (transaction) => {
      const eventRef = events.doc(eventId);
      const householdRef = householdId && isPlainDocumentId(householdId) ? households.doc(householdId) : null;
      const [seen, household] = await transaction.getAll(eventRef, ...(householdRef ? [householdRef] : []));
      if (seen?.exists) return 'duplicate';
      const applies = subscription !== null && householdRef !== null && household?.exists === true && replacesCurrent(household.get('subscription') as { id?: unknown } | undefined, subscription);
      if (applies) transaction.update(householdRef, { subscription, updatedAt: FieldValue.serverTimestamp() });
      transaction.create(eventRef, { type, householdId, applied: applies, processedAt: FieldValue.serverTimestamp() });
      return applies ? 'applied' : 'recorded';
    });
  }

  return async function receive(rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
    let parsed: unknown;
    try {
      parsed = Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
    } catch {
      throw new InvalidWebhookSignature();
    }
    const event = eventSchema.parse(parsed);
    const subject = subjectOf(event);
    if (!subject) return 'ignored';
    if (!subject.subscriptionId) return record(event.id, event.type, subject.householdId, null);
    if ((await events.doc(event.id).get()).exists) return 'duplicate';
    const subscription = await subscriptions.retrieveSubscription(subject.subscriptionId);
    return record(event.id, event.type, householdIdOf(subscription) ?? subject.householdId, householdSubscription(subscription));
  };
}

export type WebhookReceiver = ReturnType<typeof webhookHandler>;
