import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { z } from 'zod';
import { isLiveSubscription } from '@domain/billing/live-subscription.ts';
import { collections } from '@domain/collections.ts';
import { isPlainDocumentId } from '../http/document-id.ts';
import { householdIdOf, householdSubscription, recordedSubscription, type HouseholdSubscription } from './household-subscription.ts';
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
 * still leave its latest state. With it are read the household's current subscription and its
 * other live ones, and the record holds the one preferredSubscription chooses: never an ended
 * one while another still bills, so every paid subscription stays within reach of 'Annuler' and
 * 'Gérer'. The event id is stored in the transaction that writes the household, so a
 * redelivered event changes nothing (DESIGN.md §3, Payments).
 */
export function webhookHandler({ firestore, secret, subscriptions }: WebhookDeps) {
  const events = firestore.collection(collections.paymentEvents);
  const households = firestore.collection(collections.organizations);

  /**
   * The household's subscriptions besides `knownId`, read from the provider: the one its record
   * holds and every live one bought for it. Read afresh, since the record may be behind.
   */
  async function otherSubscriptions(householdId: string, knownId: string): Promise<HouseholdSubscription[]> {
    if (!isPlainDocumentId(householdId)) return [];
    const currentId: unknown = (await households.doc(householdId).get()).get('subscription.id');
    const ids = new Set([...(typeof currentId === 'string' ? [currentId] : []), ...(await subscriptions.liveSubscriptionIds(householdId))]);
    ids.delete(knownId);
    return Promise.all([...ids].map(async (id) => householdSubscription(await subscriptions.retrieveSubscription(id))));
  }

  async function record(eventId: string, type: string, householdId: string | null, fresh: readonly HouseholdSubscription[]): Promise<WebhookOutcome> {
    const now = new Date();
    const live = fresh.filter((subscription) => isLiveSubscription(subscription, now));
    if (householdId && live.length > 1) {
      // Checkout refuses a second subscription, so this is a race or one bought before it did:
      // the household pays twice until someone cancels one, which the operator should know.
      console.warn(`Household ${householdId} has ${live.length} live subscriptions: ${live.map(({ id }) => id).join(', ')}`);
    }
    return firestore.runTransaction(async (transaction) => {
      const eventRef = events.doc(eventId);
      const householdRef = householdId && isPlainDocumentId(householdId) ? households.doc(householdId) : null;
      const [seen, household] = await transaction.getAll(eventRef, ...(householdRef ? [householdRef] : []));
      if (seen?.exists) return 'duplicate';
      const subscription = householdRef && household?.exists ? recordedSubscription(household.get('subscription'), fresh, now) : null;
      if (householdRef && subscription) transaction.update(householdRef, { subscription, updatedAt: FieldValue.serverTimestamp() });
      transaction.create(eventRef, { type, householdId, applied: subscription !== null, processedAt: FieldValue.serverTimestamp() });
      return subscription ? 'applied' : 'recorded';
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
    if (!subject.subscriptionId) return record(event.id, event.type, subject.householdId, []);
    if ((await events.doc(event.id).get()).exists) return 'duplicate';
    const subscription = await subscriptions.retrieveSubscription(subject.subscriptionId);
    const householdId = householdIdOf(subscription) ?? subject.householdId;
    const others = householdId ? await otherSubscriptions(householdId, subscription.id) : [];
    return record(event.id, event.type, householdId, [householdSubscription(subscription), ...others]);
  };
}

export type WebhookReceiver = ReturnType<typeof webhookHandler>;
