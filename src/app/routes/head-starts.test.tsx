import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { headStarts, loadHeadStartAt } from './head-starts';

describe('loadHeadStartAt', () => {
  it("loads the head start of the list, the week and the cookbook, the router's own load", async () => {
    expect((await loadHeadStartAt(paths.groceryList.href()))?.name).toBe('GroceryListHeadStart');
    expect((await loadHeadStartAt(paths.mealEntries.href()))?.name).toBe('PlannerHeadStart');
    expect((await loadHeadStartAt(paths.cookbook.href()))?.name).toBe('CookbookHeadStart');
    expect(loadHeadStartAt(paths.cookbook.href())).toBe(headStarts.cookbook());
  });

  it('knows a screen by its path with a trailing slash too', () => {
    expect(loadHeadStartAt(`${paths.cookbook.href()}/`)).toBe(headStarts.cookbook());
  });

  it('has nothing for a screen without a head start', () => {
    expect(loadHeadStartAt(paths.recipes.href())).toBeNull();
    expect(loadHeadStartAt(paths.cupboard.href())).toBeNull();
    expect(loadHeadStartAt('/')).toBeNull();
  });
});
