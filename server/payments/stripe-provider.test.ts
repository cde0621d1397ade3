import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeProvider } from './stripe-provider.ts';

// The Stripe provider against a small HTTP server posing as api.stripe.com: what it asks
// Stripe for (the form-encoded parameters) and how it reads the answers. Stripe itself is not
// reached from here, so this proves our side of the conversation only.

interface Received {
  method: string;
  path: string;
  params: Record<string, string>;
}

const received: Received[] = [];

const subscription = {
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  cancel_at_period_end: true,
  canceled_at: 1_767_225_600,
  ended_at: null,
  metadata: { householdId: 'org-1' },
  default_payment_method: { id: 'pm_1', object: 'payment_method', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2029 } },
  items: {
    object: 'list',
    data: [
      {
        id: 'si_1',
        current_period_start: 1_767_225_600,
        current_period_end: 1_769_904_000,
        price: { id: 'price_m', unit_amount: 499, currency: 'eur', recurring: { interval: 'month', interval_count: 1 }, product: { id: 'prod_family', name: 'Famille' } },
      },
    ],
  },
};

const list = (data: object[]) => ({ object: 'list', data, has_more: false, url: '/v1/list' });

function answer(method: string, path: string): object {
  if (method === 'GET' && path === '/v1/products') return list([{ id: 'prod_family', object: 'product', active: true, name: 'Famille', description: null, metadata: {}, marketing_features: [] }]);
  if (method === 'GET' && path === '/v1/prices') {
    return list([{ id: 'price_m', object: 'price', active: true, product: 'prod_family', currency: 'eur', unit_amount: 499, custom_unit_amount: null, recurring: { interval: 'month', interval_count: 1 } }]);
  }
  if (method === 'POST' && path === '/v1/checkout/sessions') return { id: 'cs_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_1' };
  if (method === 'POST' && path === '/v1/billing_portal/sessions') return { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/bps_1' };
  if (method === 'GET' && path === '/v1/subscriptions/search') {
    return {
      object: 'search_result',
      data: [
        subscription,
        { ...subscription, id: 'sub_past_due', status: 'past_due' },
        { ...subscription, id: 'sub_ended', status: 'canceled', ended_at: 1_767_225_600 },
        { ...subscription, id: 'sub_expired', status: 'incomplete_expired' },
      ],
      has_more: false,
      next_page: null,
      url: '/v1/subscriptions/search',
    };
  }
  if (path === '/v1/subscriptions/sub_1') return subscription;
  return { error: { type: 'invalid_request_error', message: `No stand-in for ${method} ${path}` } };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

let server: Server;
let provider: ReturnType<typeof stripeProvider>;

beforeAll(async () => {
  server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      const params = Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : body));
      received.push({ method: request.method ?? '', path: url.pathname, params });
      const payload = answer(request.method ?? '', url.pathname);
      response.writeHead('error' in payload ? 404 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  provider = stripeProvider('sk_test_stand_in', { host: '127.0.0.1', port, protocol: 'http' });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const lastRequest = () => received[received.length - 1];

describe('the Stripe provider', () => {
  it('lists the active products and prices as plans', async () => {
    const plans = await provider.listPlans();
    expect(plans).toEqual([
      expect.objectContaining({ id: 'prod_family', name: 'Famille', prices: [expect.objectContaining({ id: 'price_m', unit_amount: 499, product_id: 'prod_family' })] }),
    ]);
    expect(received.filter((request) => request.method === 'GET').map((request) => [request.path, request.params.active])).toEqual([
      ['/v1/products', 'true'],
      ['/v1/prices', 'true'],
    ]);
  });

  it('starts a subscription checkout carrying the household to the subscription, for its existing customer', async () => {
    const url = await provider.createSubscriptionCheckout({ householdId: 'org-1', priceId: 'price_m', successUrl: 'https://app.test/s', cancelUrl: 'https://app.test/c', customerId: 'cus_1', email: 'a@b.test' });
    expect(url).toBe('https://checkout.stripe.com/c/pay/cs_1');
    expect(lastRequest()).toMatchObject({
      path: '/v1/checkout/sessions',
      params: {
        mode: 'subscription',
        'line_items[0][price]': 'price_m',
        'line_items[0][quantity]': '1',
        client_reference_id: 'org-1',
        'metadata[householdId]': 'org-1',
        'subscription_data[metadata][householdId]': 'org-1',
        customer: 'cus_1',
        success_url: 'https://app.test/s',
        cancel_url: 'https://app.test/c',
        locale: 'fr',
      },
    });
    expect(lastRequest()?.params).not.toHaveProperty('customer_email');
  });

  it('starts a donation in payment mode for the amount chosen in the app', async () => {
    await provider.createDonationCheckout({ householdId: 'org-1', amount: 2000, currency: 'eur', successUrl: 'https://app.test/s', cancelUrl: 'https://app.test/c', email: 'a@b.test' });
    expect(lastRequest()?.params).toMatchObject({
      mode: 'payment',
      submit_type: 'donate',
      'line_items[0][price_data][unit_amount]': '2000',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][product_data][name]': 'Don à Nioo',
      customer_email: 'a@b.test',
      'metadata[householdId]': 'org-1',
    });

    await provider.createDonationCheckout({ householdId: 'org-1', amount: 5000, currency: 'eur', productId: 'prod_gift', successUrl: 'https://app.test/s', cancelUrl: 'https://app.test/c' });
    expect(lastRequest()?.params).toMatchObject({ 'line_items[0][price_data][product]': 'prod_gift', 'line_items[0][price_data][unit_amount]': '5000' });
  });

  it('opens the billing portal of a customer', async () => {
    expect(await provider.createPortalSession('cus_1', 'https://app.test/organization')).toBe('https://billing.stripe.com/p/session/bps_1');
    expect(lastRequest()?.params).toMatchObject({ customer: 'cus_1', return_url: 'https://app.test/organization' });
  });

  it('cancels at period end and reads the subscription back with its card and product', async () => {
    const updated = await provider.setCancelAtPeriodEnd('sub_1', true);
    expect(lastRequest()).toMatchObject({
      method: 'POST',
      path: '/v1/subscriptions/sub_1',
      params: { cancel_at_period_end: 'true', 'expand[0]': 'default_payment_method', 'expand[1]': 'items.data.price.product' },
    });
    expect(updated).toMatchObject({ id: 'sub_1', cancel_at_period_end: true, default_payment_method: { card: { last4: '4242' } } });

    await provider.setCancelAtPeriodEnd('sub_1', false);
    expect(lastRequest()?.params.cancel_at_period_end).toBe('false');
  });

  it('retrieves a subscription expanded', async () => {
    expect(await provider.retrieveSubscription('sub_1')).toMatchObject({ items: { data: [{ price: { product: { name: 'Famille' } } }] } });
    expect(lastRequest()).toMatchObject({ method: 'GET', path: '/v1/subscriptions/sub_1', params: { 'expand[0]': 'default_payment_method' } });
  });

  it("finds the household's live subscriptions by the metadata its checkout set", async () => {
    expect(await provider.liveSubscriptionIds("org-1'x")).toEqual(['sub_1', 'sub_past_due']);
    expect(lastRequest()).toMatchObject({ method: 'GET', path: '/v1/subscriptions/search', params: { query: "metadata['householdId']:'org-1\\'x'" } });
  });
});
