import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createIngredientSearch } from '@/domain/recipes/ingredient-search';
import { standardIngredientSchema } from '@/domain/recipes/standard-ingredient';
import { useIngredientCatalogue } from '@/features/recipes';
import type { Outcome } from '@/domain/shared/outcome';
import type { CustomItemInput, GroceryErrorKey } from '../store/state';
import { useGrocery } from '../store';
import { AddGroceryItemDialog } from './add-grocery-item-dialog';

// The add-item dialog on its own, over a stubbed store: what it asks for, what it accepts, and
// what it hands to addCustomItem. Adding the item to a list is the store's work, tested apart.

const catalogue = [
  { id: 'std-tomate', name: 'Tomate', aliases: ['tomates'], category: 'produce', preferredUnit: 'piece' },
  { id: 'std-farine', name: 'Farine', category: 'sweetGrocery', preferredUnit: 'gram' },
  { id: 'std-lait', name: 'Lait', category: 'dairy', preferredUnit: 'milliliter' },
  { id: 'std-echalote', name: 'Échalote', aliases: ['échalotes'], category: 'produce' },
  { id: 'std-pomme', name: 'Pomme', aliases: ['pommes'], category: 'produce' },
  { id: 'std-pdt', name: 'Pomme de terre', aliases: ['patate'], category: 'produce', preferredUnit: 'kilogram' },
  { id: 'std-ail', name: 'Ail', category: 'produce' },
  { id: 'std-beurre', name: 'Beurre', category: 'dairy', preferredUnit: 'gram' },
  { id: 'std-carotte', name: 'Carotte', category: 'produce' },
  { id: 'std-citron', name: 'Citron', category: 'produce' },
  { id: 'std-oeuf', name: 'Œuf', aliases: ['œufs'], category: 'dairy' },
  { id: 'std-riz', name: 'Riz', category: 'savoryGrocery', preferredUnit: 'gram' },
].map((ingredient) => standardIngredientSchema.parse({ language: 'fr', ...ingredient }));

function openDialog({ added = true }: { added?: boolean } = {}) {
  useIngredientCatalogue.setState({ status: 'loaded', search: createIngredientSearch(catalogue) });
  const addCustomItem = vi.fn(async (_input: CustomItemInput): Promise<Outcome<GroceryErrorKey>> => {
    if (!added) useGrocery.setState({ error: 'grocery.errors.add' });
    return added ? { ok: true } : { ok: false, error: 'grocery.errors.add' };
  });
  useGrocery.setState({ addCustomItem });
  const onClose = vi.fn();
  render(<AddGroceryItemDialog onClose={onClose} />);
  return { user: userEvent.setup(), addCustomItem, onClose, dialog: within(screen.getByRole('dialog', { name: 'Ajouter un article' })) };
}

const nameField = () => screen.getByRole('combobox', { name: 'Article' });
const quantityField = () => screen.getByRole('spinbutton', { name: 'Quantité' });
const submitButton = () => screen.getByRole('button', { name: 'Ajouter' });
const options = () => within(screen.getByRole('listbox')).queryAllByRole('option').map((option) => option.textContent);

async function fill(user: UserEvent, { name, quantity }: { name?: string; quantity?: string }) {
  if (name !== undefined) {
    await user.clear(nameField());
    if (name) await user.type(nameField(), name);
  }
  if (quantity !== undefined) {
    await user.clear(quantityField());
    if (quantity) await user.type(quantityField(), quantity);
  }
}

// The first test waits for the dialog's first drawing too: more than the default's few seconds on a busy machine.
describe('add grocery item dialog', { timeout: 20_000 }, () => {
  it('opens on the name, in pieces in the "Autres" aisle, and can be sent only with a name and a quantity', async () => {
    const { user } = openDialog();
    expect(nameField()).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Unité' })).toHaveDisplayValue('pièce');
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveDisplayValue('Autres');
    expect(submitButton()).toBeDisabled();

    await fill(user, { name: 'Éponges' });
    expect(submitButton()).toBeDisabled();
    await fill(user, { quantity: '2' });
    expect(submitButton()).toBeEnabled();
    await fill(user, { name: '   ' });
    expect(submitButton()).toBeDisabled();
    await fill(user, { name: 'Éponges', quantity: '' });
    expect(submitButton()).toBeDisabled();
  });

  it('says the catalogue is loading, not that nothing matches, until it has answered', async () => {
    const { user } = openDialog();
    act(() => useIngredientCatalogue.setState({ status: 'loading', search: () => [] }));
    await user.type(nameField(), 'tom');
    expect(options()).toEqual(['Chargement des ingrédients...']);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/Aucun ingrédient trouvé/)).not.toBeInTheDocument();

    act(() => useIngredientCatalogue.setState({ status: 'loaded', search: createIngredientSearch(catalogue) }));
    expect(options()).toEqual(['Tomate']);
    expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-busy');
    await user.type(nameField(), 'xyz');
    expect(options()).toEqual(['Aucun ingrédient trouvé. Tapez un nom pour ajouter un article de votre choix.']);
  });

  it('sends a typed item, its quantity rounded, in pieces in the "other" aisle, then closes', async () => {
    const { user, addCustomItem, onClose } = openDialog();
    await fill(user, { name: '  Éponges ', quantity: '2.6' });
    await user.click(submitButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(addCustomItem).toHaveBeenCalledExactlyOnceWith({ name: 'Éponges', quantity: 3, unit: 'piece', category: 'other', standardIngredientId: null });
  });

  it('sends the unit and the aisle chosen', async () => {
    const { user, addCustomItem } = openDialog();
    await fill(user, { name: 'Jus de pomme', quantity: '2' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unité' }), 'litre');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), 'Boissons');
    await user.click(submitButton());
    await waitFor(() => expect(addCustomItem).toHaveBeenCalledExactlyOnceWith({ name: 'Jus de pomme', quantity: 2, unit: 'liter', category: 'beverages', standardIngredientId: null }));
  });

  it('offers the first 10 of the catalogue on an empty name, then searches names and aliases whatever the accents and case', async () => {
    const { user } = openDialog();
    expect(options()).toEqual(['Ail', 'Beurre', 'Carotte', 'Citron', 'Échalote', 'Farine', 'Lait', 'Œuf', 'Pomme', 'Pomme de terre']);
    await fill(user, { name: 'ECHAL' });
    expect(options()).toEqual(['Échalote']);
    await fill(user, { name: 'patate' });
    expect(options()).toEqual(['Pomme de terre']);
    // The exact name first, then the names it starts.
    await fill(user, { name: 'pomme' });
    expect(options()).toEqual(['Pomme', 'Pomme de terre']);
    await fill(user, { name: 'zzz' });
    expect(screen.getByRole('listbox')).toHaveTextContent('Aucun ingrédient trouvé. Tapez un nom pour ajouter un article de votre choix.');
  });

  it('fills the name, aisle and usual unit of a picked ingredient and sends its id', async () => {
    const { user, addCustomItem } = openDialog();
    await fill(user, { name: 'far' });
    await user.click(screen.getByRole('option', { name: 'Farine' }));
    expect(nameField()).toHaveValue('Farine');
    expect(screen.getByRole('combobox', { name: 'Unité' })).toHaveDisplayValue('gramme');
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveDisplayValue('Épicerie sucrée');
    await fill(user, { quantity: '500' });
    await user.click(submitButton());
    await waitFor(() =>
      expect(addCustomItem).toHaveBeenCalledExactlyOnceWith({ name: 'Farine', quantity: 500, unit: 'gram', category: 'sweetGrocery', standardIngredientId: 'std-farine' }),
    );
  });

  it('keeps a name typed after a pick as an item of its own', async () => {
    const { user, addCustomItem } = openDialog();
    await fill(user, { name: 'tom' });
    await user.click(screen.getByRole('option', { name: 'Tomate' }));
    await user.type(nameField(), 's cerises');
    await fill(user, { quantity: '1' });
    await user.click(submitButton());
    await waitFor(() => expect(addCustomItem).toHaveBeenCalledOnce());
    expect(addCustomItem.mock.calls[0]?.[0]).toMatchObject({ name: 'Tomates cerises', category: 'produce', standardIngredientId: null });
  });

  it.each(['0', '0.4', '-3'])('refuses the quantity %j under its field and adds nothing', async (quantity) => {
    const { user, addCustomItem, onClose } = openDialog();
    await fill(user, { name: 'Éponges', quantity });
    await user.click(submitButton());
    expect(await screen.findByText("La quantité doit être un nombre entier d'au moins 1")).toBeInTheDocument();
    expect(quantityField()).toHaveAccessibleDescription("La quantité doit être un nombre entier d'au moins 1");
    expect(quantityField()).toBeInvalid();
    expect(addCustomItem).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a name longer than a list stores, under its field', async () => {
    const { user, addCustomItem } = openDialog();
    await user.click(nameField());
    await user.paste('x'.repeat(101));
    await fill(user, { quantity: '1' });
    await user.click(submitButton());
    await waitFor(() => expect(nameField()).toHaveAccessibleDescription('100 caractères maximum'));
    expect(addCustomItem).not.toHaveBeenCalled();
  });

  it('refuses a pasted name holding a tab, such as a spreadsheet cell, under its field', async () => {
    const { user, addCustomItem } = openDialog();
    await user.click(nameField());
    await user.paste('Pommes\t6');
    await fill(user, { quantity: '1' });
    await user.click(submitButton());
    await waitFor(() => expect(nameField()).toHaveAccessibleDescription('Le nom doit tenir sur une ligne, sans tabulation ni caractère de contrôle'));
    expect(addCustomItem).not.toHaveBeenCalled();
  });

  it('stays open with everything typed when the store refuses, under its message', async () => {
    const { user, addCustomItem, onClose, dialog } = openDialog({ added: false });
    await fill(user, { name: 'Éponges', quantity: '2' });
    await user.click(submitButton());
    expect(await dialog.findByRole('alert')).toHaveTextContent('Erreur lors de la mise à jour des articles');
    expect(addCustomItem).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    expect(nameField()).toHaveValue('Éponges');
    expect(quantityField()).toHaveValue(2);
    expect(submitButton()).toBeEnabled();
  });

  it('says it is adding while the store works, and cannot be sent twice', async () => {
    const { user, addCustomItem } = openDialog();
    let finish: (added: Outcome<GroceryErrorKey>) => void = () => undefined;
    addCustomItem.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    await fill(user, { name: 'Éponges', quantity: '2' });
    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Ajout...' })).toBeDisabled();
    finish({ ok: true });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ajout...' })).not.toBeInTheDocument());
  });

  it('closes without adding on Annuler and on Escape', async () => {
    const { user, addCustomItem, onClose, dialog } = openDialog();
    await fill(user, { name: 'Éponges', quantity: '2' });
    await user.click(dialog.getByRole('button', { name: 'Annuler' }));
    expect(onClose).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(addCustomItem).not.toHaveBeenCalled();
  });
});
