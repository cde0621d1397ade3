import { beforeAll, describe, expect, it } from 'vitest';
import { admin } from './helpers.ts';
import { type Account, call, householdData, signUp } from './household-accounts.ts';
import { cancelUrl, checkoutUrl, deliver, overwriteSubscriptionStatus, postForm, signedEvent, subscribe } from './payments-helpers.ts';

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

describe('a subscription that is not the household’s current one', () => {
  const subscriptionOf = async (household: Account) => (await householdData(household.organizationId)).subscription as Record<string, unknown>;
  const atProvider = async (id: string) => (await firestore.doc(`localPaymentSubscriptions/${id}`).get()).data() as { cancel_at_period_end: boolean; ended_at: number | null };
  const portal = (household: Account, customerId: unknown) => call(household, '/payments/customer-portal', { customerId, returnUrl: cancelUrl });

  it('ends late without taking the record from the live subscription', async () => {
    const household = await signUp('Famille Retard', 'Lou Retard', 'late');
    const old = (await subscribe(household)).id as string;
    await firestore.doc(`localPaymentSubscriptions/${old}`).update({ status: 'canceled', ended_at: Math.floor(Date.now() / 1000) });
    const ended = signedEvent('customer.subscription.deleted', { id: old, object: 'subscription' });
    await deliver(ended.payload, ended.signature);
    const current = await subscribe(household);
    expect(current).toMatchObject({ status: 'active' });

    // The old subscription's events, redelivered late and out of order.
    for (const type of ['customer.subscription.updated', 'customer.subscription.deleted', 'customer.subscription.created']) {
      const late = signedEvent(type, { id: old, object: 'subscription' });
      expect((await deliver(late.payload, late.signature)).status).toBe(200);
      expect(await eventRecord(late.payload)).toMatchObject({ type, householdId: household.organizationId });
      expect(await subscriptionOf(household)).toMatchObject({ id: current.id, status: 'active' });
    }
    expect((await portal(household, current.customer)).status).toBe(200);
    expect((await call(household, `/subscriptions/${current.id as string}/cancel`, {})).status).toBe(200);
  });

  it('paid beside the first (two checkouts open at once) keeps both within reach of Annuler and Gérer', async () => {
    const household = await signUp('Famille Course', 'Max Course', 'race');
    // Both checkouts open before either is paid: the service has nothing to refuse yet.
    const pages = [await checkoutUrl(household), await checkoutUrl(household)];
    for (const page of pages) expect((await postForm(page, { card: '4242 4242 4242 4242' })).status).toBe(303);
    const live = (await firestore.collection('localPaymentSubscriptions').where('metadata.householdId', '==', household.organizationId).get()).docs.map((doc) => doc.id);
    expect(live).toHaveLength(2);

    const first = await subscriptionOf(household);
    expect(live).toContain(first.id);
    expect(first).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect((await portal(household, first.customer)).status).toBe(200);

    // 'Annuler' on the one shown: the record moves to the other, which would still bill.
    expect((await call(household, `/subscriptions/${first.id as string}/cancel`, {})).status).toBe(200);
    const second = await subscriptionOf(household);
    expect(second).toMatchObject({ id: live.find((id) => id !== first.id), status: 'active', cancel_at_period_end: false });
    expect((await portal(household, second.customer)).status).toBe(200);
    expect((await call(household, `/subscriptions/${second.id as string}/cancel`, {})).status).toBe(200);

    // Neither bills again; the record holds one of them, still under 'Gérer' and 'Réactiver'.
    for (const id of live) expect(await atProvider(id)).toMatchObject({ cancel_at_period_end: true, ended_at: null });
    const last = await subscriptionOf(household);
    expect(last).toMatchObject({ status: 'active_until_period_end', cancel_at_period_end: true });
    expect((await portal(household, last.customer)).status).toBe(200);
    expect((await call(household, `/subscriptions/${last.id as string}/reactivate`, {})).status).toBe(200);
  });

  it('ending while another is live moves the record to the live one, never to the ended one', async () => {
    const household = await signUp('Famille Relais', 'Eva Relais', 'relay');
    const pages = [await checkoutUrl(household), await checkoutUrl(household)];
    for (const page of pages) await postForm(page, { card: '4242 4242 4242 4242' });
    const shown = await subscriptionOf(household);
    const other = (await firestore.collection('localPaymentSubscriptions').where('metadata.householdId', '==', household.organizationId).get()).docs.find((doc) => doc.id !== shown.id)?.id;

    // The provider ends the recorded one (its period over, or cancelled at once in its portal).
    await firestore.doc(`localPaymentSubscriptions/${shown.id as string}`).update({ status: 'canceled', ended_at: Math.floor(Date.now() / 1000) });
    const ended = signedEvent('customer.subscription.deleted', { id: shown.id, object: 'subscription' });
    expect((await deliver(ended.payload, ended.signature)).status).toBe(200);
    expect(await subscriptionOf(household)).toMatchObject({ id: other, status: 'active' });
  });
});
