import { beforeEach, describe, expect, it } from 'vitest';
import type { GroceryList } from '@/domain/grocery/grocery-list';
import { resetAllStores } from '@/lib/create-store';
import { buildGroceryList } from '@/testing/grocery-lists';
import { buildRecipe, fakeRecipeReads } from '@/testing/recipes';
import { readListRecipes } from './follow-list-recipes';
import { useGrocery } from '../index';

// The recipes a list plans are read by id while its lines show: the ids follow the list, and
// nothing is wanted once it stops. Never the household's whole collection.

function list(recipeIds: string[]): GroceryList {
  return buildGroceryList({ mealEntryRefs: Object.fromEntries(recipeIds.map((recipeId, index) => [`e${index}`, { recipeId, portions: 2 }])) });
}

let reads: ReturnType<typeof fakeRecipeReads>;

beforeEach(() => {
  resetAllStores();
  reads = fakeRecipeReads([buildRecipe({ id: 'r1' }), buildRecipe({ id: 'r8', organizationId: 'org-2' })]);
});

describe('readListRecipes', () => {
  it('reads the recipes the list plans, each once, and those it plans later', () => {
    useGrocery.setState({ list: list(['r1', 'r8', 'r1']), status: 'loaded' });
    const stop = readListRecipes(useGrocery);
    expect(reads.wanted()).toEqual(['r1', 'r8']);
    useGrocery.setState({ list: list(['r1', 'r6']) });
    expect(reads.wanted()).toEqual(['r1', 'r6']);
    stop();
  });

  it('reads nothing without a list, and wants nothing once stopped', () => {
    const stop = readListRecipes(useGrocery);
    expect(reads.wanted()).toEqual([]);
    useGrocery.setState({ list: list(['r1']), status: 'loaded' });
    expect(reads.wanted()).toEqual(['r1']);
    stop();
    useGrocery.setState({ list: list(['r1', 'r8']) });
    expect(reads.wanted()).toEqual([]);
  });
});
