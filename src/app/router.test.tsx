import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readReturnPath, rememberReturnPath, useSession } from '@/features/accounts';
import { useHousehold } from '@/features/household';
import { renderApp } from '@/testing/render-app';
import { signedInSession } from '@/testing/sessions';

describe('route access', () => {
  it('redirects / to /recipes', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
  });

  it.each(['/cookbook', '/meal-entries', '/grocery-list-v2', '/printable-grocery-list-v2', '/recipes/new', '/recipes/r1/edit', '/organization', '/subscription/success', '/admin/organizations/o1'])(
    'sends a visitor from %s to /login',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    },
  );

  it.each(['/recipes', '/recipes/r1', '/recette/recette_tarte_r1', '/printable-grocery-list-v2/token', '/organization/invite/i1', '/forgot-password', '/verify-email', '/login', '/signup'])(
    'lets a visitor open the public route %s',
    async (path) => {
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it.each(['/login', '/signup'])('sends a signed-in user from %s to /recipes', async (path) => {
    const { router } = renderApp(path, signedInSession());
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
  });

  describe('after an invite opened signed out', () => {
    afterEach(() => localStorage.clear());

    it.each(['/login', '/signup'])('sends the user signing in on %s back to the invite, once', async (path) => {
      // The invite page accepts when it opens; here it only has to be reached.
      useHousehold.setState({ acceptInvite: () => new Promise(() => undefined) });
      rememberReturnPath('/organization/invite/i1');
      const first = renderApp(path, signedInSession());
      await waitFor(() => expect(first.router.state.location.pathname).toBe('/organization/invite/i1'));
      expect(readReturnPath()).toBeNull();
      first.unmount();

      const next = renderApp(path, signedInSession());
      await waitFor(() => expect(next.router.state.location.pathname).toBe('/recipes'));
    });

    it('reads the path at sign-in: one remembered after /login opened (in another tab) still counts', async () => {
      useHousehold.setState({ acceptInvite: () => new Promise(() => undefined) });
      const { router } = renderApp('/login');
      expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
      rememberReturnPath('/organization/invite/i1');
      act(() => useSession.setState(signedInSession()));
      await waitFor(() => expect(router.state.location.pathname).toBe('/organization/invite/i1'));
    });
  });

  it.each([
    ['/grocery-list', '/grocery-list-v2'],
    ['/planning-mobile', '/meal-entries'],
    ['/planning-v3', '/meal-entries'],
    ['/printable-grocery-list', '/printable-grocery-list-v2'],
  ])('redirects the legacy screen %s to %s', async (from, to) => {
    const { router } = renderApp(from, signedInSession());
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('keeps the query string on a legacy redirect', async () => {
    const { router } = renderApp('/planning-v3?openMenu=true', signedInSession());
    // The planner received openMenu=true: it opens the add flow, then takes the parameter out.
    expect(await screen.findByRole('dialog', { name: 'Sélectionner une recette' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/meal-entries');
  });

  it('opens the admin panel only with the admin claim', async () => {
    const member = renderApp('/admin/organizations/o1', signedInSession());
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Administration du foyer' })).not.toBeInTheDocument();
    member.unmount();
    const admin = renderApp('/admin/organizations/o1', signedInSession({ isAdmin: true }));
    expect(await screen.findByRole('heading', { name: 'Administration du foyer' })).toBeInTheDocument();
    expect(admin.router.state.location.pathname).toBe('/admin/organizations/o1');
  });

  it("fills the household settings' last slot with the panel 'Abonnements', and opens the success page", async () => {
    const settings = renderApp('/organization', signedInSession());
    const panel = within(await screen.findByRole('region', { name: 'Abonnements' }));
    expect(await panel.findByRole('article', { name: 'Gratuit' })).toBeInTheDocument();
    settings.unmount();
    renderApp('/subscription/success', signedInSession());
    expect(await screen.findByRole('status')).toHaveTextContent('Vérification de votre abonnement...');
  });

  it('shows a spinner, not a redirect, while the session is loading', async () => {
    const { router } = renderApp('/cookbook', { status: 'loading', isAuthenticated: false });
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement...');
    expect(router.state.location.pathname).toBe('/cookbook');
  });
});

describe('shell', () => {
  it('shows Explorer, Connexion and Inscription to a visitor', async () => {
    renderApp('/recipes');
    const topBar = within(await screen.findByRole('banner'));
    expect(topBar.getByRole('link', { name: 'Explorer' })).toHaveAttribute('href', '/recipes');
    expect(topBar.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
    expect(topBar.getByRole('link', { name: 'Inscription' })).toHaveAttribute('href', '/signup');
    expect(topBar.queryByRole('link', { name: 'Mes recettes' })).not.toBeInTheDocument();
  });

  it('shows the signed-in links and the user menu to a member', async () => {
    renderApp('/recipes', signedInSession());
    const topBar = within(await screen.findByRole('banner'));
    expect(topBar.getByRole('link', { name: 'Mes recettes' })).toHaveAttribute('href', '/cookbook');
    expect(topBar.getByRole('link', { name: 'Planning' })).toHaveAttribute('href', '/meal-entries');
    expect(topBar.getByRole('link', { name: 'Liste de courses' })).toHaveAttribute('href', '/grocery-list-v2');
    expect(topBar.getByRole('button', { name: 'Menu utilisateur' })).toBeInTheDocument();
    expect(topBar.queryByRole('link', { name: 'Connexion' })).not.toBeInTheDocument();
  });

  it.each(['/login', '/signup', '/verify-email', '/forgot-password'])('shows only the logo on %s', async (path) => {
    renderApp(path);
    const topBar = within(await screen.findByRole('banner'));
    expect(topBar.getAllByRole('link')).toHaveLength(1);
    expect(topBar.getByTestId('logo')).toHaveAttribute('href', '/recipes');
    expect(screen.queryByTestId('bottom-bar')).not.toBeInTheDocument();
  });

  it('gives a visitor Explorer, Connexion and the add button in the bottom bar', async () => {
    renderApp('/recipes');
    const bottomBar = within(await screen.findByTestId('bottom-bar'));
    expect(bottomBar.getAllByRole('link').map((link) => link.textContent)).toEqual(['Explorer', 'Connexion']);
    expect(bottomBar.getByRole('button', { name: 'Créer' })).toBeInTheDocument();
  });

  it('gives a member Explorer, Carnet, Planning and Courses in the bottom bar', async () => {
    renderApp('/recipes', signedInSession());
    const bottomBar = within(await screen.findByTestId('bottom-bar'));
    expect(bottomBar.getAllByRole('link').map((link) => link.textContent)).toEqual(['Explorer', 'Carnet', 'Planning', 'Courses']);
  });

  it('sends a visitor choosing any Créer entry to /login', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/recipes');
    for (const choice of ['Nouvelle recette', 'Repas au planning', 'Article de courses']) {
      await user.click(await screen.findByRole('button', { name: 'Créer' }));
      const menu = screen.getByRole('dialog', { name: 'Créer' });
      await user.click(within(menu).getByRole('button', { name: choice }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      await router.navigate('/recipes');
    }
  });

  it('sends a member choosing a Créer entry to its screen', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/recipes', signedInSession());
    await user.click(await screen.findByRole('button', { name: 'Créer' }));
    await user.click(screen.getByRole('button', { name: 'Repas au planning' }));
    // /meal-entries?openMenu=true: the planner opens its add flow once and drops the parameter.
    expect(await screen.findByRole('dialog', { name: 'Sélectionner une recette' })).toBeInTheDocument();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/meal-entries'));
  });

  it('closes the Créer menu with Escape', async () => {
    const user = userEvent.setup();
    renderApp('/recipes');
    await user.click(await screen.findByRole('button', { name: 'Créer' }));
    expect(screen.getByRole('dialog', { name: 'Créer' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the current year in the footer', async () => {
    renderApp('/recipes');
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(String(new Date().getFullYear()));
  });
});
