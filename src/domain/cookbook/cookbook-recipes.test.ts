import { describe, expect, it } from 'vitest';
import { recipeSchema, type Recipe } from '../recipes/recipe';
import { cookbookRecipes, hasUnreadBookmarks } from './cookbook-recipes';

function recipe(id: string, householdId: string, isPublic = householdId !== 'home'): Recipe {
  return recipeSchema.parse({ id, name: `Recette ${id}`, servings: 2, organizationId: householdId, isPublic, createdBy: { id: 'u1' } });
}

const own = [recipe('r1', 'home'), recipe('r2', 'home')];
const read: Record<string, Recipe | null> = { p1: recipe('p1', 'other'), p2: recipe('p2', 'other'), gone: null, hidden: recipe('hidden', 'other', false) };
const byId = (known: Record<string, Recipe | null>) => (id: string) => known[id];

describe('cookbookRecipes', () => {
  it("shows the household's recipes, then the public recipes the cookbook lists", () => {
    expect(cookbookRecipes(own, ['p2', 'p1'], byId(read)).map(({ id }) => id)).toEqual(['r1', 'r2', 'p2', 'p1']);
  });

  it('drops a public recipe as soon as it leaves the list, though it was read before', () => {
    expect(cookbookRecipes(own, ['p1'], byId(read)).map(({ id }) => id)).toEqual(['r1', 'r2', 'p1']);
    expect(cookbookRecipes(own, [], byId(read)).map(({ id }) => id)).toEqual(['r1', 'r2']);
  });

  it('shows a listed recipe once it is read, and an own recipe once', () => {
    expect(cookbookRecipes(own, ['p3', 'r1'], byId({ ...read, r1: own[0] as Recipe })).map(({ id }) => id)).toEqual(['r1', 'r2']);
  });

  it('skips a bookmarked recipe deleted or made private since, and shows the others', () => {
    expect(cookbookRecipes(own, ['gone', 'hidden', 'p1'], byId(read)).map(({ id }) => id)).toEqual(['r1', 'r2', 'p1']);
  });
});

describe('hasUnreadBookmarks', () => {
  it('holds while a listed public recipe is unread, and not once each is read or known gone', () => {
    expect(hasUnreadBookmarks(['p1', 'p3'], byId(read))).toBe(true);
    expect(hasUnreadBookmarks(['p1', 'gone', 'hidden'], byId(read))).toBe(false);
    expect(hasUnreadBookmarks([], byId({}))).toBe(false);
  });
});
