import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PastedIngredients } from '@/domain/recipes/pasted-ingredients';
import { standardIngredientSchema } from '@/domain/recipes/standard-ingredient';
import { useIngredientCatalogue } from '../store/ingredient-catalogue';
import { IngredientPastePanel } from './ingredient-paste-panel';

// The panel alone, with the room the editor gives it: a form holding a hundred rows is too slow for jsdom.

const catalogue = [{ id: 'sel', name: 'sel', aliases: [], language: 'fr', category: 'condiments', preferredUnit: 'teaspoon' }].map((ingredient) =>
  standardIngredientSchema.parse(ingredient),
);

async function pasteInto(room: number, text: string) {
  const onAdd = vi.fn<(pasted: PastedIngredients) => void>();
  render(<IngredientPastePanel room={room} onAdd={onAdd} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: "Coller une liste d'ingrédients" }));
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Ajouter à la recette' }));
  return onAdd;
}

describe('ingredient paste panel: the recipe limit', () => {
  beforeEach(() => {
    useIngredientCatalogue.setState({ status: 'loaded', ingredients: catalogue });
  });

  it('adds only what the recipe has room for and says how many lines were left out', async () => {
    const onAdd = await pasteInto(2, '1 c. à café de sel\n2 c. à café de sel\n3 c. à café de sel');
    expect(onAdd.mock.calls[0]?.[0].lines.map(({ quantity }) => quantity)).toEqual([1, 2]);
    expect(screen.getByRole('status')).toHaveTextContent(
      "2 ingrédients ajoutés, à vérifier avant d'enregistrer. 1 ligne n'a pas été ajoutée : une recette compte au plus 100 ingrédients.",
    );
  });

  it('says so when the recipe is already full', async () => {
    const onAdd = await pasteInto(0, '1 c. à café de sel\nSel');
    expect(onAdd.mock.calls[0]?.[0].lines).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent("Aucune ligne n'a été ajoutée : la recette compte déjà 100 ingrédients, le maximum.");
  });

  it('waits for the catalogue before reading the list', async () => {
    useIngredientCatalogue.setState({ status: 'loading' });
    render(<IngredientPastePanel room={10} onAdd={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "Coller une liste d'ingrédients" }));
    await user.paste('Sel');
    expect(screen.getByRole('button', { name: 'Chargement du catalogue...' })).toBeDisabled();
  });
});
