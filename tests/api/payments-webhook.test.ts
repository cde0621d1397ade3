import { beforeAll, describe, expect, it } from 'vitest';
import { admin } from './helpers.ts';
import { type Account, householdData, signUp } from './household-accounts.ts';
import { deliver, overwriteSubscriptionStatus, signedEvent, subscribe } from './payments-helpers.ts';

// POST /payments/webhook: only events signed with the provider's secret get in, each is
// applied once, and it alone writes the household's subscription.

const { firestore } = admin();

const eventRecord = async (payload: string) => (await firestore.doc(`paymentEvents/${(JSON.parse(payload) as { id: string }).id}`).get()).data();

let owner: Account;
let subscriptionId: string;

beforeAll(async () => {
  owner = await signUp('Famille Webhook', 'Camille Webhook', 'webhook');
  subscriptionId = (await subscribe(owner)).id as string;
});

describe('the webhook signature', () => {
  it('refuses an unsigned event with 400, and applies nothing', async () => {
    const { payload } = signedEvent('customer.subscription.updated', { id: subscriptionId, object: 'subscription' });
    const response = await deliver(payload);
    expect(response.status).toBe(400);
    expect(await eventRecord(payload)).toBeUndefined();
  });

  it('refuses an event signed with another secret, or whose body was changed after signing', async () => {
    const forged = signedEvent('customer.subscription.updated', { id: subscriptionId, object: 'subscription' }, 'whsec_forged');
    expect((await deliver(forged.payload, forged.signature)).status).toBe(400);

    const genuine = signedEvent('checkout.session.completed', { object: 'checkout.session', mode: 'payment', client_reference_id: owner.organizationId });
    const tampered = genuine.payload.replace('"payment"', '"subscription"');
    expect((await deliver(tampered, genuine.signature)).status).toBe(400);
    expect(await eventRecord(genuine.payload)).toBeUndefined();
  });

  it('accepts an event signed with the secret, and records it', async () => {
    const { payload, signature } = signedEvent('checkout.session.completed', { object: 'checkout.session', mode: 'payment', client_reference_id: owner.organizationId });
    const response = await deliver(payload, signature);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    // A donation: recorded, the subscription left alone.
    expect(await eventRecord(payload)).toMatchObject({ type: 'checkout.session.completed', householdId: owner.organizationId, applied: false });
  });

  it('answers 200 to a signed event it has no use for, without recording it', async () => {
    const { payload, signature } = signedEvent('invoice.paid', { object: 'invoice' });
    expect((await deliver(payload, signature)).status).toBe(200);
    expect(await eventRecord(payload)).toBeUndefined();
  });
});

describe('each event once', () => {
  it('applies an event delivered twice only the first time', async () => {
    const { payload, signature } = signedEvent('customer.subscription.updated', { id: subscriptionId, object: 'subscription' });
    await overwriteSubscriptionStatus(owner.organizationId, 'past_due');
    expect((await deliver(payload, signature)).status).toBe(200);
    expect(await householdData(owner.organizationId)).toMatchObject({ subscription: { id: subscriptionId, status: 'active' } });
    expect(await eventRecord(payload)).toMatchObject({ applied: true });

    // Whatever changed since, the same event delivered again changes nothing more.
    await overwriteSubscriptionStatus(owner.organizationId, 'past_due');
    expect((await deliver(payload, signature)).status).toBe(200);
    expect(await householdData(owner.organizationId)).toMatchObject({ subscription: { status: 'past_due' } });
  });
});

describe('the period end', () => {
  it('marks the household canceled when the provider says the subscription ended', async () => {
    const household = await signUp('Famille Fin', 'Hugo Fin', 'ended');
    const { id } = await subscribe(household);
    // The provider's side of the period end: the subscription is over.
    const ended = Math.floor(Date.now() / 1000);
    await firestore.doc(`localPaymentSubscriptions/${id as string}`).update({ status: 'canceled', ended_at: ended });

    const { payload, signature } = signedEvent('customer.subscription.deleted', { id, object: 'subscription', status: 'canceled' });
    expect((await deliver(payload, signature)).status).toBe(200);
    expect(await householdData(household.organizationId)).toMatchObject({ subscription: { id, status: 'canceled' } });
  });
});
