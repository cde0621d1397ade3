import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COOKBOOK_PAGE_SIZE } from '@/domain/cookbook/cookbook-filter';
import { cookbookSchema } from '@/domain/cookbook/cookbook';
import { useRecipes } from '@/features/recipes';
import { buildRecipe, fakeHouseholdQuery, fakeRecipeReads, seedCookbook } from '@/testing/recipes';
import { renderApp } from '@/testing/render-app';
import { signedInSession } from '@/testing/sessions';
import { initialSessionState, useSession } from '@/features/accounts';
import { useCookbook } from '../store';

// The cookbook reads a page of recipes and more on demand, whatever the household's size.

const household = (count: number) => Array.from({ length: count }, (_, index) => buildRecipe({ id: `r${index + 1}`, name: `Recette ${index + 1}` }));
const cards = () => within(screen.getByTestId('cookbook-recipes')).getAllByRole('listitem');
const showMore = () => screen.getByRole('button', { name: 'Voir plus' });

/** The cookbook document as loaded: these bookmarked recipes and tags. */
function seedCookbookDocument(fields: Record<string, unknown>) {
  useCookbook.setState({ status: 'loaded', cookbook: cookbookSchema.parse({ id: 'org-1', organizationId: 'org-1', ...fields }) });
}

describe('cookbook page', () => {
  it('draws its first page as this device last showed it while the session loads, then the live page takes over', async () => {
    fakeHouseholdQuery(household(3));
    seedCookbookDocument({});
    const first = renderApp('/cookbook', signedInSession());
    await waitFor(() => expect(cards()).toHaveLength(3));
    first.unmount();
    renderApp('/cookbook', { ...initialSessionState });
    const kept = await screen.findByTestId('cookbook-recipes');
    expect(within(kept).getAllByRole('link').map((link) => link.textContent)).toEqual([expect.stringContaining('Recette 1'), expect.stringContaining('Recette 2'), expect.stringContaining('Recette 3')]);
    expect(kept.closest('[aria-busy="true"]')).not.toBeNull();
    act(() => useSession.setState(signedInSession()));
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('searchbox', { name: 'Rechercher une recette...' })).toBeInTheDocument();
  });

  it("asks the household's query for one page, and one more with each 'Voir plus' until all are there", async () => {
    const { asked } = fakeHouseholdQuery(household(COOKBOOK_PAGE_SIZE * 2 + 5));
    seedCookbookDocument({});
    renderApp('/cookbook', signedInSession());
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes recettes' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(COOKBOOK_PAGE_SIZE));
    await user.click(showMore());
    await waitFor(() => expect(cards()).toHaveLength(COOKBOOK_PAGE_SIZE * 2));
    await user.click(showMore());
    await waitFor(() => expect(cards()).toHaveLength(COOKBOOK_PAGE_SIZE * 2 + 5));
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    expect(asked.map(({ limit }) => limit)).toEqual([COOKBOOK_PAGE_SIZE, COOKBOOK_PAGE_SIZE * 2, COOKBOOK_PAGE_SIZE * 3]);
    expect(asked.every(({ term }) => term === null)).toBe(true);
  });

  it("asks the household's query while the cookbook's document still loads, and draws the page once that has answered", async () => {
    const { asked } = fakeHouseholdQuery(household(3));
    useCookbook.setState({ status: 'loading' });
    renderApp('/cookbook', signedInSession());
    await waitFor(() => expect(asked).toEqual([{ term: null, limit: COOKBOOK_PAGE_SIZE }]));
    expect(screen.queryByTestId('cookbook-recipes')).not.toBeInTheDocument();
    act(() => seedCookbookDocument({}));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(asked).toHaveLength(1);
  });

  it('searches in the query by the start of the longest word typed, the other words on what comes back, and starts again from the first page when cleared', async () => {
    const gratins = [buildRecipe({ id: 'g1', name: 'Gratin dauphinois' }), buildRecipe({ id: 'g2', name: 'Gratin de courgettes' })];
    const { asked } = fakeHouseholdQuery([...household(COOKBOOK_PAGE_SIZE * 3), ...gratins]);
    seedCookbookDocument({});
    renderApp('/cookbook', signedInSession());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Voir plus' }));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une recette...' }), 'dauph grat');
    expect(await screen.findByRole('link', { name: /Gratin dauphinois/ })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(asked.at(-1)).toEqual({ term: 'p:dauph', limit: COOKBOOK_PAGE_SIZE });
    await user.clear(screen.getByRole('searchbox', { name: 'Rechercher une recette...' }));
    await waitFor(() => expect(cards()).toHaveLength(COOKBOOK_PAGE_SIZE));
    expect(asked.at(-1)).toEqual({ term: null, limit: COOKBOOK_PAGE_SIZE });
  });

  it("says that nothing matches a search no recipe's words start with", async () => {
    fakeHouseholdQuery(household(3));
    seedCookbookDocument({});
    renderApp('/cookbook', signedInSession());
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Rechercher une recette...' }), 'lasagnes');
    expect(await screen.findByText('Aucune recette ne correspond aux filtres sélectionnés.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });

  it("reads the bookmarked public recipes by id once the household's are all shown, and skips one deleted since", async () => {
    fakeHouseholdQuery(household(2));
    const bookmarked = buildRecipe({ id: 'p1', name: 'Tarte des voisins', organizationId: 'org-2', isPublic: true });
    const reads = fakeRecipeReads([bookmarked]);
    seedCookbookDocument({ publicRecipeIds: ['p1', 'gone'] });
    renderApp('/cookbook', signedInSession());
    expect(await screen.findByRole('link', { name: /Tarte des voisins/ })).toBeInTheDocument();
    expect(reads.wanted()).toEqual(['gone', 'p1']);
    act(() => reads.answer([], ['gone']));
    expect(cards().map((card) => within(card).getByRole('link').textContent)).toEqual([expect.stringContaining('Recette 1'), expect.stringContaining('Recette 2'), expect.stringContaining('Tarte des voisins')]);
  });

  it("with a tag chosen, reads the tag's recipes by id, a page at a time, and no household query", async () => {
    const { asked } = fakeHouseholdQuery([]);
    const tagged = household(COOKBOOK_PAGE_SIZE + 2);
    const reads = fakeRecipeReads(tagged);
    seedCookbookDocument({ tags: { hiver: { id: 'hiver', name: 'Hiver', color: '#2196F3', recipeIds: tagged.map(({ id }) => id) } } });
    useCookbook.setState({ selectedTagIds: ['hiver'] });
    renderApp('/cookbook', signedInSession());
    const user = userEvent.setup();
    await waitFor(() => expect(cards()).toHaveLength(COOKBOOK_PAGE_SIZE));
    expect(reads.wanted()).toHaveLength(COOKBOOK_PAGE_SIZE);
    await user.click(showMore());
    await waitFor(() => expect(cards()).toHaveLength(COOKBOOK_PAGE_SIZE + 2));
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
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
