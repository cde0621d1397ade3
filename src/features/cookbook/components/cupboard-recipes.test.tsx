import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COOKBOOK_PAGE_SIZE } from '@/domain/cookbook/cookbook-filter';
import { cookbookSchema } from '@/domain/cookbook/cookbook';
import { pantryEntrySchema } from '@/domain/cupboard/pantry-entry';
import { useCupboard } from '@/features/cupboard';
import type { HouseholdPageQuery } from '@/domain/recipes/household-page';
import { useIngredientCatalogue, useRecipes } from '@/features/recipes';
import { buildRecipe, fakeHouseholdQuery } from '@/testing/recipes';
import { renderApp } from '@/testing/render-app';
import { signedInSession } from '@/testing/sessions';
import { shopperCatalogue } from '@/testing/shopper-samples';
import { food } from '@/testing/shopper-table';
import { useCookbook } from '../store';

// 'Que cuisiner avec mon placard ?' on the cookbook (issue 26): the whole cookbook, ranked by
// what the cupboard misses, read only while the mode is on.

const lines = (...foods: ReturnType<typeof food>[]) => foods.map((line, index) => ({ id: `i${index + 1}`, ...line }));

const quiche = buildRecipe({ id: 'quiche', name: 'Quiche', ingredients: lines(food('farine-de-ble', 250, 'gram'), food('oeuf', 3, 'piece'), food('creme-fraiche-epaisse', 20, 'centiliter'), food('jambon-blanc', 4, 'piece')) });
const crepes = buildRecipe({ id: 'crepes', name: 'Crêpes', ingredients: lines(food('farine-de-ble', 250, 'gram'), food('oeuf', 4, 'piece'), food('sel', 2, 'gram')) });
const omelette = buildRecipe({ id: 'omelette', name: 'Omelette', ingredients: lines(food('oeuf', 6, 'piece'), food('ciboulette', 10, 'gram')) });

const stocked = (foodId: string, amounts: { mass?: number; count?: number }) => pantryEntrySchema.parse({ organizationId: 'org-1', foodId, ...amounts });

function openCookbook(recipes = [quiche, omelette, crepes]) {
  const { asked } = fakeHouseholdQuery(recipes);
  useCookbook.setState({ status: 'loaded', cookbook: cookbookSchema.parse({ id: 'org-1', organizationId: 'org-1' }) });
  useIngredientCatalogue.setState({ status: 'loaded', ingredients: shopperCatalogue });
  // 500 g of flour and 5 eggs: enough for the crêpes (salt is a staple), not for the omelette's six eggs.
  useCupboard.setState({ status: 'loaded', entries: { 'farine-de-ble': stocked('farine-de-ble', { mass: 500 }), oeuf: stocked('oeuf', { count: 5 }) } });
  renderApp('/cookbook', signedInSession());
  return { asked, user: userEvent.setup() };
}

const ranked = () => within(screen.getByTestId('cupboard-recipes')).getAllByRole('listitem');

describe("'Que cuisiner avec mon placard ?'", () => {
  it('ranks the cookbook by what the cupboard misses, recipes missing nothing first, each saying what it misses', async () => {
    const { user } = openCookbook();
    await user.click(await screen.findByRole('button', { name: 'Que cuisiner avec mon placard ?', pressed: false }));
    expect(screen.getByRole('button', { name: 'Que cuisiner avec mon placard ?' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(ranked()).toHaveLength(3));
    expect(ranked().map((item) => [within(item).getByRole('link').textContent, item.querySelector(':scope > p')?.textContent])).toEqual([
      [expect.stringContaining('Crêpes'), 'Rien ne manque'],
      [expect.stringContaining('Omelette'), 'il manque : œuf, ciboulette'],
      [expect.stringContaining('Quiche'), 'il manque : crème fraîche épaisse, jambon blanc'],
    ]);
  });

  it('follows the whole cookbook only while the mode is on', async () => {
    const { user } = openCookbook();
    // What each live follower of the household's recipes asks for, until it stops.
    const following = new Map<symbol, HouseholdPageQuery>();
    const follow = useRecipes.getState().followHousehold;
    useRecipes.setState({
      followHousehold: (householdId) => {
        const follower = follow(householdId);
        const key = Symbol('follower');
        return {
          want: (query) => {
            following.set(key, query);
            follower.want(query);
          },
          stop: () => {
            following.delete(key);
            follower.stop();
          },
        };
      },
    });
    const wholeFollowed = () => [...following.values()].some(({ limit }) => limit === null);
    const toggle = await screen.findByRole('button', { name: 'Que cuisiner avec mon placard ?' });
    expect(wholeFollowed()).toBe(false);
    await user.click(toggle);
    await waitFor(() => expect(wholeFollowed()).toBe(true));
    await user.click(toggle);
    await waitFor(() => expect(wholeFollowed()).toBe(false));
    expect(screen.queryByTestId('cupboard-recipes')).not.toBeInTheDocument();
    expect(screen.getByTestId('cookbook-recipes')).toBeInTheDocument();
  });

  it("shows a page at a time, more with 'Voir plus'", async () => {
    const many = Array.from({ length: COOKBOOK_PAGE_SIZE + 2 }, (_, index) => buildRecipe({ id: `r${index}`, name: `Recette ${index}`, ingredients: lines(food('oeuf', 1, 'piece')) }));
    const { user } = openCookbook(many);
    await user.click(await screen.findByRole('button', { name: 'Que cuisiner avec mon placard ?' }));
    await waitFor(() => expect(ranked()).toHaveLength(COOKBOOK_PAGE_SIZE));
    await user.click(screen.getByRole('button', { name: 'Voir plus' }));
    await waitFor(() => expect(ranked()).toHaveLength(COOKBOOK_PAGE_SIZE + 2));
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });
});
