import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAllStores } from '@/lib/create-store';
import { buildRecipe } from '@/testing/recipes';
import * as data from './data';
import { useRecipes } from './store';

// The household's whole recipe list is followed by the screens that pick from it, once however
// many of them are open, and no longer once the last one closes. The query itself is recorded.
vi.mock('./data', async (importOriginal) => ({
  ...(await importOriginal<typeof data>()),
  watchHouseholdRecipes: vi.fn(),
}));

const watch = vi.mocked(data.watchHouseholdRecipes);
const stops: ReturnType<typeof vi.fn>[] = [];
watch.mockImplementation(() => {
  const stop = vi.fn();
  stops.push(stop);
  return stop;
});

afterEach(() => {
  watch.mockClear();
  stops.length = 0;
  resetAllStores();
});

describe('followHousehold', () => {
  it('runs one query for the screens open at once, and forgets the recipes when the last one closes', () => {
    const cookbookPage = useRecipes.getState().followHousehold('org-1');
    const plannerPanel = useRecipes.getState().followHousehold('org-1');
    expect(watch).toHaveBeenCalledOnce();
    expect(useRecipes.getState().householdRecipesStatus).toBe('loading');
    watch.mock.calls[0]?.[1]([buildRecipe()]);
    expect(useRecipes.getState().householdRecipesStatus).toBe('loaded');

    cookbookPage();
    cookbookPage();
    expect(stops[0]).not.toHaveBeenCalled();
    plannerPanel();
    expect(stops[0]).toHaveBeenCalledOnce();
    expect(useRecipes.getState()).toMatchObject({ householdRecipes: [], householdRecipesStatus: 'idle' });
  });

  it("follows another household's list instead when the household changes", () => {
    const before = useRecipes.getState().followHousehold('org-1');
    const after = useRecipes.getState().followHousehold('org-2');
    expect(watch.mock.calls.map(([organizationId]) => organizationId)).toEqual(['org-1', 'org-2']);
    expect(stops[0]).toHaveBeenCalledOnce();
    before();
    expect(stops[1]).not.toHaveBeenCalled();
    after();
    expect(stops[1]).toHaveBeenCalledOnce();
  });
});
