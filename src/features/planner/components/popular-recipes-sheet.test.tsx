import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useRecipes } from '@/features/recipes';
import { seedHousehold } from '@/testing/household';
import { buildRecipe, seedCookbook } from '@/testing/recipes';
import { PopularRecipesSheet } from './popular-recipes-sheet';

const recipes = Array.from({ length: 8 }, (_, index) => buildRecipe({ id: `r${index + 1}`, name: `Recette ${index + 1}`, servings: 6 }));

function renderSheet() {
  seedCookbook(recipes);
  const onPick = vi.fn();
  render(<PopularRecipesSheet onPick={onPick} />);
  return { user: userEvent.setup(), onPick, handle: screen.getByRole('button', { name: 'Recettes populaires' }) };
}

describe('popular recipes sheet', () => {
  it('opens from its handle onto the first six recipes of the cookbook, and a tap picks one', async () => {
    const { user, onPick, handle } = renderSheet();
    expect(handle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Recette 1' })).not.toBeInTheDocument();

    await user.click(handle);
    expect(handle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Recette 1', 'Recette 2', 'Recette 3', 'Recette 4', 'Recette 5', 'Recette 6']);
    await user.click(screen.getByRole('button', { name: 'Recette 2' }));
    expect(onPick).toHaveBeenCalledWith(recipes[1]);
    expect(handle).toHaveAttribute('aria-expanded', 'false');
  });

  it("picks any recipe of the cookbook through 'Voir toutes les recettes'", async () => {
    const { user, onPick, handle } = renderSheet();
    await user.click(handle);
    await user.click(screen.getByRole('button', { name: 'Voir toutes les recettes' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Sélectionner une recette' })).getByRole('button', { name: 'Recette 8' }));
    expect(onPick).toHaveBeenCalledWith(recipes[7]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("reads the cookbook's first page only while unfolded: the phone's planner reads no collection it does not show", async () => {
    seedHousehold();
    const want = vi.fn();
    const stop = vi.fn();
    const followHousehold = vi.fn(() => ({ want, stop }));
    useRecipes.setState({ followHousehold });
    const { user, handle } = renderSheet();
    expect(followHousehold).not.toHaveBeenCalled();
    await user.click(handle);
    expect(followHousehold).toHaveBeenCalledExactlyOnceWith('org-1');
    expect(want).toHaveBeenCalledExactlyOnceWith({ term: null, limit: 24 });
    await user.click(handle);
    expect(stop).toHaveBeenCalledOnce();
  });
});
