import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { entry, openCupboard } from '@/testing/cupboard-page-fixtures';

// 'Ajouter au placard' as a search of the catalogue: suggestions as one types, picked by click or
// by the arrow keys and Enter, each with what the cupboard already holds of it; a typed line with
// an amount still read on Enter; and what it says when no food has the name.

const field = () => screen.findByRole('combobox', { name: 'Ajouter au placard' });
const suggestions = () => screen.getByRole('listbox', { name: 'Aliments du catalogue' });
const optionNames = () => within(suggestions()).getAllByRole('option').map((option) => option.firstElementChild?.textContent);

describe('adding to the cupboard by catalogue search', () => {
  it('suggests the foods of the name typed, accents and plurals aside, and stocks one clicked by one step', async () => {
    const { user, stock, setStaple } = openCupboard();
    const input = await field();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'oeufs');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()[0]).toBe('œuf');
    await user.clear(input);
    await user.type(input, 'farin');
    expect(optionNames()).toContain('farine de blé');
    await user.click(within(suggestions()).getByRole('option', { name: 'farine de blé' }));
    expect(stock).toHaveBeenCalledExactlyOnceWith([{ foodId: 'farine-de-ble', amounts: { mass: 50, volume: 0, count: 0 } }]);
    expect(setStaple).not.toHaveBeenCalled();
    expect(await screen.findByRole('status')).toHaveTextContent('Ajouté : farine de blé, 50 g.');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('picks with the arrow keys and Enter, the highlighted food announced as the active option', async () => {
    const { user, stock } = openCupboard();
    const input = await field();
    await user.type(input, 'oignon');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    const [first, second] = within(suggestions()).getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', first?.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', second?.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    const name = second?.textContent ?? '';
    await user.keyboard('{Enter}');
    expect(stock).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent(`Ajouté : ${name}, 1 pièce.`);
  });

  it("keeps a staple picked as 'toujours en stock', without an amount", async () => {
    const { user, stock, setStaple } = openCupboard();
    await user.type(await field(), 'sel');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(setStaple).toHaveBeenCalledExactlyOnceWith('sel', true);
    expect(stock).not.toHaveBeenCalled();
    expect(await screen.findByRole('status')).toHaveTextContent('Ajouté : sel, toujours en stock.');
  });

  it('says which suggested foods the cupboard already holds, and how much, and adds a step on top', async () => {
    const { user, stock } = openCupboard([entry('farine-de-ble', { mass: 500 }), entry('farine-de-riz', { staple: true })]);
    await user.type(await field(), 'farine');
    expect(within(suggestions()).getByRole('option', { name: /^farine de blé/ })).toHaveTextContent('au placard : 500 g');
    expect(within(suggestions()).getByRole('option', { name: /^farine de riz/ })).toHaveTextContent('au placard, toujours en stock');
    expect(within(suggestions()).getByRole('option', { name: /^farine complète/ })).not.toHaveTextContent('au placard');
    await user.click(within(suggestions()).getByRole('option', { name: /^farine de blé/ }));
    expect(stock).toHaveBeenCalledExactlyOnceWith([{ foodId: 'farine-de-ble', amounts: { mass: 50, volume: 0, count: 0 } }]);
  });

  it('reads a typed line with its amount on Enter when no suggestion is highlighted', async () => {
    const { user, stock } = openCupboard();
    const input = await field();
    await user.type(input, 'farine');
    expect(suggestions()).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '500 g de farine');
    // Nothing is named '500 g de farine' whole, but the line reads: no "nothing found" under it.
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(stock).toHaveBeenCalledExactlyOnceWith([{ foodId: 'farine-de-ble', amounts: { mass: 500, volume: 0, count: 0 } }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Ajouté : farine de blé.');
  });

  it('reads the name as a line on Enter while suggestions show, none highlighted', async () => {
    const { user, setStaple } = openCupboard();
    await user.type(await field(), 'sel');
    expect(suggestions()).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(setStaple).toHaveBeenCalledExactlyOnceWith('sel', true);
  });

  it('says when no catalogue food has the name, and Escape closes the suggestions', async () => {
    const { user, stock } = openCupboard();
    const input = await field();
    await user.type(input, 'zzz');
    const message = within(suggestions()).getByRole('option', { name: 'Aucun aliment du catalogue ne porte ce nom.' });
    expect(message).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(stock).not.toHaveBeenCalled();
  });
});
