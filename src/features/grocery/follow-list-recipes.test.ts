import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookbookSchema } from '@/domain/cookbook/cookbook';
import type { GroceryList } from '@/domain/grocery/grocery-list-v2';
import type { Recipe } from '@/domain/recipes/recipe';
import { useCookbook } from '@/features/cookbook';
import { useRecipes } from '@/features/recipes';
import { resetAllStores } from '@/lib/create-store';
import { buildGroceryList } from '@/testing/grocery-lists';
import { buildRecipe } from '@/testing/recipes';
import { followListRecipes } from './follow-list-recipes';
import { useGrocery } from './store';

// The recipes a list plans outside the cookbook, read once by id while the list is followed.

function recipe(id: string, organizationId = 'org-1'): Recipe {
  return buildRecipe({ id, name: `Recette ${id}`, organizationId });
}

function list(recipeIds: string[]): GroceryList {
  return buildGroceryList({ mealEntryRefs: Object.fromEntries(recipeIds.map((recipeId, index) => [`e${index}`, { recipeId, portions: 2 }])) });
}

const others = { r8: recipe('r8', 'org-2') };
let fetchRecipe: ReturnType<typeof vi.fn<(id: string) => Promise<Recipe | null>>>;
let stop: () => void;

beforeEach(() => {
  resetAllStores();
  fetchRecipe = vi.fn(async (id: string) => (id in others ? others[id as keyof typeof others] : null));
  useRecipes.setState({ householdRecipes: [recipe('r1')], householdRecipesStatus: 'loading', fetchRecipe });
  useGrocery.setState({ list: list(['r1', 'r8', 'r9']), status: 'loaded' });
  stop = followListRecipes(useGrocery);
});

afterEach(() => stop());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('followListRecipes', () => {
  it('waits for the cookbook, then reads only the recipes it does not hold, once each', async () => {
    expect(fetchRecipe).not.toHaveBeenCalled();
    useRecipes.setState({ householdRecipesStatus: 'loaded' });
    expect(fetchRecipe).not.toHaveBeenCalled();
    useCookbook.setState({ loading: false });
    expect(fetchRecipe.mock.calls).toEqual([['r8'], ['r9']]);
    await settle();
    expect(useGrocery.getState().recipes).toEqual({ r8: others.r8, r9: null });
    // Nothing read twice, whatever changes.
    useCookbook.setState({ publicRecipes: {} });
    useGrocery.setState({ list: list(['r1', 'r8', 'r9']) });
    expect(fetchRecipe).toHaveBeenCalledTimes(2);
  });

  it('reads a recipe the list plans later, and a bookmarked one only once it leaves the cookbook', () => {
    const bookmarked = (publicRecipeIds: string[]) => cookbookSchema.parse({ id: 'org-1', organizationId: 'org-1', publicRecipeIds });
    useRecipes.setState({ householdRecipesStatus: 'loaded' });
    useCookbook.setState({ loading: false, cookbook: bookmarked(['r7']), publicRecipes: { r7: recipe('r7', 'org-2') } });
    fetchRecipe.mockClear();
    useGrocery.setState({ list: list(['r1', 'r7']) });
    expect(fetchRecipe).not.toHaveBeenCalled();
    useGrocery.setState({ list: list(['r1', 'r7', 'r6']) });
    expect(fetchRecipe.mock.calls).toEqual([['r6']]);
    useCookbook.setState({ cookbook: bookmarked([]) });
    expect(fetchRecipe.mock.calls).toEqual([['r6'], ['r7']]);
  });

  it('keeps nothing that answers after it stopped', async () => {
    useRecipes.setState({ householdRecipesStatus: 'loaded' });
    useCookbook.setState({ loading: false });
    stop();
    await settle();
    expect(useGrocery.getState().recipes).toEqual({});
  });
});
