// @vitest-environment jsdom
// The checkouts build their return addresses from the page's origin, as in the browser.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscriptionSchema, type Subscription } from '@/domain/billing/subscription';
import { planSchema } from '@/domain/billing/plan';
import { useHousehold } from '@/features/household';
import { resetAllStores } from '@/lib/create-store';
import { buildHousehold } from '@/testing/sessions';
import { useBilling } from '.';
import { SUBSCRIPTION_SYNC_WAIT_MS } from './actions/subscription';

// The billing store through the app's real API client, whose fetch is the test's: the requests
// each action sends, what it shows meanwhile, the messages of spec A §8 when the service
// refuses, and where the browser is sent. The service's own checks are the API suite's; the
// period-end write is period-end.emulator.test.ts's.

const fetchStub = vi.hoisted(() => vi.fn<(url: string, init: RequestInit) => Promise<Response>>());

vi.mock('@/lib/api', async () => {
  const { createApiClient } = await import('@/lib/api-client');
  return { api: createApiClient({ getIdToken: async () => 'id-token', fetch: (url, init) => fetchStub(String(url), init ?? {}) }) };
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json(200, { success: true, data });
const refusal = (status: number, code?: string) => json(status, { message: 'refusé', ...(code ? { code } : {}) });

function sent(call = 0) {
  const [url, init] = fetchStub.mock.calls[call] ?? [];
  return { url, method: init?.method, body: init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown) };
}

const price = (id: string, interval: 'month' | 'year' | null, unit_amount = 499) => ({ id, product_id: 'p', unit_amount, currency: 'eur', recurring: interval ? { interval } : null });
const premium = planSchema.parse({ id: 'premium', name: 'Premium', prices: [price('premium_m', 'month'), price('premium_y', 'year', 4990)] });
const donation = planSchema.parse({ id: 'don', name: 'Faire un don', prices: [price('donation_free', null, 0)] });
const donationWithPrice = planSchema.parse({ id: 'don', name: 'Faire un don', prices: [price('price_don', null, 0)] });

const active: Subscription = subscriptionSchema.parse({
  id: 'sub_1',
  customer: 'cus_1',
  status: 'active',
  current_period_end: new Date('2030-01-01T00:00:00Z'),
  cancel_at_period_end: false,
  product: { id: 'premium', name: 'Premium' },
});

function showHousehold(subscription: Subscription | null) {
  useHousehold.setState({ userId: 'user-1', roles: { 'org-1': 'owner' }, household: buildHousehold({ subscription }) });
}

let left: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  showHousehold(active);
  left = vi.fn();
  useBilling.setState({ leave: left });
});

afterEach(() => {
  fetchStub.mockReset();
  vi.useRealTimers();
  resetAllStores();
});

describe('loadPlans', () => {
  it('loads the plans once', async () => {
    fetchStub.mockResolvedValueOnce(ok([premium, donation]));
    await useBilling.getState().loadPlans();
    await useBilling.getState().loadPlans();
    expect(useBilling.getState().plans).toEqual({ status: 'loaded', loaded: [premium, donation], error: null });
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(sent()).toEqual({ url: '/payments/products', method: 'GET', body: undefined });
  });

  it("says 'Impossible de charger les plans…' when the server refuses, and loads again when asked", async () => {
    fetchStub.mockResolvedValueOnce(refusal(403));
    await useBilling.getState().loadPlans();
    expect(useBilling.getState().plans).toEqual({ status: 'failed', loaded: [], error: 'billing.plans.loadFailed' });

    fetchStub.mockResolvedValueOnce(ok([premium]));
    await useBilling.getState().loadPlans();
    expect(useBilling.getState().plans.status).toBe('loaded');
  });

  it("says 'Impossible de se connecter au serveur de paiement…' once three attempts found no server, pausing 1 s then 2 s", async () => {
    vi.useFakeTimers();
    fetchStub.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const loading = useBilling.getState().loadPlans();
    expect(useBilling.getState().plans.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 2_000);
    await loading;
    expect(fetchStub).toHaveBeenCalledTimes(3);
    expect(useBilling.getState().plans).toEqual({ status: 'failed', loaded: [], error: 'billing.plans.networkError' });
  });
});

describe('subscribe', () => {
  it("starts checkout with the chosen interval's price and the app's return addresses, then leaves for the provider", async () => {
    useBilling.getState().setInterval('year');
    fetchStub.mockResolvedValueOnce(ok({ url: 'https://pay.example/session/1' }));
    const started = useBilling.getState().subscribe(premium);
    expect(useBilling.getState().busyPlanId).toBe('premium');
    await started;
    expect(sent()).toEqual({
      url: '/payments/checkout-sessions',
      method: 'POST',
      body: { priceId: 'premium_y', successUrl: `${window.location.origin}/subscription/success`, cancelUrl: `${window.location.origin}/organization` },
    });
    expect(left).toHaveBeenCalledWith('https://pay.example/session/1');
    // The spinner stays while the page goes.
    expect(useBilling.getState().busyPlanId).toBe('premium');
  });

  it("shows the server's message, else 'Échec du démarrage du processus de paiement…', and 'Réessayer' asks again", async () => {
    fetchStub.mockResolvedValueOnce(refusal(403, 'api.auth.required'));
    await useBilling.getState().subscribe(premium);
    expect(useBilling.getState()).toMatchObject({ busyPlanId: null, failure: { error: 'api.auth.required', intent: { kind: 'subscribe', plan: premium } } });

    fetchStub.mockResolvedValueOnce(refusal(400));
    await useBilling.getState().retry();
    expect(useBilling.getState().failure?.error).toBe('billing.errors.checkoutFailed');
    expect(fetchStub).toHaveBeenCalledTimes(2);

    fetchStub.mockResolvedValueOnce(ok({ url: 'https://pay.example/session/2' }));
    await useBilling.getState().retry();
    expect(useBilling.getState().failure).toBeNull();
    expect(left).toHaveBeenCalledWith('https://pay.example/session/2');
  });

  it("says 'Information de prix manquante' for a plan without a recurring price, without calling", async () => {
    await useBilling.getState().subscribe(donation);
    expect(useBilling.getState().failure?.error).toBe('billing.errors.missingPrice');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("says 'Vous devez être connecté pour vous abonner' once signed out", async () => {
    useHousehold.setState({ userId: null });
    await useBilling.getState().subscribe(premium);
    expect(useBilling.getState().failure?.error).toBe('billing.errors.signInRequired');
    expect(fetchStub).not.toHaveBeenCalled();
  });
});

describe('donate', () => {
  it("sends the amount in cents, in payment mode, without a 'donation_' price, and comes back to the thanks", async () => {
    fetchStub.mockResolvedValueOnce(ok({ url: 'https://pay.example/donation/1' }));
    await expect(useBilling.getState().donate(donation, 20)).resolves.toEqual({ ok: true });
    expect(sent()).toEqual({
      url: '/payments/checkout-sessions/donation',
      method: 'POST',
      body: { amount: 2000, mode: 'payment', successUrl: `${window.location.origin}/subscription/success?donation=1`, cancelUrl: `${window.location.origin}/organization` },
    });
    expect(left).toHaveBeenCalledWith('https://pay.example/donation/1');
  });

  it("names the donation plan's own price", async () => {
    fetchStub.mockResolvedValueOnce(ok({ url: 'https://pay.example/donation/2' }));
    await useBilling.getState().donate(donationWithPrice, 30);
    expect(sent().body).toMatchObject({ amount: 3000, priceId: 'price_don' });
  });

  it("answers the dialog's 'Une erreur s'est produite…' and puts no banner behind it, so the failure is said once", async () => {
    useBilling.setState({ failure: { error: 'billing.errors.cancelFailed', intent: { kind: 'cancel' } } });
    fetchStub.mockResolvedValueOnce(refusal(400));
    await expect(useBilling.getState().donate(donation, 50)).resolves.toEqual({ ok: false, error: 'billing.donation.failed' });
    expect(useBilling.getState()).toMatchObject({ busyPlanId: null, failure: null });
  });

  it("passes on the server's own reason, such as the minimum", async () => {
    fetchStub.mockResolvedValueOnce(refusal(400, 'validation.donationMinimum'));
    await expect(useBilling.getState().donate(donation, 50)).resolves.toEqual({ ok: false, error: 'validation.donationMinimum' });
  });
});

describe('manage', () => {
  it("opens the customer portal of the household's customer, coming back to /organization", async () => {
    fetchStub.mockResolvedValueOnce(ok({ url: 'https://pay.example/portal/1' }));
    await useBilling.getState().manage();
    expect(sent()).toEqual({ url: '/payments/customer-portal', method: 'POST', body: { customerId: 'cus_1', returnUrl: `${window.location.origin}/organization` } });
    expect(left).toHaveBeenCalledWith('https://pay.example/portal/1');
  });

  it("says 'ID client non trouvé' without a customer, and 'Échec de l'ouverture du portail client…' on failure", async () => {
    showHousehold({ ...active, customer: undefined });
    await useBilling.getState().manage();
    expect(useBilling.getState().failure?.error).toBe('billing.errors.customerNotFound');
    expect(fetchStub).not.toHaveBeenCalled();

    showHousehold(active);
    fetchStub.mockResolvedValueOnce(refusal(400));
    await useBilling.getState().manage();
    expect(useBilling.getState()).toMatchObject({ busyAction: null, failure: { error: 'billing.errors.portalFailed' } });
  });
});

describe('cancel and reactivate', () => {
  it('cancels the subscription, and keeps the spinner until the household shows it cancelled at period end', async () => {
    fetchStub.mockResolvedValueOnce(ok({ ...active, cancel_at_period_end: true }));
    const cancelling = useBilling.getState().cancel();
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual({ url: '/subscriptions/sub_1/cancel', method: 'POST', body: {} });
    await Promise.resolve();
    expect(useBilling.getState().busyAction).toBe('cancel');

    // The provider's event reaches the household through the service.
    showHousehold({ ...active, cancel_at_period_end: true });
    await cancelling;
    expect(useBilling.getState()).toMatchObject({ busyAction: null, failure: null });
  });

  it('stops waiting for the household after a while', async () => {
    vi.useFakeTimers();
    showHousehold({ ...active, cancel_at_period_end: true });
    fetchStub.mockResolvedValueOnce(ok(active));
    const reactivating = useBilling.getState().reactivate();
    await vi.advanceTimersByTimeAsync(SUBSCRIPTION_SYNC_WAIT_MS - 1);
    expect(sent().url).toBe('/subscriptions/sub_1/reactivate');
    expect(useBilling.getState().busyAction).toBe('reactivate');
    await vi.advanceTimersByTimeAsync(1);
    await reactivating;
    expect(useBilling.getState().busyAction).toBeNull();
  });

  it("says 'Aucun abonnement trouvé à annuler' / 'à réactiver' without a subscription", async () => {
    showHousehold(null);
    await useBilling.getState().cancel();
    expect(useBilling.getState().failure?.error).toBe('billing.errors.noSubscriptionToCancel');
    await useBilling.getState().reactivate();
    expect(useBilling.getState().failure?.error).toBe('billing.errors.noSubscriptionToReactivate');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("says 'Échec de l'annulation…' / 'Échec de la réactivation…', or the server's reason", async () => {
    fetchStub.mockResolvedValueOnce(refusal(400));
    await useBilling.getState().cancel();
    expect(useBilling.getState()).toMatchObject({ busyAction: null, failure: { error: 'billing.errors.cancelFailed', intent: { kind: 'cancel' } } });
    fetchStub.mockResolvedValueOnce(refusal(400));
    await useBilling.getState().reactivate();
    expect(useBilling.getState().failure?.error).toBe('billing.errors.reactivateFailed');
    fetchStub.mockResolvedValueOnce(refusal(403, 'api.auth.required'));
    await useBilling.getState().cancel();
    expect(useBilling.getState().failure?.error).toBe('api.auth.required');
  });
});

describe('checkSubscription', () => {
  it("answers the plan's name once the subscription runs", async () => {
    fetchStub.mockResolvedValueOnce(ok(active));
    await expect(useBilling.getState().checkSubscription(new AbortController().signal)).resolves.toEqual({ ok: true, planName: 'Premium' });
    expect(sent()).toEqual({ url: '/subscriptions', method: 'GET', body: undefined });
  });

  it('asks again every second while the webhook has not landed, up to ten times', async () => {
    vi.useFakeTimers();
    fetchStub.mockImplementation(async () => ok(null));
    const checking = useBilling.getState().checkSubscription(new AbortController().signal);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchStub).toHaveBeenCalledTimes(3);
    fetchStub.mockImplementation(async () => ok({ ...active, product: null }));
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(checking).resolves.toEqual({ ok: true, planName: null });
  });

  it('gives up after ten answers without a running subscription', async () => {
    vi.useFakeTimers();
    fetchStub.mockImplementation(async () => ok({ ...active, status: 'incomplete' }));
    const checking = useBilling.getState().checkSubscription(new AbortController().signal);
    await vi.advanceTimersByTimeAsync(9_000);
    await expect(checking).resolves.toEqual({ ok: false });
    expect(fetchStub).toHaveBeenCalledTimes(10);
  });

  it('gives up at once on a refusal, and stops asking once the page is left', async () => {
    fetchStub.mockResolvedValueOnce(refusal(403));
    await expect(useBilling.getState().checkSubscription(new AbortController().signal)).resolves.toEqual({ ok: false });

    vi.useFakeTimers();
    fetchStub.mockImplementation(async () => ok(null));
    const left = new AbortController();
    const checking = useBilling.getState().checkSubscription(left.signal);
    await vi.advanceTimersByTimeAsync(0);
    left.abort();
    await expect(checking).resolves.toEqual({ ok: false });
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });
});
