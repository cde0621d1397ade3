import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_SUCCESS_REDIRECT_MS } from '@/domain/billing/subscription-success';
import { paths } from '@/config/paths';
import type { SubscriptionCheck } from '../store/state';
import { useBilling } from '../store';
import { SubscriptionSuccessPage } from './subscription-success-page';

// The success page over a stubbed checkSubscription, in StrictMode as the app runs in
// development: checking, then success and /organization 5 seconds later, or the failure screen.
// How the check asks the service (and waits for the webhook) is store.test.ts's; a visitor is
// sent to /login by the shell (router.test.tsx).

function stubCheck(answer: (signal: AbortSignal) => Promise<SubscriptionCheck>) {
  const checkSubscription = vi.fn(answer);
  useBilling.setState({ checkSubscription });
  return checkSubscription;
}

function renderPage(path: string = paths.subscriptionSuccess.href()) {
  const router = createMemoryRouter(
    [
      { path: paths.subscriptionSuccess.pattern, element: <SubscriptionSuccessPage /> },
      { path: paths.household.pattern, element: <p>organization</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('subscription success page', () => {
  it('checks the subscription, with its spinner meanwhile', () => {
    const check = stubCheck(() => new Promise(() => undefined));
    renderPage();
    expect(document.title).toBe('Abonnement · Nioo');
    expect(screen.getByRole('status')).toHaveTextContent('Vérification de votre abonnement...');
    expect(check).toHaveBeenCalled();
  });

  it("says 'Abonnement réussi!' with the plan's name, and goes on to /organization after 5 seconds", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubCheck(async () => ({ ok: true, planName: 'Premium' }));
    const router = renderPage();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { level: 1, name: 'Abonnement réussi!' })).toBeInTheDocument();
    expect(screen.getByText('Félicitations! Vous êtes maintenant abonné au plan Premium.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuer maintenant' })).toHaveAttribute('href', '/organization');

    await act(() => vi.advanceTimersByTimeAsync(SUBSCRIPTION_SUCCESS_REDIRECT_MS - 1));
    expect(router.state.location.pathname).toBe('/subscription/success');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/organization');
  });

  it("says the generic message without a plan name, and 'Continuer maintenant' goes at once", async () => {
    stubCheck(async () => ({ ok: true, planName: null }));
    const router = renderPage();
    expect(await screen.findByText('Félicitations! Votre abonnement est maintenant actif.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Continuer maintenant' }));
    expect(router.state.location.pathname).toBe('/organization');
  });

  it("shows 'Une erreur est survenue' when the subscription cannot be found, and stays", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubCheck(async () => ({ ok: false }));
    const router = renderPage();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue');
    expect(screen.getByText("Impossible de vérifier l'état de votre abonnement. Veuillez consulter les paramètres de votre compte.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux paramètres' })).toHaveAttribute('href', '/organization');
    await act(() => vi.advanceTimersByTimeAsync(SUBSCRIPTION_SUCCESS_REDIRECT_MS * 2));
    expect(router.state.location.pathname).toBe('/subscription/success');
  });

  it('stops checking once the page is left', async () => {
    const check = stubCheck(() => new Promise(() => undefined));
    const router = renderPage();
    await act(() => router.navigate('/organization'));
    const signals = check.mock.calls.map(([signal]) => signal);
    expect(signals.length).toBeGreaterThan(0);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('thanks a donor without looking for a subscription', async () => {
    const check = stubCheck(() => new Promise(() => undefined));
    renderPage(paths.subscriptionSuccess.href({ donation: true }));
    expect(screen.getByRole('heading', { level: 1, name: 'Merci pour votre don !' })).toBeInTheDocument();
    expect(screen.getByText('Votre soutien aide Nioo à grandir.')).toBeInTheDocument();
    expect(check).not.toHaveBeenCalled();
  });
});
