import { beforeAll, describe, expect, it } from 'vitest';
import { planSchema } from '../../src/domain/billing/plan.ts';
import { subscriptionSchema } from '../../src/domain/billing/subscription.ts';
import { demoAccount } from '../../scripts/seed/demo-account.ts';
import { admin, passwordIdToken, stack } from './helpers.ts';
import { type Account, call, expectRefusal, householdData, signUp } from './household-accounts.ts';
import { cancelUrl, deliver, getAs, householdWithMember, MONTHLY_PRICE, onService, overwriteSubscriptionStatus, signedEvent, subscribe, successUrl } from './payments-helpers.ts';

// The seven calls of spec A §7 on the local provider, each with the household's owner, one of
// its members and a stranger (the owner of another household); every call acts on the caller's
// current household.

const { firestore } = admin();

let owner: Account;
let member: Account;
let stranger: Account;
let subscriptionId: string;
let customerId: string;

beforeAll(async () => {
  ({ owner, member, stranger } = await householdWithMember());
});

const offSite = 'https://evil.example/organization';

describe('GET /payments/products', () => {
  it.each([
    ['the owner', () => owner],
    ['a member', () => member],
    ['a stranger, for their own household', () => stranger],
  ])('gives %s the plans: two paid ones and a donation', async (_, who) => {
    const response = await getAs(who(), '/payments/products');
    expect(response.status).toBe(200);
    const { success, data } = (await response.json()) as { success: boolean; data: unknown[] };
    expect(success).toBe(true);
    const plans = data.map((plan) => planSchema.parse(plan));
    expect(plans.map((plan) => plan.name)).toEqual(['Famille', 'Premium', 'Faire un don']);
  });

  it('refuses a signed-out caller with the spec sentence', async () => {
    await expectRefusal(await getAs(null, '/payments/products'), 401, 'billing.errors.signInRequired', 'Vous devez être connecté pour vous abonner');
  });
});

describe('POST /payments/checkout-sessions', () => {
  it('gives the owner a checkout page on the app origin, for their household', async () => {
    const response = await call(owner, '/payments/checkout-sessions', { priceId: MONTHLY_PRICE, successUrl, cancelUrl });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { url: string } };
    const sessionId = new URL(data.url).pathname.split('/').pop() ?? '';
    expect(data.url).toBe(`${stack.appOrigin}/payments/local/checkout/${sessionId}`);
    const session = (await firestore.doc(`localCheckoutSessions/${sessionId}`).get()).data();
    expect(session).toMatchObject({ mode: 'subscription', householdId: owner.organizationId, priceId: MONTHLY_PRICE, amount: 499, status: 'open' });
  });

  it('refuses a member: only owners subscribe', async () => {
    const response = await call(member, '/payments/checkout-sessions', { priceId: MONTHLY_PRICE, successUrl, cancelUrl });
    await expectRefusal(response, 403, 'billing.errors.ownersOnly', 'Seuls les propriétaires du foyer peuvent gérer son abonnement.');
  });

  it("starts a stranger's checkout for their own household, never another", async () => {
    const response = await call(stranger, '/payments/checkout-sessions', { priceId: MONTHLY_PRICE, successUrl, cancelUrl });
    const { data } = (await response.json()) as { data: { url: string } };
    const session = (await firestore.doc(`localCheckoutSessions/${new URL(data.url).pathname.split('/').pop() ?? ''}`).get()).data();
    expect(session?.householdId).toBe(stranger.organizationId);
  });

  it('refuses an unknown price and a one-off price with the spec sentence', async () => {
    for (const priceId of ['price_unknown', 'donation_local']) {
      const response = await call(owner, '/payments/checkout-sessions', { priceId, successUrl, cancelUrl });
      await expectRefusal(response, 400, 'billing.errors.missingPrice', 'Information de prix manquante');
    }
  });

  it('refuses return addresses off the app origin', async () => {
    for (const body of [{ successUrl: offSite, cancelUrl }, { successUrl, cancelUrl: offSite }]) {
      const response = await call(owner, '/payments/checkout-sessions', { priceId: MONTHLY_PRICE, ...body });
      await expectRefusal(response, 400, 'billing.errors.returnUrl', "L'adresse de retour doit être une page de l'application.");
    }
  });
});

describe('POST /payments/checkout-sessions/donation', () => {
  const donation = { amount: 2000, mode: 'payment', successUrl, cancelUrl };

  it.each([
    ['a member, for the household they are in', () => member, () => owner.organizationId],
    ['the owner', () => owner, () => owner.organizationId],
    ['a stranger, for their own household', () => stranger, () => stranger.organizationId],
  ])('lets %s donate 20 €', async (_, who, household) => {
    const response = await call(who(), '/payments/checkout-sessions/donation', donation);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { url: string } };
    const session = (await firestore.doc(`localCheckoutSessions/${new URL(data.url).pathname.split('/').pop() ?? ''}`).get()).data();
    expect(session).toMatchObject({ mode: 'payment', amount: 2000, currency: 'eur', productName: 'Don à Nioo', householdId: household() });
  });

  it('refuses a donation under 10 €', async () => {
    const response = await call(member, '/payments/checkout-sessions/donation', { ...donation, amount: 999 });
    await expectRefusal(response, 400, 'validation.donationMinimum', 'Le montant minimum est de 10€');
  });

  it('names the donation plan when the app sends one of its prices, and refuses a recurring one', async () => {
    await expectRefusal(await call(member, '/payments/checkout-sessions/donation', { ...donation, priceId: MONTHLY_PRICE }), 400, 'billing.errors.missingPrice', 'Information de prix manquante');
    expect((await call(member, '/payments/checkout-sessions/donation', { ...donation, priceId: 'donation_local' })).status).toBe(200);
  });

  it('refuses return addresses off the app origin, and a signed-out caller', async () => {
    await expectRefusal(await call(member, '/payments/checkout-sessions/donation', { ...donation, successUrl: offSite }), 400, 'billing.errors.returnUrl', "L'adresse de retour doit être une page de l'application.");
    expect((await call(null, '/payments/checkout-sessions/donation', donation)).status).toBe(401);
  });
});

describe('once subscribed', () => {
  beforeAll(async () => {
    const subscription = await subscribe(owner);
    subscriptionId = subscription.id as string;
    customerId = subscription.customer as string;
  });

  describe('GET /subscriptions', () => {
    it.each([
      ['the owner', () => owner],
      ['a member', () => member],
    ])("shows %s the household's subscription", async (_, who) => {
      const response = await getAs(who(), '/subscriptions');
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: unknown };
      expect(subscriptionSchema.parse(data)).toMatchObject({
        id: subscriptionId,
        status: 'active',
        cancel_at_period_end: false,
        payment_method: { brand: 'visa', last4: '4242' },
        product: { id: 'prod_local_famille', name: 'Famille' },
        price: { id: MONTHLY_PRICE, unit_amount: 499, currency: 'eur', recurring: { interval: 'month' } },
      });
    });

    it('shows a stranger only their own household, which has none', async () => {
      const response = await getAs(stranger, '/subscriptions');
      expect(await response.json()).toEqual({ success: true, data: null });
    });
  });

  describe('POST /payments/customer-portal', () => {
    it("opens the owner's portal on the app origin", async () => {
      const response = await call(owner, '/payments/customer-portal', { customerId, returnUrl: cancelUrl });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { url: string } };
      expect(data.url).toMatch(new RegExp(`^${stack.appOrigin}/payments/local/portal/bps_local_[0-9a-f]{48}$`));
      expect((await fetch(onService(data.url))).status).toBe(200);
    });

    it('refuses a member', async () => {
      await expectRefusal(await call(member, '/payments/customer-portal', { customerId, returnUrl: cancelUrl }), 403, 'billing.errors.ownersOnly', 'Seuls les propriétaires du foyer peuvent gérer son abonnement.');
    });

    it("refuses a stranger the household's customer", async () => {
      await expectRefusal(await call(stranger, '/payments/customer-portal', { customerId, returnUrl: cancelUrl }), 404, 'billing.errors.customerNotFound', 'ID client non trouvé');
    });

    it('refuses a return address off the app origin', async () => {
      await expectRefusal(await call(owner, '/payments/customer-portal', { customerId, returnUrl: offSite }), 400, 'billing.errors.returnUrl', "L'adresse de retour doit être une page de l'application.");
    });
  });

  describe('POST /subscriptions/:id/cancel and /reactivate', () => {
    it('refuses a member', async () => {
      await expectRefusal(await call(member, `/subscriptions/${subscriptionId}/cancel`, {}), 403, 'billing.errors.ownersOnly', 'Seuls les propriétaires du foyer peuvent gérer son abonnement.');
      await expectRefusal(await call(member, `/subscriptions/${subscriptionId}/reactivate`, {}), 403, 'billing.errors.ownersOnly', 'Seuls les propriétaires du foyer peuvent gérer son abonnement.');
    });

    it("refuses a stranger the household's subscription", async () => {
      await expectRefusal(await call(stranger, `/subscriptions/${subscriptionId}/cancel`, {}), 404, 'billing.errors.noSubscriptionToCancel', 'Aucun abonnement trouvé à annuler');
      await expectRefusal(await call(stranger, `/subscriptions/${subscriptionId}/reactivate`, {}), 404, 'billing.errors.noSubscriptionToReactivate', 'Aucun abonnement trouvé à réactiver');
    });

    it('cancels at period end for the owner, then reactivates; the webhook writes the household each time', async () => {
      const cancelled = await call(owner, `/subscriptions/${subscriptionId}/cancel`, {});
      expect(cancelled.status).toBe(200);
      const { data } = (await cancelled.json()) as { data: unknown };
      expect(subscriptionSchema.parse(data)).toMatchObject({ id: subscriptionId, status: 'active_until_period_end', cancel_at_period_end: true });
      expect(await householdData(owner.organizationId)).toMatchObject({ subscription: { status: 'active_until_period_end', cancel_at_period_end: true } });

      const reactivated = await call(owner, `/subscriptions/${subscriptionId}/reactivate`, {});
      expect(reactivated.status).toBe(200);
      expect(await householdData(owner.organizationId)).toMatchObject({ subscription: { status: 'active', cancel_at_period_end: false, canceled_at: null } });
    });
  });
});

describe('a second subscription', () => {
  const alreadySubscribed = 'Votre foyer a déjà un abonnement en cours. Pour changer de plan, utilisez « Gérer ».';
  let household: Account;
  let id: string;

  beforeAll(async () => {
    household = await signUp('Famille Double', 'Nina Double', 'double');
    id = (await subscribe(household)).id as string;
  });

  const openSessions = async () => (await firestore.collection('localCheckoutSessions').where('householdId', '==', household.organizationId).where('mode', '==', 'subscription').get()).size;
  const checkout = (priceId: string) => call(household, '/payments/checkout-sessions', { priceId, successUrl, cancelUrl });

  it.each([
    ['another paid plan', 'price_local_premium_month'],
    ['the same plan yearly', 'price_local_famille_year'],
    ['the same price again', MONTHLY_PRICE],
  ])('is refused with 409 for %s while the subscription is live, and no checkout opens', async (_, priceId) => {
    const before = await openSessions();
    await expectRefusal(await checkout(priceId), 409, 'billing.errors.alreadySubscribed', alreadySubscribed);
    expect(await openSessions()).toBe(before);
  });

  it('is refused while the subscription runs to its cancelled period end, is past due or in trial', async () => {
    expect((await call(household, `/subscriptions/${id}/cancel`, {})).status).toBe(200);
    await expectRefusal(await checkout('price_local_premium_month'), 409, 'billing.errors.alreadySubscribed', alreadySubscribed);
    expect((await call(household, `/subscriptions/${id}/reactivate`, {})).status).toBe(200);
    for (const status of ['past_due', 'trialing', 'incomplete']) {
      await overwriteSubscriptionStatus(household.organizationId, status);
      await expectRefusal(await checkout('price_local_premium_month'), 409, 'billing.errors.alreadySubscribed', alreadySubscribed);
    }
    await overwriteSubscriptionStatus(household.organizationId, 'active');
  });

  it('still lets the household donate', async () => {
    expect((await call(household, '/payments/checkout-sessions/donation', { amount: 2000, mode: 'payment', successUrl, cancelUrl })).status).toBe(200);
  });

  it('opens again once the subscription has ended', async () => {
    await firestore.doc(`localPaymentSubscriptions/${id}`).update({ status: 'canceled', ended_at: Math.floor(Date.now() / 1000) });
    const { payload, signature } = signedEvent('customer.subscription.deleted', { id, object: 'subscription', status: 'canceled' });
    expect((await deliver(payload, signature)).status).toBe(200);
    expect(await householdData(household.organizationId)).toMatchObject({ subscription: { id, status: 'canceled' } });
    expect((await checkout('price_local_premium_month')).status).toBe(200);
  });
});

describe('the demo household', () => {
  it('is subscribed on the local provider, so its panel has a status card', async () => {
    const idToken = await passwordIdToken(demoAccount.email, demoAccount.password);
    const { data } = (await (await getAs({ idToken }, '/subscriptions')).json()) as { data: unknown };
    expect(subscriptionSchema.parse(data)).toMatchObject({ status: 'active', payment_method: { last4: '4242' }, product: { name: 'Famille' } });
  });
});
