import { DndContext } from '@dnd-kit/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COOKBOOK_PAGE_SIZE } from '@/domain/cookbook/cookbook-filter';
import { cookbookSchema } from '@/domain/cookbook/cookbook';
import type { Recipe } from '@/domain/recipes/recipe';
import { pantryEntrySchema } from '@/domain/cupboard/pantry-entry';
import { useCookbook } from '@/features/cookbook';
import { useCupboard } from '@/features/cupboard';
import { useHousehold } from '@/features/household';
import { useIngredientCatalogue } from '@/features/recipes';
import { buildRecipe, fakeHouseholdQuery, fakeRecipeReads } from '@/testing/recipes';
import { buildHousehold } from '@/testing/sessions';
import { shopperCatalogue } from '@/testing/shopper-samples';
import { food } from '@/testing/shopper-table';
import { usePlanner } from '../store';
import { RecipePanel } from './recipe-panel';

const classified = (dietaryRestrictions: string[], difficulty = 'medium') => ({ classification: { dietaryRestrictions, difficulty } });
const ratatouille = buildRecipe({ id: 'r1', name: 'Ratatouille', servings: 6, ...classified(['vegetarian', 'vegan', 'glutenFree']), prepTime: 20, cookTime: 40 });
const quiche = buildRecipe({ id: 'r2', name: 'Quiche aux poireaux', servings: 6, ...classified(['vegetarian'], 'easy') });
const boeuf = buildRecipe({ id: 'r3', name: 'Bœuf bourguignon', servings: 6, ...classified([], 'hard'), prepTime: 30, cookTime: 180 });

/** The panel over a household holding `stored` (newest first), as the household's query and the reads by id answer it. */
function renderPanel(stored: readonly Recipe[] = [ratatouille, quiche, boeuf]) {
  const { asked } = fakeHouseholdQuery(stored);
  fakeRecipeReads(stored);
  useCookbook.setState({
    status: 'loaded',
    cookbook: cookbookSchema.parse({ id: 'org-1', organizationId: 'org-1', tags: { 'tag-hiver': { id: 'tag-hiver', name: 'Hiver', color: '#2196F3', recipeIds: ['r3'] } } }),
  });
  useHousehold.setState({ userId: 'user-1', roles: { 'org-1': 'owner' }, household: buildHousehold() });
  render(
    <DndContext>
      <RecipePanel />
    </DndContext>,
  );
  const panel = within(screen.getByRole('complementary', { name: 'Recettes' }));
  const cards = () => panel.queryAllByRole('button', { name: /^Glisser / }).map((card) => card.getAttribute('aria-label'));
  const filtersButton = panel.getByRole('button', { name: /^Filtres/ });
  return { user: userEvent.setup(), panel, cards, filtersButton, asked };
}

/** More recipes than a page, newest first; only the last, the oldest, is vegan and long. */
const manyRecipes = () => [
  ...Array.from({ length: COOKBOOK_PAGE_SIZE + 5 }, (_, index) => buildRecipe({ id: `m${index + 1}`, name: `Plat ${index + 1}`, servings: 6, classification: { dishTypes: ['main'] }, prepTime: 10 })),
  buildRecipe({ id: 'v1', name: 'Curry de lentilles', servings: 6, classification: { dishTypes: ['main'], dietaryRestrictions: ['vegetarian', 'vegan'] }, prepTime: 20, cookTime: 60 }),
];

describe('recipe panel', () => {
  it('shows the cookbook as draggable cards with their total time', async () => {
    const { panel, cards } = renderPanel();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(cards()).toEqual(['Glisser Ratatouille vers un jour', 'Glisser Quiche aux poireaux vers un jour', 'Glisser Bœuf bourguignon vers un jour']);
    expect(panel.getByRole('button', { name: 'Glisser Ratatouille vers un jour' })).toHaveTextContent('60 min');
  });

  it('searches by the start of words of the name whatever their case, in the query, into the planner filters', async () => {
    const { user, panel, cards, asked } = renderPanel();
    await user.type(panel.getByRole('searchbox', { name: 'Rechercher une recette...' }), 'POIR QUI');
    expect(usePlanner.getState().filters.query).toBe('POIR QUI');
    await waitFor(() => expect(cards()).toEqual(['Glisser Quiche aux poireaux vers un jour']));
    expect(asked.at(-1)).toEqual({ term: 'p:poir', limit: COOKBOOK_PAGE_SIZE });
    await user.type(panel.getByRole('searchbox'), 'x');
    expect(await panel.findByText('Aucune recette trouvée')).toBeInTheDocument();
  });

  it("narrows the grid by diet and shows 'Actif' until the filters are reset", async () => {
    const { user, panel, cards, filtersButton, asked } = renderPanel();
    expect(filtersButton).toHaveAttribute('aria-expanded', 'false');
    expect(filtersButton).not.toHaveTextContent('Actif');

    await user.click(filtersButton);
    expect(filtersButton).toHaveAttribute('aria-expanded', 'true');
    const filters = within(panel.getByRole('region', { name: 'Filtres' }));
    await user.click(within(filters.getByRole('group', { name: 'Régime' })).getByRole('button', { name: 'Végétarien' }));
    expect(filtersButton).toHaveTextContent('Actif');
    await waitFor(() => expect(cards()).toEqual(['Glisser Ratatouille vers un jour', 'Glisser Quiche aux poireaux vers un jour']));

    await user.click(within(filters.getByRole('group', { name: 'Régime' })).getByRole('button', { name: 'Végan' }));
    await waitFor(() => expect(cards()).toEqual(['Glisser Ratatouille vers un jour']));
    expect(asked.at(-1)).toEqual({ term: 'r:vegan', limit: COOKBOOK_PAGE_SIZE });

    await user.click(filters.getByRole('button', { name: 'Réinitialiser' }));
    expect(filtersButton).not.toHaveTextContent('Actif');
    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  it('filters by difficulty, total time and tag, the AND/OR choice offered once a tag is picked', async () => {
    const { user, panel, cards, filtersButton } = renderPanel();
    await user.click(filtersButton);
    const filters = within(panel.getByRole('region', { name: 'Filtres' }));

    // By the option itself: user-event compares text with innerHTML, where '>' reads '&gt;'.
    await user.selectOptions(filters.getByLabelText('Temps total'), filters.getByRole('option', { name: 'Long (> 60 min)' }));
    await waitFor(() => expect(cards()).toEqual(['Glisser Bœuf bourguignon vers un jour']));
    await user.selectOptions(filters.getByLabelText('Temps total'), 'Toutes');
    await user.selectOptions(filters.getByLabelText('Difficulté'), 'Facile');
    await waitFor(() => expect(cards()).toEqual(['Glisser Quiche aux poireaux vers un jour']));
    await user.selectOptions(filters.getByLabelText('Difficulté'), 'Tous');

    expect(filters.queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(within(filters.getByRole('group', { name: 'Tags' })).getByRole('button', { name: 'Hiver' }));
    expect(filters.getByRole('radiogroup', { name: 'Combinaison des tags' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toEqual(['Glisser Bœuf bourguignon vers un jour']));
  });

  it("reads a page of the household's recipes, and one more with 'Voir plus' until all are there", async () => {
    const stored = manyRecipes();
    const { user, panel, cards, asked } = renderPanel(stored);
    await waitFor(() => expect(cards()).toHaveLength(COOKBOOK_PAGE_SIZE));
    await user.click(panel.getByRole('button', { name: 'Voir plus' }));
    await waitFor(() => expect(cards()).toHaveLength(stored.length));
    expect(panel.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    expect(asked).toEqual([
      { term: null, limit: COOKBOOK_PAGE_SIZE },
      { term: null, limit: COOKBOOK_PAGE_SIZE * 2 },
    ]);
  });

  it('finds past the first page what its filters pick: a diet in the query, the time on what comes back, reading on until found', async () => {
    const { user, panel, cards, filtersButton, asked } = renderPanel(manyRecipes());
    await waitFor(() => expect(cards()).toHaveLength(COOKBOOK_PAGE_SIZE));
    await user.click(filtersButton);
    const filters = within(panel.getByRole('region', { name: 'Filtres' }));

    await user.selectOptions(filters.getByLabelText('Temps total'), filters.getByRole('option', { name: 'Long (> 60 min)' }));
    await waitFor(() => expect(cards()).toEqual(['Glisser Curry de lentilles vers un jour']));
    expect(asked.at(-1)).toEqual({ term: null, limit: COOKBOOK_PAGE_SIZE * 2 });
    expect(panel.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();

    await user.click(within(filters.getByRole('group', { name: 'Régime' })).getByRole('button', { name: 'Végan' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ term: 'r:vegan', limit: COOKBOOK_PAGE_SIZE }));
    expect(cards()).toEqual(['Glisser Curry de lentilles vers un jour']);
  });

  it("ranks the cookbook by what the cupboard misses with 'Que cuisiner avec mon placard ?', still to drag", async () => {
    const omelette = buildRecipe({ id: 'o1', name: 'Omelette', servings: 6, ingredients: [{ id: 'i1', ...food('oeuf', 6, 'piece') }] });
    const gratin = buildRecipe({ id: 'g1', name: 'Gratin', servings: 6, ingredients: [{ id: 'i1', ...food('pomme-de-terre', 1, 'kilogram') }, { id: 'i2', ...food('creme-liquide', 20, 'centiliter') }] });
    useIngredientCatalogue.setState({ status: 'loaded', ingredients: shopperCatalogue });
    useCupboard.setState({ status: 'loaded', entries: { oeuf: pantryEntrySchema.parse({ organizationId: 'org-1', foodId: 'oeuf', count: 6 }) } });
    const { user, panel, cards } = renderPanel([gratin, omelette]);
    await waitFor(() => expect(cards()).toEqual(['Glisser Gratin vers un jour', 'Glisser Omelette vers un jour']));
    await user.click(panel.getByRole('button', { name: 'Que cuisiner avec mon placard ?' }));
    await waitFor(() => expect(cards()).toEqual(['Glisser Omelette vers un jour', 'Glisser Gratin vers un jour']));
    expect(panel.getByText('Rien ne manque')).toBeInTheDocument();
    expect(panel.getByText('il manque : pomme de terre, crème liquide')).toBeInTheDocument();
  });
});
