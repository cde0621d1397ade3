import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planSchema } from '@/domain/billing/plan';
import { PERIOD_END_CHECK_DELAY_MS, subscriptionSchema, type Subscription } from '@/domain/billing/subscription';
import type { Outcome } from '@/domain/shared/outcome';
import type { LocaleKey } from '@/locales/locale-key';
import { seedHousehold } from '@/testing/household';
import { buildHousehold } from '@/testing/sessions';
import { useBilling, type BillingStore } from '../store';
import { SubscriptionPanel } from './subscription-panel';

// The panel 'Abonnements' over a seeded household and stubbed billing actions: what owners and
// members see of the subscription and the plans, which buttons each card offers, and what each
// button asks the store. The requests and messages behind each action are store.test.ts's.

// The one call the store's own donate makes here, failing: the dialog's failure runs through the store.
vi.mock('../data', () => ({
  startDonation: async () => Promise.reject(new Error('unavailable')),
}));

// The store's own donate, taken before any test stubs it.
const storeDonate = useBilling.getState().donate;

const price = (id: string, interval: 'month' | 'year' | null, unit_amount: number) => ({ id, product_id: 'p', unit_amount, currency: 'eur', recurring: interval ? { interval } : null });
const basic = planSchema.parse({ id: 'basic', name: 'Essentiel', description: 'Pour bien démarrer', features: ['Recettes illimitées'], prices: [price('basic_m', 'month', 299), price('basic_y', 'year', 2990)] });
const premium = planSchema.parse({ id: 'premium', name: 'Premium', prices: [price('premium_m', 'month', 499), price('premium_y', 'year', 4990)] });
const soon = planSchema.parse({ id: 'soon', name: 'Famille', prices: [] });
const donation = planSchema.parse({ id: 'don', name: 'Faire un don', prices: [price('donation_free', null, 0)] });

const active: Subscription = subscriptionSchema.parse({
  id: 'sub_1',
  customer: 'cus_1',
  status: 'active',
  current_period_end: new Date(2030, 6, 1, 12),
  cancel_at_period_end: false,
  payment_method: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
  product: { id: 'premium', name: 'Premium' },
});

function stubActions(overrides: Partial<BillingStore> = {}) {
  const actions = {
    loadPlans: vi.fn<BillingStore['loadPlans']>(async () => undefined),
    subscribe: vi.fn<BillingStore['subscribe']>(async () => undefined),
    donate: vi.fn<BillingStore['donate']>(async (): Promise<Outcome<LocaleKey>> => ({ ok: true })),
    manage: vi.fn<BillingStore['manage']>(async () => undefined),
    cancel: vi.fn<BillingStore['cancel']>(async () => undefined),
    reactivate: vi.fn<BillingStore['reactivate']>(async () => undefined),
    retry: vi.fn<BillingStore['retry']>(async () => undefined),
    markPeriodEnded: vi.fn<BillingStore['markPeriodEnded']>(async () => undefined),
  };
  useBilling.setState({ ...actions, ...overrides });
  return actions;
}

const plansLoaded = (loaded = [basic, premium, soon, donation]) => useBilling.setState({ plans: { status: 'loaded', loaded, error: null } });

function renderPanel({ role = 'owner', subscription = null as Subscription | null } = {}) {
  seedHousehold({ role, household: buildHousehold({ subscription }) });
  const user = userEvent.setup();
  render(<SubscriptionPanel />);
  return { user, panel: within(screen.getByRole('region', { name: 'Abonnements' })) };
}

const card = (name: string) => within(screen.getByRole('article', { name }));
const cardNames = () => screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
// Intl separates the amount and the sign with a narrow no-break space in fr-FR.
const priceOf = (name: string) => card(name).getByText(/€/).closest('p')?.textContent?.replace(/[\u00A0\u202F]/g, ' ');

afterEach(() => {
  vi.useRealTimers();
});

describe('the plans', () => {
  it('loads the plans, and shows the free plan meanwhile', () => {
    const { loadPlans } = stubActions();
    useBilling.setState({ plans: { status: 'loading', loaded: [], error: null } });
    const { panel } = renderPanel();
    expect(loadPlans).toHaveBeenCalledTimes(1);
    expect(panel.getByRole('heading', { level: 2, name: 'Abonnements' })).toBeInTheDocument();
    expect(panel.getByRole('status')).toHaveTextContent('Chargement des plans...');
    expect(cardNames()).toEqual(['Gratuit']);
    expect(priceOf('Gratuit')).toBe('0,00 € par mois');
    expect(card('Gratuit').getByText('Plan de base pour commencer')).toBeInTheDocument();
    expect(card('Gratuit').getByText("Jusqu'à 50 recettes")).toBeInTheDocument();
    expect(card('Gratuit').getByRole('button', { name: 'Plan actuel' })).toBeDisabled();
    expect(panel.queryByRole('group', { name: 'Période de facturation' })).not.toBeInTheDocument();
  });

  it('shows the free plan first, then the paid plans in reversed order, then the donation, each with its button', () => {
    stubActions();
    plansLoaded();
    renderPanel();
    expect(cardNames()).toEqual(['Gratuit', 'Famille', 'Premium', 'Essentiel', 'Faire un don']);
    expect(card('Gratuit').getByRole('button', { name: 'Plan actuel' })).toBeDisabled();
    expect(card('Faire un don').getByRole('button', { name: 'Faire un don' })).toBeEnabled();
    expect(card('Faire un don').getByText('Montant libre')).toBeInTheDocument();
    expect(card('Famille').getByRole('button', { name: 'Non disponible' })).toBeDisabled();
    expect(card('Premium').getByRole('button', { name: "S'abonner au plan Premium" })).toHaveTextContent("S'abonner");
    expect(card('Essentiel').getByText('Pour bien démarrer')).toBeInTheDocument();
    expect(card('Essentiel').getByText('Recettes illimitées')).toBeInTheDocument();
    expect(screen.getAllByRole('list')[0]?.className).toContain('grid-cols-1 gap-4 md:grid-cols-3');
  });

  it("shows monthly prices first, yearly ones once 'Annuel' is chosen, and subscribes to the plan shown", async () => {
    const { subscribe } = stubActions();
    plansLoaded();
    const { user, panel } = renderPanel();
    const toggle = within(panel.getByRole('group', { name: 'Période de facturation' }));
    expect(toggle.getByRole('button', { name: 'Mensuel' })).toHaveAttribute('aria-pressed', 'true');
    expect(priceOf('Premium')).toBe('4,99 € par mois');

    await user.click(toggle.getByRole('button', { name: 'Annuel' }));
    expect(toggle.getByRole('button', { name: 'Annuel' })).toHaveAttribute('aria-pressed', 'true');
    expect(priceOf('Premium')).toBe('49,90 € par an');
    expect(useBilling.getState().interval).toBe('year');

    await user.click(card('Premium').getByRole('button', { name: "S'abonner au plan Premium" }));
    expect(subscribe).toHaveBeenCalledWith(premium);
  });

  it('spins on the plan whose checkout starts, and lets no other start meanwhile', () => {
    stubActions();
    plansLoaded();
    useBilling.setState({ busyPlanId: 'premium' });
    renderPanel();
    expect(card('Premium').getByRole('button', { name: 'Redirection...' })).toBeDisabled();
    expect(card('Essentiel').getByRole('button', { name: "S'abonner au plan Essentiel" })).toBeDisabled();
    expect(card('Faire un don').getByRole('button', { name: 'Faire un don' })).toBeDisabled();
  });

  it.each([
    ['billing.plans.loadFailed', "Impossible de charger les plans d'abonnement depuis le serveur. Veuillez réessayer plus tard."],
    ['billing.plans.networkError', 'Impossible de se connecter au serveur de paiement...'],
  ] as const)('keeps the free plan when the plans fail to load (%s), and loads again on request', async (error, message) => {
    const { loadPlans } = stubActions();
    useBilling.setState({ plans: { status: 'failed', loaded: [], error } });
    const { user, panel } = renderPanel();
    const alert = within(panel.getByRole('alert'));
    expect(alert.getByText(message)).toBeInTheDocument();
    expect(cardNames()).toEqual(['Gratuit']);
    await user.click(alert.getByRole('button', { name: 'Réessayer' }));
    expect(loadPlans).toHaveBeenCalledTimes(2);
  });
});

describe('the subscription', () => {
  it("shows the status card: badge, plan, card, renewal date, and the owner's 'Gérer' and 'Annuler'", async () => {
    const { manage } = stubActions();
    plansLoaded();
    const { user, panel } = renderPanel({ subscription: active });
    const status = within(panel.getByRole('region', { name: "Statut de l'abonnement" }));
    expect(status.getByText('Actif').className).toContain('bg-green-100');
    expect(status.getByText('Premium')).toBeInTheDocument();
    expect(status.getByText('Carte Visa se terminant par 4242')).toBeInTheDocument();
    expect(status.getByText('Prochain renouvellement le 1 juillet 2030')).toBeInTheDocument();
    expect(status.queryByRole('button', { name: 'Réactiver' })).not.toBeInTheDocument();
    await user.click(status.getByRole('button', { name: 'Gérer' }));
    expect(manage).toHaveBeenCalledTimes(1);

    // The subscribed plan is the current one; the free plan says how to come back to it.
    expect(card('Premium').getByRole('button', { name: 'Plan actuel' })).toBeDisabled();
    expect(card('Gratuit').queryByRole('button')).not.toBeInTheDocument();
    expect(card('Gratuit').getByText('Pour revenir au plan gratuit, annulez votre abonnement.')).toBeInTheDocument();
  });

  it.each(['active', 'active_until_period_end', 'past_due', 'trialing'])(
    "offers 'Gérer' instead of 'S'abonner' on the other paid plans while the subscription is %s",
    async (status) => {
      const { manage, subscribe } = stubActions();
      plansLoaded();
      const { user } = renderPanel({ subscription: { ...active, status, cancel_at_period_end: status === 'active_until_period_end' } });
      expect(card('Premium').getByRole('button', { name: 'Plan actuel' })).toBeDisabled();
      const other = card('Essentiel').getByRole('button', { name: "Gérer l'abonnement pour passer au plan Essentiel" });
      expect(other).toHaveTextContent(/^Gérer$/);
      expect(screen.queryByRole('button', { name: /S'abonner/ })).not.toBeInTheDocument();
      // The cards that never offered a checkout keep their buttons.
      expect(card('Famille').getByRole('button', { name: 'Non disponible' })).toBeDisabled();
      expect(card('Faire un don').getByRole('button', { name: 'Faire un don' })).toBeEnabled();

      await user.click(other);
      expect(manage).toHaveBeenCalledTimes(1);
      expect(subscribe).not.toHaveBeenCalled();
    },
  );

  it("offers 'S'abonner' again once the subscription has ended", () => {
    stubActions();
    plansLoaded();
    renderPanel({ subscription: { ...active, status: 'canceled' } });
    expect(card('Premium').getByRole('button', { name: "S'abonner au plan Premium" })).toBeEnabled();
    expect(card('Essentiel').getByRole('button', { name: "S'abonner au plan Essentiel" })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Gérer l'abonnement pour passer/ })).not.toBeInTheDocument();
  });

  it("spins on 'Gérer' while the portal opens, and holds it", () => {
    stubActions();
    plansLoaded();
    useBilling.setState({ busyAction: 'manage' });
    renderPanel({ subscription: active });
    expect(card('Essentiel').getByRole('button', { name: "Gérer l'abonnement pour passer au plan Essentiel" })).toBeDisabled();
  });

  it("asks 'Annuler l'abonnement ?' before cancelling, and cancels only when confirmed", async () => {
    const { cancel } = stubActions();
    const { user, panel } = renderPanel({ subscription: active });
    const status = within(panel.getByRole('region', { name: "Statut de l'abonnement" }));
    await user.click(status.getByRole('button', { name: 'Annuler' }));
    const dialog = within(screen.getByRole('dialog', { name: "Annuler l'abonnement ?" }));
    expect(
      dialog.getByText("Votre abonnement restera actif jusqu'à la fin de la période en cours, puis ne sera pas renouvelé. Vous pourrez le réactiver à tout moment avant son échéance."),
    ).toBeInTheDocument();
    await user.click(dialog.getAllByRole('button', { name: 'Garder mon abonnement' })[1] as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancel).not.toHaveBeenCalled();

    await user.click(status.getByRole('button', { name: 'Annuler' }));
    await user.click(screen.getByRole('button', { name: "Confirmer l'annulation" }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it("says 'Se termine le' and offers 'Réactiver' instead of 'Annuler' once cancelled at period end", async () => {
    const { reactivate } = stubActions();
    const { user, panel } = renderPanel({ subscription: { ...active, status: 'active_until_period_end', cancel_at_period_end: true } });
    const status = within(panel.getByRole('region', { name: "Statut de l'abonnement" }));
    expect(status.getByText("Actif jusqu'à échéance").className).toContain('bg-blue-100');
    expect(status.getByText('Se termine le 1 juillet 2030')).toBeInTheDocument();
    expect(status.queryByRole('button', { name: 'Annuler' })).not.toBeInTheDocument();
    expect(status.getByRole('button', { name: 'Gérer' })).toBeEnabled();
    await user.click(status.getByRole('button', { name: 'Réactiver' }));
    expect(reactivate).toHaveBeenCalledTimes(1);
  });

  it('spins on the action under way and holds the others', () => {
    stubActions();
    useBilling.setState({ busyAction: 'reactivate' });
    const { panel } = renderPanel({ subscription: { ...active, cancel_at_period_end: true } });
    const status = within(panel.getByRole('region', { name: "Statut de l'abonnement" }));
    expect(status.getByRole('button', { name: 'Réactiver' })).toBeDisabled();
    expect(status.getByRole('button', { name: 'Gérer' })).toBeDisabled();
  });

  it('shows a cancelled or unknown status without buttons, and the free plan as current once cancelled', () => {
    stubActions();
    plansLoaded();
    renderPanel({ subscription: { ...active, status: 'canceled', cancel_at_period_end: true } });
    const status = within(screen.getByRole('region', { name: "Statut de l'abonnement" }));
    expect(status.getByText('Annulé').className).toContain('bg-yellow-100');
    expect(status.queryByRole('button')).not.toBeInTheDocument();
    expect(card('Gratuit').getByRole('button', { name: 'Plan actuel' })).toBeDisabled();
    expect(card('Gratuit').queryByText('Pour revenir au plan gratuit, annulez votre abonnement.')).not.toBeInTheDocument();
  });

  it("says 'Terminé le', not 'Se termine le', once a cancelled subscription's end has passed", () => {
    stubActions();
    renderPanel({ subscription: { ...active, status: 'canceled', cancel_at_period_end: true, current_period_end: new Date(2024, 2, 3, 12) } });
    const status = within(screen.getByRole('region', { name: "Statut de l'abonnement" }));
    expect(status.getByText('Terminé le 3 mars 2024')).toBeInTheDocument();
    expect(status.queryByText(/Se termine le/)).not.toBeInTheDocument();
  });

  it('shows a status the spec does not name as it came, in grey', () => {
    stubActions();
    renderPanel({ subscription: { ...active, status: 'paused' } });
    expect(screen.getByText('paused').className).toContain('bg-stone-200');
  });
});

describe('a member who does not own the household', () => {
  it('sees the subscription and the plans read-only, and may still donate', () => {
    stubActions();
    plansLoaded();
    const { panel } = renderPanel({ role: 'member', subscription: { ...active, cancel_at_period_end: true } });
    expect(panel.getByText("Seuls les propriétaires peuvent gérer l'abonnement du foyer. Tous les membres peuvent faire un don.")).toBeInTheDocument();
    expect(panel.getByText('Carte Visa se terminant par 4242')).toBeInTheDocument();
    for (const name of [/Gérer/, 'Annuler', 'Réactiver', /S'abonner/]) expect(panel.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(card('Faire un don').getByRole('button', { name: 'Faire un don' })).toBeEnabled();
  });
});

describe('the donation dialog', () => {
  it('starts at 30 €, offers 10, 20, 50 and 100, and donates the amount chosen', async () => {
    const { donate } = stubActions();
    plansLoaded();
    const { user } = renderPanel({ role: 'viewer' });
    await user.click(card('Faire un don').getByRole('button', { name: 'Faire un don' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Faire un don' }));
    const amount = dialog.getByLabelText('Montant du don (€)');
    expect(amount).toHaveValue(30);
    expect(amount).toHaveAttribute('min', '10');
    expect(amount).toHaveAttribute('step', '1');
    const quick = within(dialog.getByRole('group', { name: 'Montants suggérés' }));
    expect(quick.getAllByRole('button').map((button) => button.textContent)).toEqual(['10 €', '20 €', '50 €', '100 €']);

    await user.click(quick.getByRole('button', { name: '20 €' }));
    expect(amount).toHaveValue(20);
    expect(quick.getByRole('button', { name: '20 €' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(dialog.getByRole('button', { name: 'Donner' }));
    expect(donate).toHaveBeenCalledWith(donation, 20);
  });

  it("refuses less than 10 € with 'Le montant minimum est de 10€', and cents", async () => {
    const { donate } = stubActions();
    plansLoaded();
    const { user } = renderPanel();
    await user.click(card('Faire un don').getByRole('button', { name: 'Faire un don' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Faire un don' }));
    const amount = dialog.getByLabelText('Montant du don (€)');
    await user.clear(amount);
    await user.type(amount, '9');
    await user.click(dialog.getByRole('button', { name: 'Donner' }));
    expect(await dialog.findByText('Le montant minimum est de 10€')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.click(dialog.getByRole('button', { name: 'Donner' }));
    expect(await dialog.findByText("Le montant doit être un nombre entier d'euros")).toBeInTheDocument();
    expect(donate).not.toHaveBeenCalled();
  });

  it("stays open with 'Une erreur s'est produite. Veuillez réessayer.' when the donation cannot start, and closes on request", async () => {
    stubActions({ donate: storeDonate });
    plansLoaded();
    const { user } = renderPanel();
    await user.click(card('Faire un don').getByRole('button', { name: 'Faire un don' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Faire un don' }));
    await user.click(dialog.getByRole('button', { name: 'Donner' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent("Une erreur s'est produite. Veuillez réessayer.");
    expect(dialog.getByRole('button', { name: 'Donner' })).toBeEnabled();
    // Said once, in the dialog: the panel behind it shows no banner of its own.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the error banner', () => {
  it("shows what failed, with 'Réessayer' and a way to dismiss it", async () => {
    const { retry } = stubActions();
    useBilling.setState({ failure: { error: 'billing.errors.cancelFailed', intent: { kind: 'cancel' } } });
    const { user, panel } = renderPanel({ subscription: active });
    const alert = within(panel.getByRole('alert'));
    expect(alert.getByText("Échec de l'annulation de l'abonnement...")).toBeInTheDocument();
    await user.click(alert.getByRole('button', { name: 'Réessayer' }));
    expect(retry).toHaveBeenCalledTimes(1);
    await user.click(alert.getByRole('button', { name: 'Fermer le message' }));
    expect(panel.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the period-end check', () => {
  const cancelledAtEnd = (end: Date) => ({ ...active, current_period_end: end, cancel_at_period_end: true });

  it('marks a subscription cancelled at a period end now passed, once', () => {
    const { markPeriodEnded } = stubActions();
    renderPanel({ role: 'viewer', subscription: cancelledAtEnd(new Date(Date.now() - 1_000)) });
    expect(markPeriodEnded).toHaveBeenCalledExactlyOnceWith('org-1');
    // A new snapshot of the same subscription (another field of the household changed) asks nothing more.
    act(() => seedHousehold({ role: 'viewer', household: buildHousehold({ name: 'Les Martin', subscription: cancelledAtEnd(new Date(Date.now() - 1_000)) }) }));
    expect(markPeriodEnded).toHaveBeenCalledTimes(1);
  });

  it('checks again a minute after a period end still ahead', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { markPeriodEnded } = stubActions();
    renderPanel({ subscription: cancelledAtEnd(new Date(Date.now() + 5_000)) });
    act(() => vi.advanceTimersByTime(5_000 + PERIOD_END_CHECK_DELAY_MS - 1));
    expect(markPeriodEnded).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(markPeriodEnded).toHaveBeenCalledExactlyOnceWith('org-1');
  });

  it('leaves a renewing subscription alone', () => {
    const { markPeriodEnded } = stubActions();
    renderPanel({ subscription: { ...active, current_period_end: new Date(Date.now() - 1_000) } });
    expect(markPeriodEnded).not.toHaveBeenCalled();
  });
});
