import { DndContext } from '@dnd-kit/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cookbookSchema } from '@/domain/cookbook/cookbook';
import { useCookbook } from '@/features/cookbook';
import { useHousehold } from '@/features/household';
import { seedCookbook } from '@/testing/recipes';
import { buildOrganization } from '@/testing/sessions';
import { usePlanner } from '../store';
import { buildRecipe } from './picker-test-recipes';
import { RecipePanel } from './recipe-panel';

const classified = (dietaryRestrictions: string[], difficulty = 'medium') => ({ classification: { dietaryRestrictions, difficulty } });
const ratatouille = buildRecipe('r1', 'Ratatouille', { ...classified(['vegetarian', 'vegan', 'glutenFree']), prepTime: 20, cookTime: 40 });
const quiche = buildRecipe('r2', 'Quiche aux poireaux', classified(['vegetarian'], 'easy'));
const boeuf = buildRecipe('r3', 'Bœuf bourguignon', { ...classified([], 'hard'), prepTime: 30, cookTime: 180 });

function renderPanel() {
  seedCookbook([ratatouille, quiche, boeuf]);
  useCookbook.setState({
    cookbook: cookbookSchema.parse({ id: 'org-1', organizationId: 'org-1', tags: { 'tag-hiver': { id: 'tag-hiver', name: 'Hiver', color: '#2196F3', recipeIds: ['r3'] } } }),
  });
  useHousehold.setState({ userId: 'user-1', roles: { 'org-1': 'owner' }, organization: buildOrganization() });
  render(
    <DndContext>
      <RecipePanel />
    </DndContext>,
  );
  const panel = within(screen.getByRole('complementary', { name: 'Recettes' }));
  const cards = () => panel.queryAllByRole('button', { name: /^Glisser / }).map((card) => card.getAttribute('aria-label'));
  const filtersButton = panel.getByRole('button', { name: /^Filtres/ });
  return { user: userEvent.setup(), panel, cards, filtersButton };
}

describe('recipe panel', () => {
  it('shows the cookbook as draggable cards with their total time', () => {
    const { panel, cards } = renderPanel();
    expect(cards()).toEqual(['Glisser Ratatouille vers un jour', 'Glisser Quiche aux poireaux vers un jour', 'Glisser Bœuf bourguignon vers un jour']);
    expect(panel.getByRole('button', { name: 'Glisser Ratatouille vers un jour' })).toHaveTextContent('60 min');
  });

  it('searches names whatever their case, into the planner filters', async () => {
    const { user, panel, cards } = renderPanel();
    await user.type(panel.getByRole('searchbox', { name: 'Rechercher une recette...' }), 'QUICHE');
    expect(usePlanner.getState().filters.query).toBe('QUICHE');
    expect(cards()).toEqual(['Glisser Quiche aux poireaux vers un jour']);
    await user.type(panel.getByRole('searchbox'), 'x');
    expect(panel.getByText('Aucune recette trouvée')).toBeInTheDocument();
  });

  it("narrows the grid by diet and shows 'Actif' until the filters are reset", async () => {
    const { user, panel, cards, filtersButton } = renderPanel();
    expect(filtersButton).toHaveAttribute('aria-expanded', 'false');
    expect(filtersButton).not.toHaveTextContent('Actif');

    await user.click(filtersButton);
    expect(filtersButton).toHaveAttribute('aria-expanded', 'true');
    const filters = within(panel.getByRole('region', { name: 'Filtres' }));
    await user.click(within(filters.getByRole('group', { name: 'Régime' })).getByRole('button', { name: 'Végétarien' }));
    expect(filtersButton).toHaveTextContent('Actif');
    expect(cards()).toEqual(['Glisser Ratatouille vers un jour', 'Glisser Quiche aux poireaux vers un jour']);

    await user.click(within(filters.getByRole('group', { name: 'Régime' })).getByRole('button', { name: 'Végan' }));
    expect(cards()).toEqual(['Glisser Ratatouille vers un jour']);

    await user.click(filters.getByRole('button', { name: 'Réinitialiser' }));
    expect(filtersButton).not.toHaveTextContent('Actif');
    expect(cards()).toHaveLength(3);
  });

  it('filters by difficulty, total time and tag, the AND/OR choice offered once a tag is picked', async () => {
    const { user, panel, cards, filtersButton } = renderPanel();
    await user.click(filtersButton);
    const filters = within(panel.getByRole('region', { name: 'Filtres' }));

    // By the option itself: user-event compares text with innerHTML, where '>' reads '&gt;'.
    await user.selectOptions(filters.getByLabelText('Temps total'), filters.getByRole('option', { name: 'Long (> 60 min)' }));
    expect(cards()).toEqual(['Glisser Bœuf bourguignon vers un jour']);
    await user.selectOptions(filters.getByLabelText('Temps total'), 'Toutes');
    await user.selectOptions(filters.getByLabelText('Difficulté'), 'Facile');
    expect(cards()).toEqual(['Glisser Quiche aux poireaux vers un jour']);
    await user.selectOptions(filters.getByLabelText('Difficulté'), 'Tous');

    expect(filters.queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(within(filters.getByRole('group', { name: 'Tags' })).getByRole('button', { name: 'Hiver' }));
    expect(filters.getByRole('radiogroup', { name: 'Combinaison des tags' })).toBeInTheDocument();
    expect(cards()).toEqual(['Glisser Bœuf bourguignon vers un jour']);
  });
});
