import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RecipeDraft } from '@/domain/api/recipe-import';
import { recipeSchema } from '@/domain/recipes/recipe';
import { useRecipeImport, useRecipeReads } from '@/features/recipes';
import { renderApp } from '@/testing/render-app';
import { buildHousehold, signedInSession } from '@/testing/sessions';
import { useCookbook } from '../store';

// The import above a new recipe's form, as the cookbook's page composes them, the import's
// store stubbed at its boundary: the page answers with this draft.

const draft: RecipeDraft = {
  name: 'Quiche lorraine',
  imageUrl: 'https://cuisine.example/quiche.jpg',
  prepMinutes: 20,
  cookMinutes: 40,
  totalMinutes: 60,
  servings: 6,
  ingredients: [
    { text: '200 g de lardons fumés', quantity: 200, unit: 'gram', name: 'lardon', standardIngredientId: 'lardon', category: 'deli' },
    { text: '3 œufs', quantity: 3, unit: 'piece', name: 'œuf', standardIngredientId: 'oeuf', category: 'dairy' },
  ],
  instructions: 'Préchauffer le four.\nEnfourner 40 minutes.',
  sourceUrl: 'https://cuisine.example/quiche',
  classification: { dishTypes: ['main'], dietaryRestrictions: [], difficulty: 'easy', cost: 'cheap' },
};

const session = () => signedInSession({ household: buildHousehold({ numberOfPersons: 4 }) });

describe('recipe form page, importing from a web address', () => {
  it('fills the new recipe’s form for review, saves nothing until the user saves, then saves what the form shows', async () => {
    useRecipeImport.setState({ importFrom: async () => draft });
    const saveRecipe = vi.fn().mockResolvedValue('saved');
    useCookbook.setState({ saveRecipe, status: 'loaded' });
    const user = userEvent.setup();
    const { router } = renderApp('/recipes/new', session());

    await user.type(await screen.findByLabelText('Adresse de la page de la recette'), 'https://cuisine.example/quiche');
    await user.click(screen.getByRole('button', { name: 'Importer' }));

    await waitFor(() => expect(screen.getByLabelText('Titre')).toHaveValue('Quiche lorraine'));
    expect(screen.getByLabelText('Portions')).toHaveValue(6);
    expect(screen.getByLabelText('Préparation (min)')).toHaveValue(20);
    expect(screen.getByLabelText('Cuisson (min)')).toHaveValue(40);
    expect(screen.getByLabelText('Source (adresse web)')).toHaveValue('https://cuisine.example/quiche');
    expect(screen.getByLabelText('Étapes (une par ligne)')).toHaveValue('Préchauffer le four.\nEnfourner 40 minutes.');
    expect(screen.getByLabelText('Quantité 1')).toHaveValue(200);
    expect(saveRecipe).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Titre'));
    await user.type(screen.getByLabelText('Titre'), 'Quiche de Mamie');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cookbook'));
    expect(saveRecipe).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Quiche de Mamie',
        servings: 6,
        prepTime: 20,
        cookTime: 40,
        sourceUrl: 'https://cuisine.example/quiche',
        instructions: 'Préchauffer le four.\nEnfourner 40 minutes.',
        ingredients: [
          expect.objectContaining({ name: 'lardon', quantity: 200, unit: 'gram', category: 'deli', standardIngredientId: 'lardon' }),
          expect.objectContaining({ name: 'œuf', quantity: 3, unit: 'piece', category: 'dairy', standardIngredientId: 'oeuf' }),
        ],
        classification: draft.classification,
      }),
      null,
      { before: [], after: [] },
    );
    // The page's picture is offered, never stored: the recipe keeps its own.
    expect(saveRecipe.mock.calls[0]?.[0]).not.toHaveProperty('image');
  });

  it('keeps what the user chose before importing, and imports over it again', async () => {
    useRecipeImport.setState({ importFrom: async () => draft });
    const saveRecipe = vi.fn().mockResolvedValue('saved');
    useCookbook.setState({ saveRecipe, status: 'loaded' });
    const user = userEvent.setup();
    renderApp('/recipes/new', session());

    await user.click(await screen.findByRole('radio', { name: 'Publique' }));
    await user.type(screen.getByLabelText('Adresse de la page de la recette'), 'https://cuisine.example/quiche');
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    await waitFor(() => expect(screen.getByLabelText('Titre')).toHaveValue('Quiche lorraine'));
    expect(screen.getByRole('radio', { name: 'Publique' })).toHaveAttribute('aria-checked', 'true');

    await user.clear(screen.getByLabelText('Titre'));
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    await waitFor(() => expect(screen.getByLabelText('Titre')).toHaveValue('Quiche lorraine'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(saveRecipe).toHaveBeenCalledTimes(1));
    expect(saveRecipe.mock.calls[0]?.[0]).toMatchObject({ name: 'Quiche lorraine', isPublic: true });
    expect(saveRecipe.mock.calls[0]?.[0].ingredients).toHaveLength(2);
  });

  it('is not offered when editing a recipe', async () => {
    const recipe = recipeSchema.parse({ id: 'r1', name: 'Tarte aux pommes', servings: 6, organizationId: 'org-1', createdBy: { id: 'user-1', name: 'Camille Martin' } });
    useRecipeReads.setState({ fetchRecipe: async (id) => (id === recipe.id ? recipe : null) });
    useCookbook.setState({ status: 'loaded' });
    renderApp(`/recipes/${recipe.id}/edit`, session());
    expect(await screen.findByRole('heading', { name: 'Modifier la recette' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Importer depuis une adresse web' })).not.toBeInTheDocument();
  });
});
