import { act, render, screen, within } from '@testing-library/react';
import type { ShopperLine } from '@/domain/grocery/shopping-list';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { GroceryList } from '@/domain/grocery/grocery-list';
import { seedHousehold } from '@/testing/household';
import { seedRecipesById } from '@/testing/recipes';
import { crepes, smallList } from '@/testing/small-list-fixtures';
import { useGrocery } from '../store';
import { GroceryPanel } from './grocery-panel';

// The planner's grocery panel over seeded stores: opening and closing it (focus in, Escape, focus
// back), its lines and empty state, and its two actions. The actions themselves are stubbed; the
// store proves them, and the e-mail dialog has its own tests.

function renderPanel({ list = smallList(), role = 'owner' }: { list?: GroceryList | null; role?: string } = {}) {
  seedHousehold({ role });
  const archiveList = vi.fn(async () => undefined);
  const toggleLine = vi.fn(async (_line: ShopperLine) => undefined);
  useGrocery.setState({ list, status: 'loaded', archiveList, toggleLine });
  seedRecipesById([crepes]);
  render(
    <MemoryRouter>
      <GroceryPanel />
    </MemoryRouter>,
  );
  return { archiveList, toggleLine, user: userEvent.setup(), opener: screen.getByRole('button', { name: 'Ouvrir la liste de courses' }) };
}

const panel = () => screen.getByRole('dialog', { name: 'Liste de courses' });

describe('grocery panel', () => {
  it('opens from its floating button, focus inside, and closes back to it', async () => {
    const { user, opener } = renderPanel();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    // The panel's lines load with its first opening.
    await screen.findByRole('dialog');
    expect(opener).toHaveAttribute('aria-controls', panel().id);
    const close = within(panel()).getByRole('button', { name: 'Fermer le panneau' });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape, focus back on the floating button', async () => {
    const { user, opener } = renderPanel();
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows the active list by aisle, ticks its lines, and links to the full list', async () => {
    const { user, opener, toggleLine } = renderPanel();
    await user.click(opener);
    const region = within(panel());
    expect(region.getByText('Liste de courses du 23 novembre')).toBeInTheDocument();
    expect(region.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Liste de courses', 'Produits laitiers', 'Épicerie salée']);
    expect(region.getByRole('checkbox', { name: 'Farine' })).toHaveAccessibleDescription('250 g Crêpes');
    await user.click(region.getByRole('checkbox', { name: 'Lait' }));
    expect(toggleLine).toHaveBeenCalledWith(expect.objectContaining({ name: 'Lait', state: { kind: 'open' } }));
    expect(region.getByRole('link', { name: 'Voir la liste complète' })).toHaveAttribute('href', '/grocery-list-v2');
  });

  it('says when the household has no active list, with nothing to send or close', async () => {
    const { user, opener } = renderPanel({ list: null });
    await user.click(opener);
    const region = within(panel());
    expect(region.getByText('Aucune liste de courses active')).toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Envoyer par mail' })).not.toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Fermer la liste' })).not.toBeInTheDocument();
    expect(region.getByRole('link', { name: 'Voir la liste complète' })).toBeInTheDocument();
  });

  it('archives the list only once the user confirms, Escape or Annuler backing out', async () => {
    const { user, opener, archiveList } = renderPanel();
    await user.click(opener);
    await user.click(within(panel()).getByRole('button', { name: 'Fermer la liste' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Fermer la liste de courses ?' }));
    expect(confirm.getByText(/La liste sera archivée/)).toBeInTheDocument();
    await user.click(confirm.getByText('Annuler'));
    expect(archiveList).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Fermer la liste de courses ?' })).not.toBeInTheDocument();
    expect(panel()).toBeInTheDocument();

    // Escape answers the confirmation alone: the panel stays open.
    await user.click(within(panel()).getByRole('button', { name: 'Fermer la liste' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Fermer la liste de courses ?' })).not.toBeInTheDocument();
    expect(panel()).toBeInTheDocument();
    expect(archiveList).not.toHaveBeenCalled();

    await user.click(within(panel()).getByRole('button', { name: 'Fermer la liste' }));
    await user.click(screen.getByRole('button', { name: 'Oui, fermer la liste' }));
    expect(archiveList).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Fermer la liste de courses ?' })).not.toBeInTheDocument();
  });

  it('keeps focus in the panel when the archived list goes', async () => {
    const { user, opener } = renderPanel();
    useGrocery.setState({ archiveList: vi.fn(async () => useGrocery.setState({ list: null })) });
    await user.click(opener);
    await user.click(within(panel()).getByRole('button', { name: 'Fermer la liste' }));
    await user.click(screen.getByRole('button', { name: 'Oui, fermer la liste' }));
    expect(within(panel()).getByText('Aucune liste de courses active')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Fermer le panneau' })).toHaveFocus();
  });

  it('opens the e-mail dialog, whose Escape leaves the panel open', async () => {
    const { user, opener } = renderPanel();
    await user.click(opener);
    await user.click(within(panel()).getByRole('button', { name: 'Envoyer par mail' }));
    expect(await screen.findByRole('dialog', { name: 'Partager la liste de courses' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Partager la liste de courses' })).not.toBeInTheDocument();
    expect(panel()).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Envoyer par mail' })).toHaveFocus();
  });

  it('lets a viewer look and tick, not send or close the list', async () => {
    const { user, opener } = renderPanel({ role: 'viewer' });
    await user.click(opener);
    const region = within(panel());
    expect(region.getByRole('checkbox', { name: 'Farine' })).toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Envoyer par mail' })).not.toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Fermer la liste' })).not.toBeInTheDocument();
  });

  it('shows a refused change in a banner that can be dismissed', async () => {
    const { user, opener } = renderPanel();
    await user.click(opener);
    act(() => useGrocery.setState({ error: 'grocery.errors.archive' }));
    expect(within(panel()).getByRole('alert')).toHaveTextContent("Erreur lors de l'archivage de la liste");
    await user.click(within(panel()).getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
