import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { resetAllStores } from '@/lib/create-store';
import { buildHousehold } from '@/testing/sessions';
import { useHousehold } from '../store';
import { useLeaveLostHousehold } from './use-leave-lost-household';

function Planner() {
  useLeaveLostHousehold();
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Planner /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const home = buildHousehold({ id: 'org-1' });
const other = buildHousehold({ id: 'org-2', name: 'Foyer de Camille' });

afterEach(() => resetAllStores());

describe('leaving a lost household', () => {
  it('goes to /recipes when the user lost the household they were in', () => {
    useHousehold.setState({ userId: 'user-1', household: home, householdConfirmed: true, roles: { 'org-1': 'member', 'org-2': 'owner' } });
    const router = renderAt('/meal-entries');

    act(() => useHousehold.setState({ household: other, roles: { 'org-2': 'owner' } }));

    expect(router.state.location.pathname).toBe('/recipes');
  });

  it('goes there too when the household, first drawn from the cache, was confirmed by the server before it was lost', () => {
    useHousehold.setState({ userId: 'user-1', household: home, householdConfirmed: false, roles: { 'org-1': 'member', 'org-2': 'owner' } });
    const router = renderAt('/meal-entries');

    act(() => useHousehold.setState({ householdConfirmed: true }));
    act(() => useHousehold.setState({ household: other, roles: { 'org-2': 'owner' } }));

    expect(router.state.location.pathname).toBe('/recipes');
  });

  it('stays on the screen opened when the lost household was only the cache\'s: removed while the app was closed', () => {
    useHousehold.setState({ userId: 'user-1', household: home, householdConfirmed: false, roles: { 'org-1': 'member', 'org-2': 'owner' } });
    const router = renderAt('/meal-entries');

    act(() => useHousehold.setState({ household: other, householdConfirmed: true, roles: { 'org-2': 'owner' } }));

    expect(router.state.location.pathname).toBe('/meal-entries');
  });

  it('stays where the user is when they switched households themselves, or only their role changed', () => {
    useHousehold.setState({ userId: 'user-1', household: home, householdConfirmed: true, roles: { 'org-1': 'member', 'org-2': 'owner' } });
    const router = renderAt('/cookbook');

    act(() => useHousehold.setState({ roles: { 'org-1': 'viewer', 'org-2': 'owner' } }));
    act(() => useHousehold.setState({ household: other }));

    expect(router.state.location.pathname).toBe('/cookbook');
  });
});
