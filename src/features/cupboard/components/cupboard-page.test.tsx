import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PantryEntry } from '@/domain/cupboard/pantry-entry';
import { useCupboard } from '../store';
import { entry, openCupboard } from '@/testing/cupboard-page-fixtures';

// The cupboard page over a seeded store whose actions are stubbed at its boundary (the store's
// own work, optimistic changes and their rollback, is tested in store.test.ts): what it shows,
// adding typed lines, the stepper, staples and removal, and what a viewer sees.

/** What the live query says once a write is shown. */
const showEntries = (...entries: PantryEntry[]) => useCupboard.setState({ entries: Object.fromEntries(entries.map((stored) => [stored.foodId, stored])) });

const line = (name: string) => within(screen.getByRole('list', { name: 'Aliments du placard' })).getByText(name).closest('li') as HTMLElement;

describe('cupboard page', () => {
  it('says what the cupboard is for when it is empty', async () => {
    openCupboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Placard' })).toBeInTheDocument();
    expect(document.title).toBe('Placard · Nioo');
    expect(screen.getByText(/Le placard est vide/)).toBeInTheDocument();
  });

  it('waits for the cupboard before saying anything of it', async () => {
    openCupboard([], { status: 'loading' });
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement');
    expect(screen.queryByText(/Le placard est vide/)).not.toBeInTheDocument();
  });

  it('shows each food in its buying unit, by name', async () => {
    openCupboard([entry('oeuf', { count: 6 }), entry('farine-de-ble', { mass: 500 }), entry('ail', { count: 10 }), entry('sel', { staple: true })]);
    const names = within(await screen.findByRole('list', { name: 'Aliments du placard' })).getAllByRole('listitem').map((item) => item.querySelector('.font-medium')?.textContent);
    expect(names).toEqual(['ail', 'farine de blé', 'œuf', 'sel']);
    expect(within(line('farine de blé')).getByText('500 g')).toBeInTheDocument();
    expect(within(line('œuf')).getByText('6 pièces')).toBeInTheDocument();
    expect(within(line('ail')).getByText('10 gousses (1 tête)')).toBeInTheDocument();
    expect(within(line('sel')).getByText('toujours en stock')).toBeInTheDocument();
  });

  it('adds a pasted list in one write and says which line matched no food', async () => {
    const { user, stock, setStaple } = openCupboard();
    await user.click(await screen.findByRole('combobox', { name: 'Ajouter au placard' }));
    await user.paste('500 g de farine\n6 œufs\nsel\n3 trucs bizarres');
    expect(stock).toHaveBeenCalledTimes(1);
    expect(stock).toHaveBeenCalledWith([
      { foodId: 'farine-de-ble', amounts: { mass: 500, volume: 0, count: 0 } },
      { foodId: 'oeuf', amounts: { mass: 0, volume: 0, count: 6 } },
    ]);
    expect(setStaple).toHaveBeenCalledWith('sel', true);
    expect(await screen.findByText('Ajouté : farine de blé, œuf, sel.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ajouter au placard' })).toHaveAccessibleDescription(expect.stringContaining('Absent du catalogue, non ajouté : « 3 trucs bizarres ».'));
  });

  it('adds a typed line on Enter, and keeps one it could not read', async () => {
    const { user, stock } = openCupboard();
    const field = await screen.findByRole('combobox', { name: 'Ajouter au placard' });
    await user.type(field, '2 gousses d’ail{Enter}');
    expect(stock).toHaveBeenCalledWith([{ foodId: 'ail', amounts: { mass: 0, volume: 0, count: 2 } }]);
    expect(field).toHaveValue('');
    await user.type(field, '3 trucs bizarres{Enter}');
    expect(field).toHaveValue('3 trucs bizarres');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('« 3 trucs bizarres »'));
  });

  it('steps an amount by 50 g, written as the difference', async () => {
    const { user, setAmount } = openCupboard([entry('farine-de-ble', { mass: 520 })]);
    await user.click(await screen.findByRole('button', { name: 'Plus de farine de blé' }));
    expect(setAmount).toHaveBeenLastCalledWith('farine-de-ble', expect.objectContaining({ mass: 550 }));
    await user.click(screen.getByRole('button', { name: 'Moins de farine de blé' }));
    expect(setAmount).toHaveBeenLastCalledWith('farine-de-ble', expect.objectContaining({ mass: 500 }));
    const amount = screen.getByRole('textbox', { name: 'Quantité de farine de blé' });
    await user.clear(amount);
    await user.type(amount, '200{Enter}');
    expect(setAmount).toHaveBeenLastCalledWith('farine-de-ble', { mass: 200, volume: 0, count: 0 });
    act(() => showEntries(entry('farine-de-ble', { mass: 200 })));
    expect(within(line('farine de blé')).getByText('200 g')).toBeInTheDocument();
  });

  it('marks a food always in stock, and removes one', async () => {
    const { user, setStaple, remove } = openCupboard([entry('farine-de-ble', { mass: 500 }), entry('oeuf', { count: 6 })]);
    await user.click(await screen.findByRole('checkbox', { name: 'farine de blé toujours en stock' }));
    expect(setStaple).toHaveBeenCalledWith('farine-de-ble', true);
    await user.click(screen.getByRole('button', { name: 'Retirer œuf du placard' }));
    expect(remove).toHaveBeenCalledWith('oeuf');
  });

  it("shows the store's message when a change was refused, and keeps the typed lines", async () => {
    const { user, stock } = openCupboard([entry('oeuf', { count: 6 })]);
    stock.mockImplementation(async () => {
      useCupboard.setState({ error: 'cupboard.errors.stock' });
      return { ok: false, error: 'cupboard.errors.stock' };
    });
    await user.type(await screen.findByRole('combobox', { name: 'Ajouter au placard' }), '6 œufs');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Le placard n'a pas pu être modifié.");
    expect(screen.getByRole('combobox', { name: 'Ajouter au placard' })).toHaveValue('6 œufs');
  });

  it('lets a viewer read the cupboard but change nothing', async () => {
    openCupboard([entry('oeuf', { count: 6 })], { role: 'viewer' });
    expect(await screen.findByText('6 pièces')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retirer/ })).not.toBeInTheDocument();
  });
});
