import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { signedInSession } from '@/testing/sessions';

// The phone's bottom bar says which area is open: the cupboard, which it has no item for, is the
// list's area, reached from the list's tab row, so 'Courses' stays current there.

const bar = () => within(screen.getByTestId('bottom-bar'));
const currentItems = () => bar().getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent);

describe('bottom bar', () => {
  it("shows 'Courses' as the current item on the cupboard's page", async () => {
    renderApp('/placard', signedInSession());
    expect(await screen.findByRole('heading', { level: 1, name: 'Placard' })).toBeInTheDocument();
    expect(currentItems()).toEqual(['Courses']);
    expect(bar().getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/grocery-list-v2');
  });

  it("moves the current item with the page: the list's, then another area's", async () => {
    const { router } = renderApp('/grocery-list-v2', signedInSession());
    expect(await screen.findByRole('heading', { level: 1, name: 'Liste de courses' })).toBeInTheDocument();
    expect(currentItems()).toEqual(['Courses']);
    await userEvent.setup().click(bar().getByRole('link', { name: 'Carnet' }));
    expect(router.state.location.pathname).toBe('/cookbook');
    expect(currentItems()).toEqual(['Carnet']);
  });
});
