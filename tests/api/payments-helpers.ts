import { FieldValue } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { LOCAL_WEBHOOK_SECRET } from './global-setup.ts';
import { admin, stack } from './helpers.ts';
import { type Account, householdData, joinDirectly, signUp } from './household-accounts.ts';

// Households, their members and the local checkout for the payment API tests.

const { firestore } = admin();

export const successUrl = `${stack.appOrigin}/subscription/success`;
export const cancelUrl = `${stack.appOrigin}/organization`;
export const MONTHLY_PRICE = 'price_local_famille_month';

export function bearer(account: Pick<Account, 'idToken'> | null): Record<string, string> {
  return account ? { Authorization: `Bearer ${account.idToken}` } : {};
}

export function getAs(account: Pick<Account, 'idToken'> | null, path: string) {
  return fetch(`${stack.api}${path}`, { headers: bearer(account) });
}

/** An owner's household with a member (current household theirs too) and a stranger owning another. */
export async function householdWithMember(): Promise<{ owner: Account; member: Account; stranger: Account }> {
  const [owner, member, stranger] = await Promise.all([
    signUp('Famille Abonnée', 'Camille Martin', 'owner'),
    signUp('Famille Membre', 'Léa Martin', 'member'),
    signUp('Famille Voisine', 'Hugo Voisin', 'stranger'),
  ]);
  await joinDirectly(member, owner.organizationId, 'member');
  await firestore.doc(`users/${member.uid}`).update({ defaultOrganizationId: owner.organizationId });
  return { owner, member, stranger };
}

/** A page of the service at the address it answered on the app's origin, which the API tests do not serve. */
export function onService(url: string): string {
  const address = new URL(url);
  expect(address.origin).toBe(stack.appOrigin);
  return `${stack.api}${address.pathname}${address.search}`;
}

const entities: Readonly<Record<string, string>> = { '&#39;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/** A page's HTML with the escaped characters of its text back, to look for sentences in it. */
export async function pageText(response: Response): Promise<string> {
  return (await response.text()).replace(/&#39;|&quot;|&lt;|&gt;|&amp;/g, (entity) => entities[entity] ?? entity);
}

/** Posts a page's form, as the browser would, without following the redirect. */
export function postForm(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

export async function checkoutUrl(account: Account, priceId = MONTHLY_PRICE): Promise<string> {
  const response = await fetch(`${stack.api}/payments/checkout-sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(account) },
    body: JSON.stringify({ priceId, successUrl, cancelUrl }),
  });
  expect(response.status).toBe(200);
  return onService(((await response.json()) as { data: { url: string } }).data.url);
}

/** Subscribes the owner's household through the local checkout page with the card that succeeds. */
export async function subscribe(owner: Account, priceId = MONTHLY_PRICE): Promise<Record<string, unknown>> {
  const paid = await postForm(await checkoutUrl(owner, priceId), { card: '4242 4242 4242 4242' });
  expect(paid.status).toBe(303);
  const subscription = (await householdData(owner.organizationId)).subscription as Record<string, unknown> | undefined;
  expect(subscription).toBeDefined();
  return subscription ?? {};
}

/** An event as Stripe would send it, signed with `secret` (the suite's local secret unless a forgery). */
export function signedEvent(type: string, object: Record<string, unknown>, secret = LOCAL_WEBHOOK_SECRET) {
  const payload = JSON.stringify({ id: `evt_test_${crypto.randomUUID().replaceAll('-', '')}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

export function deliver(payload: string, signature?: string) {
  return fetch(`${stack.api}/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'Stripe-Signature': signature } : {}) },
    body: payload,
  });
}

/** Changes the household's stored subscription behind the webhook's back, as another writer would. */
export async function overwriteSubscriptionStatus(householdId: string, status: string): Promise<void> {
  await firestore.doc(`organizations/${householdId}`).update({ 'subscription.status': status, updatedAt: FieldValue.serverTimestamp() });
}
