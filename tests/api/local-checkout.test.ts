import { beforeAll, describe, expect, it } from 'vitest';
import { admin, stack } from './helpers.ts';
import { type Account, call, householdData, signUp } from './household-accounts.ts';
import { cancelUrl, checkoutUrl, onService, pageText, postForm, subscribe, successUrl } from './payments-helpers.ts';

// The local provider's checkout and portal pages, as a browser uses them: plain forms posted
// form-encoded, answered with a page or a redirect.

const { firestore } = admin();

const paymentEventsOf = async (householdId: string) => (await firestore.collection('paymentEvents').where('householdId', '==', householdId).get()).docs.map((doc) => doc.data());

describe('the local checkout page', () => {
  let owner: Account;
  beforeAll(async () => {
    owner = await signUp('Famille Caisse', 'Camille Caisse', 'checkout');
  });

  it('is a French form with a labelled card field, under a policy that allows its own style and forms only', async () => {
    const url = await checkoutUrl(owner);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(
      new RegExp(`^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; form-action 'self' ${stack.appOrigin}; frame-ancestors 'none'; base-uri 'none'$`),
    );
    const page = await response.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('<label for="card">Numéro de carte</label>');
    expect(page).toContain('Abonnement Famille');
    expect(page).toContain('4,99\u00a0€ par mois');
    expect(page).toContain(`<form method="post" action="${new URL(url).pathname}">`);
    expect(page).toContain(`<a href="${cancelUrl}">Annuler et revenir à Nioo</a>`);
    expect(page).not.toContain('<script');
  });

  it('declines 4000 0000 0000 0002 with a message, and writes nothing on the household', async () => {
    const url = await checkoutUrl(owner);
    const declined = await postForm(url, { card: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    const page = await declined.text();
    expect(page).toContain('<p id="card-error" class="error" role="alert">Votre carte a été refusée. Essayez avec une autre carte.</p>');
    expect(page).toContain('aria-invalid="true"');
    expect((await householdData(owner.organizationId)).subscription).toBeUndefined();
    expect(await paymentEventsOf(owner.organizationId)).toEqual([]);
    // The session stays open: the user may try another card.
    expect((await fetch(url)).status).toBe(200);
  });

  it('says an unknown number is no test card', async () => {
    const response = await postForm(await checkoutUrl(owner), { card: '1234' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Numéro de carte invalide. Utilisez une des cartes de test.');
  });

  it('pays with 4242 4242 4242 4242: back to the success page, the subscription written on the household by the webhook', async () => {
    const url = await checkoutUrl(owner);
    const paid = await postForm(url, { card: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(successUrl);

    const household = await householdData(owner.organizationId);
    expect(household.subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      customer: expect.stringMatching(/^cus_local_/) as unknown,
      payment_method: { brand: 'visa', last4: '4242', exp_month: 12 },
      product: { id: 'prod_local_famille', name: 'Famille' },
      price: { id: 'price_local_famille_month', unit_amount: 499, currency: 'eur', recurring: { interval: 'month', interval_count: 1 } },
    });
    const subscription = household.subscription as { current_period_start: { toDate(): Date }; current_period_end: { toDate(): Date } };
    expect(subscription.current_period_end.toDate().getTime()).toBeGreaterThan(subscription.current_period_start.toDate().getTime());
    expect((await paymentEventsOf(owner.organizationId)).map((event) => event.type).sort()).toEqual(['checkout.session.completed', 'customer.subscription.created']);

    // A session pays once: the form sent again finds it closed.
    const again = await postForm(url, { card: '4242 4242 4242 4242' });
    expect(again.status).toBe(410);
    expect(await pageText(again)).toContain("Cette session de paiement n'est plus valide.");
  });

  it('answers an unknown session with a page saying so', async () => {
    const response = await fetch(`${stack.api}/payments/local/checkout/cs_local_unknown`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Session de paiement introuvable.');
  });

  it('takes a donation without touching the subscription', async () => {
    const donor = await signUp('Famille Don', 'Léa Don', 'donor');
    const response = await call(donor, '/payments/checkout-sessions/donation', { amount: 2000, mode: 'payment', successUrl, cancelUrl });
    const { data } = (await response.json()) as { data: { url: string } };
    const page = await fetch(onService(data.url));
    expect(await page.text()).toContain('Payer 20,00\u00a0€');
    expect((await postForm(onService(data.url), { card: '4242424242424242' })).status).toBe(303);
    expect((await householdData(donor.organizationId)).subscription).toBeUndefined();
    expect(await paymentEventsOf(donor.organizationId)).toMatchObject([{ type: 'checkout.session.completed', applied: false }]);
  });
});

describe('the local portal page', () => {
  let owner: Account;
  let portal: string;
  beforeAll(async () => {
    owner = await signUp('Famille Portail', 'Hugo Portail', 'portal');
    const { customer } = await subscribe(owner);
    const response = await call(owner, '/payments/customer-portal', { customerId: customer, returnUrl: cancelUrl });
    portal = onService(((await response.json()) as { data: { url: string } }).data.url);
  });

  const subscriptionOf = async () => (await householdData(owner.organizationId)).subscription as Record<string, unknown>;

  it('shows the plan, the card, the renewal date and the way back', async () => {
    const page = await (await fetch(portal)).text();
    expect(page).toContain('Plan Famille');
    expect(page).toContain('Carte visa se terminant par 4242');
    expect(page).toMatch(/Prochain renouvellement le \d{1,2} \S+ \d{4}/);
    expect(page).toContain(`<a href="${cancelUrl}">Retour à Nioo</a>`);
  });

  it('cancels at period end, then reactivates', async () => {
    const cancelled = await postForm(`${portal}/cancel`, {});
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${new URL(portal).pathname}?done=canceled`);
    expect(await subscriptionOf()).toMatchObject({ status: 'active_until_period_end', cancel_at_period_end: true });
    const page = await pageText(await fetch(`${portal}?done=canceled`));
    expect(page).toContain("L'abonnement se terminera à la fin de la période.");
    expect(page).toMatch(/Se termine le \d{1,2} \S+ \d{4}/);
    expect(page).toContain("Réactiver l'abonnement");

    expect((await postForm(`${portal}/reactivate`, {})).status).toBe(303);
    expect(await subscriptionOf()).toMatchObject({ status: 'active', cancel_at_period_end: false, canceled_at: null });
  });

  it('changes the card, and declines the declined card', async () => {
    const declined = await postForm(`${portal}/card`, { card: '4000000000000002' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Votre carte a été refusée.');
    expect(await subscriptionOf()).toMatchObject({ payment_method: { last4: '4242' } });

    expect((await postForm(`${portal}/card`, { card: '5555 5555 5555 4444' })).status).toBe(303);
    expect(await subscriptionOf()).toMatchObject({ payment_method: { brand: 'mastercard', last4: '4444' } });
  });

  it("changes the plan, which is how 'Gérer' replaces a second subscription; the household's record follows", async () => {
    const page = await pageText(await fetch(portal));
    expect(page).toContain('<h2>Changer de plan</h2>');
    expect(page).toContain('Passer au plan Premium : 9,99\u00a0€ par mois');
    expect(page).toContain('Passer au plan Famille : 49,90\u00a0€ par an');
    expect(page).not.toContain('Passer au plan Famille : 4,99');

    const refused = await postForm(`${portal}/plan`, { price: 'donation_local' });
    expect(refused.status).toBe(400);
    expect(await pageText(refused)).toContain("Ce plan n'est pas proposé.");
    expect(await subscriptionOf()).toMatchObject({ product: { id: 'prod_local_famille' } });

    const changed = await postForm(`${portal}/plan`, { price: 'price_local_premium_month' });
    expect(changed.status).toBe(303);
    expect(changed.headers.get('location')).toBe(`${new URL(portal).pathname}?done=planChanged`);
    expect(await subscriptionOf()).toMatchObject({ status: 'active', product: { id: 'prod_local_premium', name: 'Premium' }, price: { id: 'price_local_premium_month', unit_amount: 999 } });
    expect(await pageText(await fetch(`${portal}?done=planChanged`))).toContain('Le plan a été changé.');
  });

  it('answers a closed or unknown portal link with a page saying so', async () => {
    const response = await fetch(`${stack.api}/payments/local/portal/bps_local_unknown`);
    expect(response.status).toBe(410);
    expect(await pageText(response)).toContain("Cette session du portail n'est plus valide.");
  });
});
