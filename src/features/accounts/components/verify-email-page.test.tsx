import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, visitorSession } from '@/testing/render-app';
import { VERIFIED_REDIRECT_MS } from './verify-email-page';

describe('verify-email page', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['/verify-email', 'Lien de vérification incorrect - Token ou email manquant'],
    ['/verify-email?uid=abc', 'Lien de vérification incorrect - Token ou email manquant'],
    ['/verify-email?email=a%40b.test', 'Token de vérification manquant'],
    ['/verify-email?token=t0k', 'Email manquant dans le lien de vérification'],
  ])('refuses %s with %j and never calls the server', async (path, message) => {
    const verifyEmail = vi.fn();
    renderApp(path, { ...visitorSession, verifyEmail });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
    expect(verifyEmail).not.toHaveBeenCalled();
  });

  it('verifies once, shows success, then goes to /login after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const verifyEmail = vi.fn().mockResolvedValue({ ok: true });
    const { router } = renderApp('/verify-email?token=t0k&email=a%40b.test', { ...visitorSession, verifyEmail });
    expect(await screen.findByText('Email vérifié !')).toBeInTheDocument();
    expect(verifyEmail).toHaveBeenCalledExactlyOnceWith({ email: 'a@b.test', token: 't0k' });
    await act(() => vi.advanceTimersByTimeAsync(VERIFIED_REDIRECT_MS - 100));
    expect(router.state.location.pathname).toBe('/verify-email');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the server's message when the token is refused", async () => {
    const verifyEmail = vi.fn().mockResolvedValue({ ok: false, error: 'api.verification.expired' });
    renderApp('/verify-email?token=t0k&email=a%40b.test', { ...visitorSession, verifyEmail });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien de vérification a expiré. Veuillez vous inscrire à nouveau.');
  });

  it('shows the default message when the server named no problem', async () => {
    const verifyEmail = vi.fn().mockResolvedValue({ ok: false, error: 'verifyEmail.errors.default' });
    renderApp('/verify-email?token=t0k&email=a%40b.test', { ...visitorSession, verifyEmail });
    expect(await screen.findByRole('alert')).toHaveTextContent("Erreur lors de la vérification de l'email");
  });
});
