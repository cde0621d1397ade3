import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialSessionState, useSession } from '@/features/accounts';
import { renderApp } from '@/testing/render-app';
import { buildHousehold, buildUser, signedInSession } from '@/testing/sessions';
import { buildList, openList } from '@/testing/list-page-fixtures';
import { LIST_SCREEN } from '../hooks/list-screen';
import { useGrocery } from '../store';

// A repeat visit draws the list this device last showed while the session and the live list
// load (DESIGN.md §3): read-only, for the same user and household only, never after signing out.

const loadingSession = { ...initialSessionState };

/** Shows the list live once, so the device keeps it, and leaves the page. */
async function showListOnce(list = buildList()) {
  const { unmount } = openList({ list });
  expect(await screen.findByRole('checkbox', { name: 'Farine' })).toBeEnabled();
  // Kept once the whole list is known: the catalogue may answer after the first lines show.
  await waitFor(() => expect(Object.keys(localStorage).some((key) => key.endsWith(LIST_SCREEN))).toBe(true));
  unmount();
  useGrocery.setState({ list: null, status: 'loading' });
}

describe('the list drawn before the session answers', () => {
  it('shows the last list read-only while the session loads, then the live list takes over', async () => {
    await showListOnce();
    renderApp('/grocery-list-v2', loadingSession);
    const flour = await screen.findByRole('checkbox', { name: 'Farine' });
    expect(flour).toBeDisabled();
    expect(flour).toHaveAccessibleDescription('1,6 kg Crêpes et Quiche');
    expect(within(screen.getByRole('region', { name: 'Autres' })).getByRole('checkbox', { name: 'Éponges' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Liste de courses' }).closest('section')).toHaveAttribute('aria-busy', 'true');

    act(() => useSession.setState(signedInSession()));
    expect(await screen.findByRole('checkbox', { name: 'Farine' })).toBeDisabled();
    act(() => useGrocery.setState({ list: buildList(), status: 'loaded' }));
    expect(await screen.findByRole('checkbox', { name: 'Farine' })).toBeEnabled();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('keeps it while the live list loads after the session, for the same household', async () => {
    await showListOnce();
    renderApp('/grocery-list-v2', signedInSession());
    expect(await screen.findByRole('checkbox', { name: 'Farine' })).toBeDisabled();
  });

  it("never draws another household's or user's list once the session says whose screen it is", async () => {
    await showListOnce();
    renderApp('/grocery-list-v2', signedInSession({ household: buildHousehold({ id: 'org-2' }), user: buildUser({ defaultOrganizationId: 'org-2', organizations: { 'org-2': { organizationId: 'org-2', role: 'owner', joinedAt: null } } }) }));
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement...');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('forgets the list once the page shows none open', async () => {
    await showListOnce();
    const { unmount } = openList({ list: null });
    expect(await screen.findByText('Pas de liste de courses active')).toBeInTheDocument();
    unmount();
    useGrocery.setState({ list: null, status: 'loading' });
    renderApp('/grocery-list-v2', loadingSession);
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement...');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
