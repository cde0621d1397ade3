import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COOKBOOK_PAGE_SIZE } from '@/domain/cookbook/cookbook-filter';
import { useRecipes } from '@/features/recipes';
import { buildRecipe, seedCookbook } from '@/testing/recipes';
import { renderApp } from '@/testing/render-app';
import { signedInSession } from '@/testing/sessions';

// The cookbook draws a page of cards and more on demand, whatever the household's size.

const household = (count: number) => Array.from({ length: count }, (_, index) => buildRecipe({ id: `r${index + 1}`, name: `Recette ${index + 1}` }));
const cards = () => within(screen.getByTestId('cookbook-recipes')).getAllByRole('listitem');

describe('cookbook page', () => {
  it('draws one page of cards of a large cookbook, and another with each "Voir plus" until all are there', async () => {
    seedCookbook(household(COOKBOOK_PAGE_SIZE * 2 + 5));
    renderApp('/cookbook', signedInSession());
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes recettes' })).toBeInTheDocument();
    expect(cards()).toHaveLength(COOKBOOK_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(cards()).toHaveLength(COOKBOOK_PAGE_SIZE * 2);
    await user.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(cards()).toHaveLength(COOKBOOK_PAGE_SIZE * 2 + 5);
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });

  it('searches the whole cookbook, not the page drawn, and starts a new search from its first page', async () => {
    seedCookbook(household(COOKBOOK_PAGE_SIZE * 3));
    renderApp('/cookbook', signedInSession());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Voir plus' }));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une recette...' }), 'Recette 7');
    // 'Recette 7' and 'Recette 70' to 'Recette 72', far past the first page.
    expect(await screen.findByRole('link', { name: /Recette 72/ })).toBeInTheDocument();
    expect(cards()).toHaveLength(4);
    await user.clear(screen.getByRole('searchbox', { name: 'Rechercher une recette...' }));
    await waitFor(() => expect(cards()).toHaveLength(COOKBOOK_PAGE_SIZE));
  });

  it('keeps the pages drawn when a recipe arrives', async () => {
    const recipes = household(COOKBOOK_PAGE_SIZE * 2 + 1);
    seedCookbook(recipes);
    renderApp('/cookbook', signedInSession());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Voir plus' }));
    act(() => useRecipes.setState({ householdRecipes: [buildRecipe({ id: 'new', name: 'Nouvelle' }), ...recipes] }));
    expect(cards()).toHaveLength(COOKBOOK_PAGE_SIZE * 2);
  });
});
