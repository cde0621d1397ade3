import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, signedInSession } from '@/testing/sessions';
import { buildList, customItem, openList } from '@/testing/list-page-fixtures';
import { useGrocery } from '../store';

// The list page's edits over a stubbed store: its actions, a typed line's quantity and removal,
// a recipe's portions and removal, and what a viewer is left with. What each action writes is
// the store's, tested apart; the add-item form itself is tested in add-grocery-item-dialog.test.tsx.

const section = (name: string) => within(screen.getByRole('region', { name }));
const viewer = signedInSession({ user: buildUser({ organizations: { 'org-1': { organizationId: 'org-1', role: 'viewer', joinedAt: null } } }) });

describe('grocery list page: the list\'s actions', () => {
  it('adds an item, sends the list by mail and links to its printable page', async () => {
    const { user } = openList();
    expect(await screen.findByRole('link', { name: 'Version imprimable' })).toHaveAttribute('href', '/printable-grocery-list-v2');
    await user.click(await screen.findByRole('button', { name: 'Ajouter un article' }));
    expect(await screen.findByRole('dialog', { name: 'Ajouter un article' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Envoyer par mail' }));
    expect(await screen.findByRole('dialog', { name: 'Partager la liste de courses' })).toBeInTheDocument();
  });

  it('archives the list only once the user confirms', async () => {
    const { user, archiveList } = openList();
    await user.click(await screen.findByRole('button', { name: 'Archiver la liste' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Archiver la liste de courses ?' }));
    expect(dialog.getByText(/ne pourra plus être modifiée/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(archiveList).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Archiver la liste' }));
    dialog = within(screen.getByRole('dialog', { name: 'Archiver la liste de courses ?' }));
    await user.click(dialog.getByRole('button', { name: 'Oui, archiver' }));
    expect(archiveList).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a household without a list start one with an item, the dialog outliving the list that appears and goes', async () => {
    const { user, addCustomItem } = openList({ list: null });
    expect(await screen.findByText('Pas de liste de courses active')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter un article' }));
    // The store shows the new list at once, then takes it back when the database refuses.
    addCustomItem.mockImplementation(async () => {
      act(() => useGrocery.setState({ list: buildList({ mealEntryRefs: {}, customItems: { c9: customItem('c9', 'Éponges', 2, 'other') } }) }));
      act(() => useGrocery.setState({ list: null, error: 'grocery.errors.add' }));
      return { ok: false, error: 'grocery.errors.add' };
    });
    await user.type(await screen.findByRole('combobox', { name: 'Article' }), 'Éponges');
    await user.type(screen.getByRole('spinbutton', { name: 'Quantité' }), '2');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Ajouter un article' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Erreur lors de la mise à jour des articles');
    expect(dialog.getByRole('combobox', { name: 'Article' })).toHaveValue('Éponges');
    expect(screen.getByText('Pas de liste de courses active')).toBeInTheDocument();
  });

  it('shows a refused edit in the dismissible banner', async () => {
    const { user, changeCustomQuantity } = openList();
    changeCustomQuantity.mockImplementation(async () => useGrocery.setState({ error: 'grocery.errors.quantity' }));
    await user.click(await screen.findByRole('button', { name: 'Augmenter la quantité pour Pommes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors de la mise à jour de la quantité');
    await user.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('grocery list page: a line typed by hand', () => {
  it('steps its quantity, the minus stopping at 1, the checkbox still reading it', async () => {
    const { user, changeCustomQuantity } = openList({ list: buildList({ customItems: { c1: customItem('c1', 'Éponges', 1, 'other'), c2: customItem('c2', 'Pommes', 6, 'produce') } }) });
    const apples = section('Fruits et légumes');
    expect(await apples.findByRole('textbox', { name: 'Quantité pour Pommes' })).toHaveValue('6');
    expect(apples.getByRole('textbox', { name: 'Quantité pour Pommes' })).toHaveAccessibleDescription('pc');
    expect(apples.getByRole('checkbox', { name: 'Pommes' })).toHaveAccessibleDescription('6 pièces');
    await user.click(apples.getByRole('button', { name: 'Augmenter la quantité pour Pommes' }));
    expect(changeCustomQuantity).toHaveBeenLastCalledWith('c2', 7);
    await user.click(apples.getByRole('button', { name: 'Diminuer la quantité pour Pommes' }));
    expect(changeCustomQuantity).toHaveBeenLastCalledWith('c2', 5);

    const sponges = section('Autres');
    expect(sponges.getByRole('button', { name: 'Diminuer la quantité pour Éponges' })).toBeDisabled();
    await user.click(sponges.getByRole('button', { name: 'Augmenter la quantité pour Éponges' }));
    expect(changeCustomQuantity).toHaveBeenLastCalledWith('c1', 2);
    expect(changeCustomQuantity).toHaveBeenCalledTimes(3);
  });

  it('takes a typed quantity on Enter or blur, and puts the stored one back for anything under 1, saying why', async () => {
    const { user, changeCustomQuantity } = openList();
    const quantity = await screen.findByRole('textbox', { name: 'Quantité pour Pommes' });
    await user.clear(quantity);
    await user.type(quantity, '12{Enter}');
    expect(changeCustomQuantity).toHaveBeenLastCalledWith('c2', 12);

    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(quantity).toHaveValue('6');
    expect(quantity).toHaveAccessibleDescription('pc Au moins 1');
    await user.clear(quantity);
    await user.tab();
    expect(quantity).toHaveValue('6');
    await user.type(quantity, '9');
    await user.keyboard('{Escape}');
    expect(quantity).toHaveValue('6');
    await user.clear(quantity);
    await user.type(quantity, '8');
    await user.tab();
    expect(changeCustomQuantity).toHaveBeenLastCalledWith('c2', 8);
    expect(changeCustomQuantity).toHaveBeenCalledTimes(2);
  });

  it('rounds a typed decimal, comma or point, to the whole number it is nearest, never reading 1,5 as 15', async () => {
    const { user, changeCustomQuantity } = openList();
    const quantity = await screen.findByRole('textbox', { name: 'Quantité pour Pommes' });
    await user.clear(quantity);
    await user.type(quantity, '1,5{Enter}');
    expect(changeCustomQuantity).toHaveBeenLastCalledWith('c2', 2);
    expect(quantity).toHaveAccessibleDescription('pc Arrondi à 2');
    await user.clear(quantity);
    await user.type(quantity, '3.4');
    await user.tab();
    expect(changeCustomQuantity).toHaveBeenLastCalledWith('c2', 3);
    expect(changeCustomQuantity).toHaveBeenCalledTimes(2);
  });

  it('refuses what is not a whole number, saying why, and forgets the reason once the user types again', async () => {
    const { user, changeCustomQuantity } = openList();
    const quantity = await screen.findByRole('textbox', { name: 'Quantité pour Pommes' });
    await user.clear(quantity);
    await user.type(quantity, '1a2{Enter}');
    expect(quantity).toHaveValue('6');
    expect(quantity).toHaveAccessibleDescription('pc Saisissez un nombre entier');
    await user.clear(quantity);
    await user.type(quantity, '0,4{Enter}');
    expect(quantity).toHaveAccessibleDescription('pc Au moins 1');
    await user.type(quantity, '7');
    expect(quantity).toHaveAccessibleDescription('pc');
    expect(changeCustomQuantity).not.toHaveBeenCalled();
  });

  it('removes the item, and only typed lines have these controls', async () => {
    const { user, removeCustomItem } = openList();
    await user.click(await screen.findByRole('button', { name: 'Retirer Pommes de la liste' }));
    expect(removeCustomItem).toHaveBeenCalledExactlyOnceWith('c2');
    expect(screen.queryByRole('textbox', { name: 'Quantité pour Farine' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retirer Farine de la liste' })).not.toBeInTheDocument();
    expect(section('Épicerie salée').getByText('1,6 kg')).toBeVisible();
  });

  it('steps the total of a name typed twice through its first item, and removes both', async () => {
    const { user, changeCustomQuantity, removeCustomItem } = openList({
      list: buildList({ customItems: { c1: customItem('c1', 'Pommes', 2, 'produce'), c2: customItem('c2', 'pommes', 3, 'produce') } }),
    });
    const quantity = await screen.findByRole('textbox', { name: 'Quantité pour Pommes' });
    expect(quantity).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Augmenter la quantité pour Pommes' }));
    expect(changeCustomQuantity).toHaveBeenLastCalledWith('c1', 3);
    // The other item keeps its 3: the total cannot go under 4.
    await user.clear(quantity);
    await user.type(quantity, '3{Enter}');
    expect(changeCustomQuantity).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Retirer Pommes de la liste' }));
    await waitFor(() => expect(removeCustomItem.mock.calls).toEqual([['c1'], ['c2']]));
  });
});

describe('grocery list page: a recipe on the Recettes tab', () => {
  it('steps the portions of each meal that plans it, from 1', async () => {
    const { user, changeMealPortions } = openList({
      list: buildList({ mealEntryRefs: { e1: { recipeId: 'r1', portions: 1 }, e2: { recipeId: 'r2', portions: 2 }, e3: { recipeId: 'r2', portions: 6 } } }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Recettes' }));
    const crepes = section('Crêpes');
    expect(crepes.getByRole('textbox', { name: 'Portions pour Crêpes' })).toHaveValue('1');
    expect(crepes.getByRole('button', { name: 'Diminuer les portions pour Crêpes' })).toBeDisabled();
    await user.click(crepes.getByRole('button', { name: 'Augmenter les portions pour Crêpes' }));
    expect(changeMealPortions).toHaveBeenLastCalledWith('e1', 2);

    const quiche = section('Quiche');
    expect(quiche.getByText('Repas 1')).toBeInTheDocument();
    expect(quiche.getByRole('textbox', { name: 'Portions pour Quiche (repas 1)' })).toHaveValue('2');
    const second = quiche.getByRole('textbox', { name: 'Portions pour Quiche (repas 2)' });
    expect(second).toHaveValue('6');
    await user.click(quiche.getByRole('button', { name: 'Diminuer les portions pour Quiche (repas 2)' }));
    expect(changeMealPortions).toHaveBeenLastCalledWith('e3', 5);
    await user.clear(second);
    await user.type(second, '10{Enter}');
    expect(changeMealPortions).toHaveBeenLastCalledWith('e3', 10);
  });

  it("names each meal's stepper by its day and meal type, and by its number while the meal is not known", async () => {
    const { user, changeMealPortions } = openList({
      list: buildList({ mealEntryRefs: { e1: { recipeId: 'r2', portions: 4 }, e2: { recipeId: 'r2', portions: 2 }, e3: { recipeId: 'r2', portions: 3 }, e4: { recipeId: 'r1', portions: 2 } } }),
    });
    // 2030-01-08 is a Tuesday, 2030-01-10 a Thursday.
    act(() => useGrocery.setState({ meals: { e1: { date: '2030-01-08', mealType: 'dinner' }, e2: { date: '2030-01-10', mealType: null }, e4: { date: '2030-01-08', mealType: 'lunch' } } }));
    await user.click(await screen.findByRole('tab', { name: 'Recettes' }));
    const quiche = section('Quiche');
    expect(quiche.getByText('mardi · dîner')).toBeInTheDocument();
    expect(quiche.getByText('jeudi')).toBeInTheDocument();
    expect(quiche.getByText('Repas 3')).toBeInTheDocument();
    expect(quiche.getByRole('textbox', { name: 'Portions pour Quiche (mardi · dîner)' })).toHaveValue('4');
    expect(quiche.getByRole('textbox', { name: 'Portions pour Quiche (jeudi)' })).toHaveValue('2');
    expect(quiche.getByRole('textbox', { name: 'Portions pour Quiche (repas 3)' })).toHaveValue('3');
    await user.click(quiche.getByRole('button', { name: 'Augmenter les portions pour Quiche (jeudi)' }));
    expect(changeMealPortions).toHaveBeenLastCalledWith('e2', 3);

    // A recipe planned once keeps its plain caption, and a meal moved renames its stepper.
    expect(section('Crêpes').getByText('Portions')).toBeInTheDocument();
    act(() => useGrocery.setState((state) => ({ meals: { ...state.meals, e2: { date: '2030-01-11', mealType: 'lunch' } } })));
    expect(quiche.getByRole('textbox', { name: 'Portions pour Quiche (vendredi · déjeuner)' })).toHaveValue('2');
  });

  it("reads when the meals are planned only while the 'Recettes' tab shows their steppers", async () => {
    const following = { started: 0, stopped: 0 };
    const followMeals = () => {
      following.started += 1;
      return () => void (following.stopped += 1);
    };
    const { user } = openList();
    act(() => useGrocery.setState({ followMeals }));
    expect(following.started).toBe(0);
    await user.click(await screen.findByRole('tab', { name: 'Recettes' }));
    expect(following).toEqual({ started: 1, stopped: 0 });
    await user.click(screen.getByRole('tab', { name: 'Catégories' }));
    expect(following).toEqual({ started: 1, stopped: 1 });
  });

  it('removes a recipe from the list only once the user confirms', async () => {
    const { user, removeRecipe } = openList();
    await user.click(await screen.findByRole('tab', { name: 'Recettes' }));
    await user.click(section('Quiche').getByRole('button', { name: 'Retirer la recette Quiche' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Retirer la recette de la liste ?' }));
    expect(dialog.getByText(/Les ingrédients de « Quiche » seront retirés de la liste de courses/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(removeRecipe).not.toHaveBeenCalled();

    await user.click(section('Quiche').getByRole('button', { name: 'Retirer la recette Quiche' }));
    dialog = within(screen.getByRole('dialog', { name: 'Retirer la recette de la liste ?' }));
    await user.click(dialog.getByRole('button', { name: 'Retirer' }));
    expect(removeRecipe).toHaveBeenCalledExactlyOnceWith('r2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('grocery list page: a viewer', () => {
  it('ticks and prints, and changes nothing else', async () => {
    const { user, toggleLine } = openList({ session: viewer });
    await user.click(await screen.findByRole('checkbox', { name: 'Pommes' }));
    expect(toggleLine).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Version imprimable' })).toBeInTheDocument();
    for (const name of ['Ajouter un article', 'Envoyer par mail', 'Archiver la liste', 'Retirer Pommes de la liste']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Recettes' }));
    expect(screen.queryByRole('button', { name: /^Retirer la recette/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('is not offered to start a list', async () => {
    openList({ list: null, session: viewer });
    expect(await screen.findByText('Pas de liste de courses active')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter un article' })).not.toBeInTheDocument();
  });
});
