import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildRecipe, seedCookbook } from '@/testing/recipes';
import { RecipePickerDialog } from './recipe-picker-dialog';

const tarte = buildRecipe({ id: 'r1', name: 'Tarte aux pommes', servings: 6 });
const gratin = buildRecipe({ id: 'r2', name: 'Gratin dauphinois', servings: 6 });
const soupe = buildRecipe({ id: 'r3', name: 'Soupe de POMMES de terre', servings: 6 });

function renderPicker() {
  seedCookbook([tarte, gratin, soupe]);
  const onPick = vi.fn();
  const onClose = vi.fn();
  render(<RecipePickerDialog onPick={onPick} onClose={onClose} />);
  const dialog = within(screen.getByRole('dialog', { name: 'Sélectionner une recette' }));
  return { user: userEvent.setup(), dialog, onPick, onClose };
}

describe('recipe picker dialog', () => {
  it('lists the cookbook and narrows it by the start of a word of the name, whatever its case', async () => {
    const { user, dialog } = renderPicker();
    expect(dialog.getAllByRole('listitem')).toHaveLength(3);

    await user.type(dialog.getByRole('searchbox', { name: 'Rechercher une recette...' }), 'pOmMe');
    expect(dialog.getByRole('button', { name: 'Tarte aux pommes' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Soupe de POMMES de terre' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Gratin dauphinois' })).not.toBeInTheDocument();
  });

  it("says 'Aucune recette trouvée' when nothing matches", async () => {
    const { user, dialog } = renderPicker();
    await user.type(dialog.getByRole('searchbox', { name: 'Rechercher une recette...' }), 'lasagnes');
    expect(dialog.getByText('Aucune recette trouvée')).toBeInTheDocument();
    expect(dialog.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('hands over the recipe tapped, and closes on its close button', async () => {
    const { user, dialog, onPick, onClose } = renderPicker();
    await user.click(dialog.getByRole('button', { name: 'Gratin dauphinois' }));
    expect(onPick).toHaveBeenCalledWith(gratin);
    await user.click(dialog.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
