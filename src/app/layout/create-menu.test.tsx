import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '@/features/accounts';
import { useGrocery } from '@/features/grocery';
import { renderApp } from '@/testing/render-app';
import { signedInSession } from '@/testing/sessions';

// The Créer menu's grocery choice: the add-item dialog over whatever screen is open (spec B §2).
// Where the other choices lead is in router.test.tsx; the dialog itself is tested in the grocery feature.

describe('Créer menu: a grocery item', () => {
  it('opens the add-item dialog in place of the menu, on the current screen, and adds through the list', async () => {
    const addCustomItem = vi.fn(async () => ({ ok: true }) as const);
    useGrocery.setState({ addCustomItem });
    const user = userEvent.setup();
    const { router } = renderApp('/cookbook', signedInSession());
    const create = await screen.findByRole('button', { name: 'Créer' });
    await user.click(create);
    await user.click(screen.getByRole('button', { name: 'Article de courses' }));

    expect(await screen.findByRole('dialog', { name: 'Ajouter un article' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Créer' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cookbook');

    await user.type(screen.getByRole('combobox', { name: 'Article' }), 'Éponges');
    await user.type(screen.getByRole('spinbutton', { name: 'Quantité' }), '2');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(addCustomItem).toHaveBeenCalledExactlyOnceWith({ name: 'Éponges', quantity: 2, unit: 'piece', category: 'other', standardIngredientId: null });
    expect(router.state.location.pathname).toBe('/cookbook');
    expect(create).toHaveFocus();
  });

  it('waits for the session before telling a member from a visitor', async () => {
    useGrocery.setState({ addCustomItem: vi.fn(async () => ({ ok: true }) as const) });
    const user = userEvent.setup();
    const { router } = renderApp('/cookbook', signedInSession());
    act(() => useSession.setState({ status: 'loading', isAuthenticated: false }));
    await user.click(await screen.findByRole('button', { name: 'Créer' }));
    expect(screen.getByRole('button', { name: 'Article de courses' })).toBeDisabled();

    act(() => useSession.setState({ status: 'loaded', isAuthenticated: true }));
    await user.click(screen.getByRole('button', { name: 'Article de courses' }));
    expect(await screen.findByRole('dialog', { name: 'Ajouter un article' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cookbook');
  });

  it('sends a visitor to /login instead', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/recipes');
    await user.click(await screen.findByRole('button', { name: 'Créer' }));
    await user.click(screen.getByRole('button', { name: 'Article de courses' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog', { name: 'Ajouter un article' })).not.toBeInTheDocument();
  });
});
