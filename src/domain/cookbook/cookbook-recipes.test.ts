import { describe, expect, it } from 'vitest';
import { recipeSchema, type Recipe } from '../recipes/recipe';
import { cookbookRecipes, unreadPublicRecipeIds } from './cookbook-recipes';

function recipe(id: string, organizationId: string): Recipe {
  return recipeSchema.parse({ id, name: `Recette ${id}`, servings: 2, organizationId, createdBy: { id: 'u1' } });
}

const own = [recipe('r1', 'home'), recipe('r2', 'home')];
const read = { p1: recipe('p1', 'other'), p2: recipe('p2', 'other') };

describe('cookbookRecipes', () => {
  it("shows the household's recipes, then the public recipes the cookbook lists", () => {
    expect(cookbookRecipes(own, ['p2', 'p1'], read).map(({ id }) => id)).toEqual(['r1', 'r2', 'p2', 'p1']);
  });

  it('drops a public recipe as soon as it leaves the list, though it was read before', () => {
    expect(cookbookRecipes(own, ['p1'], read).map(({ id }) => id)).toEqual(['r1', 'r2', 'p1']);
    expect(cookbookRecipes(own, [], read).map(({ id }) => id)).toEqual(['r1', 'r2']);
  });

  it('shows a listed recipe once it is read, and an own recipe once', () => {
    expect(cookbookRecipes(own, ['p3', 'r1'], { ...read, r1: own[0] as Recipe }).map(({ id }) => id)).toEqual(['r1', 'r2']);
  });
});

describe('unreadPublicRecipeIds', () => {
  it('names the listed recipes not read yet, once each', () => {
    expect(unreadPublicRecipeIds(['p1', 'p3', 'p3', 'p4'], read)).toEqual(['p3', 'p4']);
  });
});
