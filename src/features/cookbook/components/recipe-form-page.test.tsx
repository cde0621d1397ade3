import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cookbookSchema } from '@/domain/cookbook/cookbook';
import { COOKBOOK_MAX_TAGS } from '@/domain/cookbook/cookbook-tag';
import { recipeSchema, type Recipe } from '@/domain/recipes/recipe';
import { useRecipeReads, type RecipeSaveResult } from '@/features/recipes';
import { renderApp } from '@/testing/render-app';
import { buildHousehold, signedInSession } from '@/testing/sessions';
import { useCookbook } from '../store';

// The recipe form as the cookbook composes it: the household's size, the cookbook's tags picked
// in it, and one save of the recipe with its tags. The save itself is the store's (save-recipe.test.ts).

function buildRecipe(): Recipe {
  return recipeSchema.parse({ id: 'r1', name: 'Tarte aux pommes', servings: 6, organizationId: 'org-1', createdBy: { id: 'user-1', name: 'Camille Martin' } });
}

/** A cookbook with the two default tags (Favoris, NiooChefs), one of the household's own, and `extra` more. */
function buildCookbook(recipeIdsByTag: Partial<Record<'default-0' | 'default-1' | 'tag-desserts', string[]>> = {}, extra = 0) {
  return cookbookSchema.parse({
    id: 'org-1',
    organizationId: 'org-1',
    tags: {
      'default-0': { id: 'default-0', name: 'Favoris', color: '#E0BC00', recipeIds: recipeIdsByTag['default-0'] ?? [] },
      'default-1': { id: 'default-1', name: 'NiooChefs', color: '#77289B', recipeIds: recipeIdsByTag['default-1'] ?? [] },
      'tag-desserts': { id: 'tag-desserts', name: 'Desserts', color: '#4CAF50', recipeIds: recipeIdsByTag['tag-desserts'] ?? [] },
      ...Object.fromEntries(Array.from({ length: extra }, (_, i) => [`t${i}`, { id: `t${i}`, name: `Tag ${i}`, color: '#4CAF50' }])),
    },
  });
}

const session = () => signedInSession({ household: buildHousehold({ numberOfPersons: 4 }) });

function stubSave(result: RecipeSaveResult = 'saved') {
  const saveRecipe = vi.fn().mockResolvedValue(result);
  useCookbook.setState({ saveRecipe, cookbook: buildCookbook(), status: 'loaded' });
  return saveRecipe;
}

async function openNewRecipe() {
  const user = userEvent.setup();
  const app = renderApp('/recipes/new', session());
  expect(await screen.findByRole('heading', { name: 'Nouvelle recette' })).toBeInTheDocument();
  return { user, ...app };
}

async function openEditRecipe(recipe: Recipe, cookbook = buildCookbook()) {
  useRecipeReads.setState({ fetchRecipe: async (id) => (id === recipe.id ? recipe : null) });
  // As the live subscription leaves it once the cookbook has arrived.
  useCookbook.setState({ cookbook, status: 'loaded' });
  const user = userEvent.setup();
  const app = renderApp(`/recipes/${recipe.id}/edit`, session());
  expect(await screen.findByRole('heading', { name: 'Modifier la recette' })).toBeInTheDocument();
  return { user, ...app };
}

const tagsFieldset = () => within(screen.getByRole('group', { name: 'Tags' }));
const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Enregistrer' }));

describe('recipe form page', () => {
  it('starts a new recipe with as many portions as the household has people', async () => {
    await openNewRecipe();
    expect(screen.getByLabelText('Portions')).toHaveValue(4);
  });

  it('never offers NiooChefs', async () => {
    useCookbook.setState({ cookbook: buildCookbook() });
    await openNewRecipe();
    expect(tagsFieldset().getByRole('button', { name: 'Favoris' })).toHaveAttribute('aria-pressed', 'false');
    expect(tagsFieldset().getByRole('button', { name: 'Desserts' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('NiooChefs')).not.toBeInTheDocument();
  });

  it('saves a new recipe with the picked tags in one action, then opens the cookbook', async () => {
    const saveRecipe = stubSave();
    const { user, router } = await openNewRecipe();
    await user.type(screen.getByLabelText('Titre'), 'Tarte');
    await user.click(tagsFieldset().getByRole('button', { name: 'Favoris' }));
    await user.click(tagsFieldset().getByRole('button', { name: 'Desserts' }));
    await save(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/cookbook'));
    expect(saveRecipe).toHaveBeenCalledOnce();
    expect(saveRecipe).toHaveBeenCalledWith(expect.objectContaining({ name: 'Tarte', servings: 4 }), null, { before: [], after: ['default-0', 'tag-desserts'] });
  });

  it('opens an edited recipe with its tags, NiooChefs kept out of sight, and saves the change', async () => {
    const recipe = buildRecipe();
    const saveRecipe = vi.fn().mockResolvedValue('saved');
    useCookbook.setState({ saveRecipe });
    const { user, router } = await openEditRecipe(recipe, buildCookbook({ 'default-0': ['r1'], 'default-1': ['r1'] }));
    expect(tagsFieldset().getByRole('button', { name: 'Favoris' })).toHaveAttribute('aria-pressed', 'true');
    expect(tagsFieldset().queryByRole('button', { name: 'NiooChefs' })).not.toBeInTheDocument();

    await user.click(tagsFieldset().getByRole('button', { name: 'Favoris' }));
    await user.click(tagsFieldset().getByRole('button', { name: 'Desserts' }));
    await save(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/cookbook'));
    expect(saveRecipe).toHaveBeenCalledWith(expect.objectContaining({ name: 'Tarte aux pommes' }), recipe, {
      before: ['default-0', 'default-1'],
      after: ['default-1', 'tag-desserts'],
    });
  });

  it('says the save failed and keeps the tags picked', async () => {
    stubSave('failed');
    const { user, router } = await openNewRecipe();
    await user.type(screen.getByLabelText('Titre'), 'Tarte');
    await user.click(tagsFieldset().getByRole('button', { name: 'Favoris' }));
    await save(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la création de la recette. Veuillez réessayer.');
    expect(router.state.location.pathname).toBe('/recipes/new');
    expect(tagsFieldset().getByRole('button', { name: 'Favoris' })).toHaveAttribute('aria-pressed', 'true');
  });

  it(`offers no new tag once the cookbook holds ${COOKBOOK_MAX_TAGS}, and says why`, async () => {
    useCookbook.setState({ cookbook: buildCookbook({}, COOKBOOK_MAX_TAGS - 3) });
    await openNewRecipe();
    const newTag = tagsFieldset().getByRole('button', { name: 'Nouveau tag' });
    expect(newTag).toBeDisabled();
    expect(newTag).toHaveAccessibleDescription('20 tags au maximum : supprimez-en un pour en créer un autre.');
  });
});
