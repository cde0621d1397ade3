import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildRecipe } from '@/testing/recipes';
import { PlanDetailsDialog } from './plan-details-dialog';

const recipe = buildRecipe({ id: 'r1', name: 'Tarte aux pommes', servings: 6 });

function renderDetails(defaultPortions = 4) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(<PlanDetailsDialog recipe={recipe} defaultPortions={defaultPortions} onConfirm={onConfirm} onClose={onClose} />);
  const dialog = within(screen.getByRole('dialog', { name: 'Ajouter au menu' }));
  return { user: userEvent.setup(), dialog, portions: dialog.getByLabelText('Portions'), onConfirm, onClose };
}

const invalidPortions = 'Entrez un nombre entier de portions entre 1 et 100';

describe('plan details dialog', () => {
  it('names the recipe and starts from the default portions', () => {
    const { dialog, portions } = renderDetails(4);
    expect(dialog.getByText('Tarte aux pommes')).toBeInTheDocument();
    expect(portions).toHaveValue(4);
    expect(dialog.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Petit-déjeuner', 'Déjeuner', 'Goûter', 'Dîner']);
  });

  it("'Passer' plans the portions typed with no meal type", async () => {
    const { user, dialog, portions, onConfirm } = renderDetails(4);
    await user.clear(portions);
    await user.type(portions, '6');
    await user.click(dialog.getByRole('button', { name: 'Passer' }));
    expect(onConfirm).toHaveBeenCalledWith({ portions: 6, mealType: null });
  });

  it("'Ajouter' plans the meal type chosen, and asks for one when none is", async () => {
    const { user, dialog, onConfirm } = renderDetails(3);
    await user.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(dialog.getByText('Choisissez un type de repas, ou passez cette étape')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(dialog.getByRole('radio', { name: 'Dîner' }));
    expect(dialog.queryByText('Choisissez un type de repas, ou passez cette étape')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(onConfirm).toHaveBeenCalledWith({ portions: 3, mealType: 'dinner' });
  });

  it.each(['0', '', '101', '2.5'])('refuses %j portions with a message, whichever button is pressed', async (typed) => {
    const { user, dialog, portions, onConfirm } = renderDetails(4);
    await user.click(dialog.getByRole('radio', { name: 'Déjeuner' }));
    await user.clear(portions);
    if (typed) await user.type(portions, typed);
    await user.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(await dialog.findByText(invalidPortions)).toBeInTheDocument();
    expect(portions).toHaveAccessibleDescription(invalidPortions);
    await user.click(dialog.getByRole('button', { name: 'Passer' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
