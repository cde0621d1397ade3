import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { seedHousehold } from '@/testing/household';
import { buildHousehold } from '@/testing/sessions';
import type { HouseholdState } from '../store/state';
import { useHousehold } from '../store';
import { AdminHouseholdPage } from './admin-household-page';

// /admin/organizations/{id} over a stubbed followManagedHousehold: the page follows the id of
// its address, says it is loading, then shows the household's settings and members to the
// admin as to an owner, or the not-found message. Following itself is the store's test.

const durand = buildHousehold({ id: 'org-2', name: 'Famille Durand', creatorId: 'someone-else' });

function renderAdminPage(householdId = 'org-2') {
  const stop = vi.fn();
  const follow = vi.fn((id: string) => {
    useHousehold.setState({ managed: { householdId: id, status: 'loading', household: null } });
    return stop;
  });
  // The admin's own household is not the one they look at, and they hold no role in it.
  seedHousehold();
  useHousehold.setState({ followManagedHousehold: follow });
  const router = createMemoryRouter([{ path: paths.adminHousehold.pattern, element: <AdminHouseholdPage /> }], {
    initialEntries: [paths.adminHousehold.href(householdId)],
  });
  render(<RouterProvider router={router} />);
  const answer = (managed: HouseholdState['managed']) => act(() => useHousehold.setState({ managed }));
  return { follow, stop, answer, router };
}

describe('admin household page', () => {
  it('follows the household of its address and says it is loading', () => {
    const { follow } = renderAdminPage();
    expect(follow).toHaveBeenCalledWith('org-2');
    expect(document.title).toBe('Administration du foyer · Nioo');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des informations du foyer...');
  });

  it('shows the settings and members panels, the admin managing as an owner', async () => {
    const { answer } = renderAdminPage();
    await answer({ householdId: 'org-2', status: 'loaded', household: durand });

    expect(screen.getByRole('heading', { level: 1, name: 'Administration du foyer' })).toBeInTheDocument();
    expect(screen.getByText('Famille Durand')).toBeInTheDocument();
    expect(screen.getByLabelText('Nom du foyer')).toHaveValue('Famille Durand');
    expect(screen.getByLabelText('Nom du foyer')).toBeEnabled();
    expect(screen.getByRole('switch')).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Membres' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Abonnements' })).not.toBeInTheDocument();
  });

  it('shows what changes meanwhile, live', async () => {
    const { answer } = renderAdminPage();
    await answer({ householdId: 'org-2', status: 'loaded', household: durand });
    await answer({ householdId: 'org-2', status: 'loaded', household: { ...durand, numberOfPersons: 7 } });
    expect(screen.getByLabelText('Nombre de personnes')).toHaveValue(7);
  });

  it('says the page is not found when the household is missing', async () => {
    const { answer } = renderAdminPage('gone');
    await answer({ householdId: 'gone', status: 'missing', household: null });

    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/recipes');
    expect(document.title).toBe('Page introuvable · Nioo');
    expect(screen.queryByRole('region', { name: 'Paramètres du foyer' })).not.toBeInTheDocument();
  });

  it('stops following when it leaves, and follows the next address', async () => {
    const { follow, stop, router } = renderAdminPage();
    await act(() => router.navigate(paths.adminHousehold.href('org-3')));
    expect(stop).toHaveBeenCalledOnce();
    expect(follow).toHaveBeenLastCalledWith('org-3');
  });
});
