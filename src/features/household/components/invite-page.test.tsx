import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { Outcome } from '@/domain/shared/outcome';
import { readReturnPath, rememberReturnPath, useSession, type SessionState } from '@/features/accounts';
import type { LocaleKey } from '@/locales/locale-key';
import { visitorSession } from '@/testing/render-app';
import { signedInSession } from '@/testing/sessions';
import { useHousehold } from '../store';
import { InvitePage } from './invite-page';
import { INVITE_ACCEPTED_REDIRECT_MS } from '../hooks/use-invite-acceptance';

// The invite page over a stubbed acceptInvite, in StrictMode as the app runs in development
// (effects run twice there: the invite must still be accepted once). What acceptance does is
// store/actions/members.test.ts's; the service's checks are the API suite's.

function stubAccept(answer: () => Promise<Outcome<LocaleKey>> = async () => ({ ok: true })) {
  const acceptInvite = vi.fn(answer);
  useHousehold.setState({ acceptInvite });
  return acceptInvite;
}

function renderInvite(session: Partial<SessionState>, path = '/organization/invite/invite-1') {
  useSession.setState(session);
  const router = createMemoryRouter(
    [
      { path: paths.invite.pattern, element: <InvitePage /> },
      { path: '/organization/invite', element: <InvitePage /> },
      { path: paths.cookbook.pattern, element: <p>cookbook</p> },
      { path: paths.login.pattern, element: <p>login</p> },
      { path: paths.signup.pattern, element: <p>signup</p> },
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
  localStorage.clear();
});

describe('invite page', () => {
  it('waits for the session before deciding anything', () => {
    const acceptInvite = stubAccept();
    renderInvite({ ...visitorSession, status: 'loading' });
    expect(screen.getByRole('heading', { level: 1, name: 'Invitation' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    expect(acceptInvite).not.toHaveBeenCalled();
    expect(readReturnPath()).toBeNull();
  });

  it('asks a visitor to sign in or sign up, and remembers the invite for when they have', async () => {
    const acceptInvite = stubAccept();
    const router = renderInvite(visitorSession);
    expect(screen.getByText("Connectez-vous ou créez un compte avec l'adresse invitée pour rejoindre le foyer.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/signup');
    expect(document.title).toBe('Invitation · Nioo');
    expect(readReturnPath()).toBe('/organization/invite/invite-1');
    expect(acceptInvite).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Créer un compte' }));
    expect(router.state.location.pathname).toBe('/signup');
    expect(readReturnPath()).toBe('/organization/invite/invite-1');
  });

  it('accepts once when the visitor signs in on the page itself', async () => {
    const acceptInvite = stubAccept();
    renderInvite(visitorSession);
    act(() => useSession.setState(signedInSession()));
    expect(await screen.findByText('Invitation acceptée avec succès !')).toBeInTheDocument();
    expect(acceptInvite).toHaveBeenCalledExactlyOnceWith('invite-1');
    expect(readReturnPath()).toBeNull();
  });

  it('accepts the invite once, says so, then opens the cookbook after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: (outcome: Outcome<LocaleKey>) => void = () => undefined;
    const acceptInvite = stubAccept(() => new Promise((resolve) => (answer = resolve)));
    rememberReturnPath('/organization/invite/invite-1');
    const router = renderInvite(signedInSession());

    expect(screen.getByRole('status')).toHaveTextContent("Traitement de l'invitation...");
    expect(acceptInvite).toHaveBeenCalledExactlyOnceWith('invite-1');
    // Back from signing in: the remembered page has done its work.
    expect(readReturnPath()).toBeNull();

    await act(async () => answer({ ok: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Invitation acceptée avec succès !');
    await act(() => vi.advanceTimersByTimeAsync(INVITE_ACCEPTED_REDIRECT_MS - 100));
    expect(router.state.location.pathname).toBe('/organization/invite/invite-1');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/cookbook');
    expect(acceptInvite).toHaveBeenCalledOnce();
  });

  it.each<[LocaleKey, string]>([
    ['invite.errors.notFound', "Cette invitation n'existe pas"],
    ['invite.errors.invalidData', "Données d'invitation invalides"],
    ['invite.errors.notPending', "Cette invitation n'est plus valide"],
    ['invite.errors.expired', 'Cette invitation a expiré'],
    ['invite.errors.wrongAccount', 'Cette invitation ne correspond pas à votre compte'],
    ['invite.errors.householdGone', "L'organisation n'existe plus"],
    ['invite.errors.failed', "Une erreur s'est produite lors de l'acceptation de l'invitation"],
  ])('shows %s as %j with a way back to the cookbook, and stays', async (error, message) => {
    stubAccept(async () => ({ ok: false, error }));
    const router = renderInvite(signedInSession());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Retour au carnet' })).toHaveAttribute('href', '/cookbook');
    expect(router.state.location.pathname).toBe('/organization/invite/invite-1');
  });

  it('refuses an address without an invite id, without asking the service', () => {
    const acceptInvite = stubAccept();
    renderInvite(signedInSession(), '/organization/invite');
    expect(screen.getByRole('alert')).toHaveTextContent("Information d'invitation invalide ou utilisateur non connecté");
    expect(screen.getByRole('link', { name: 'Retour au carnet' })).toHaveAttribute('href', '/cookbook');
    expect(acceptInvite).not.toHaveBeenCalled();
  });

  it('accepts each invite it is shown, once', async () => {
    const acceptInvite = stubAccept();
    const router = renderInvite(signedInSession());
    expect(await screen.findByText('Invitation acceptée avec succès !')).toBeInTheDocument();
    await act(() => router.navigate('/organization/invite/invite-2'));
    expect(await screen.findByText('Invitation acceptée avec succès !')).toBeInTheDocument();
    expect(acceptInvite.mock.calls).toEqual([['invite-1'], ['invite-2']]);
  });
});
