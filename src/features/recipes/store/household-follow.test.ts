import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HouseholdPageQuery } from '@/domain/recipes/household-page';
import { resetAllStores } from '@/lib/create-store';
import { buildRecipe } from '@/testing/recipes';
import * as data from '../data';
import { useRecipes, type HouseholdFollower } from '.';

// The household's recipes are followed by the screens that list them, by one query however many
// of them are open, and no longer once the last one closes. The query itself is recorded.
vi.mock('../data', async (importOriginal) => ({
  ...(await importOriginal<typeof data>()),
  watchHouseholdPage: vi.fn(),
}));

const watch = vi.mocked(data.watchHouseholdPage);
const stops: ReturnType<typeof vi.fn>[] = [];
watch.mockImplementation(() => {
  const stop = vi.fn();
  stops.push(stop);
  return stop;
});

const firstPage: HouseholdPageQuery = { term: null, limit: 24 };
const answer = (call: number, recipes = [buildRecipe()]) => {
  const [, asked, onChange] = watch.mock.calls[call] ?? [];
  if (!asked || !onChange) throw new Error(`no query ${call}`);
  onChange({ ...asked, recipes });
};

// Every screen closes at the end of a test: the query outlives the store's reset otherwise.
const followers: HouseholdFollower[] = [];
const follow = (householdId: string) => {
  const follower = useRecipes.getState().followHousehold(householdId);
  followers.push(follower);
  return follower;
};

afterEach(() => {
  followers.splice(0).forEach((follower) => follower.stop());
  watch.mockClear();
  stops.length = 0;
  resetAllStores();
});

describe('followHousehold', () => {
  it('runs one query for the screens open at once, and forgets the recipes when the last one closes', () => {
    const cookbookPage = follow('org-1');
    const plannerPanel = follow('org-1');
    expect(watch).not.toHaveBeenCalled();
    cookbookPage.want(firstPage);
    plannerPanel.want(firstPage);
    expect(watch).toHaveBeenCalledOnce();
    expect(useRecipes.getState().householdRecipesStatus).toBe('loading');
    answer(0);
    expect(useRecipes.getState()).toMatchObject({ householdRecipesStatus: 'loaded', householdPage: firstPage });

    cookbookPage.stop();
    cookbookPage.stop();
    expect(stops[0]).not.toHaveBeenCalled();
    plannerPanel.stop();
    expect(stops[0]).toHaveBeenCalledOnce();
    expect(useRecipes.getState()).toMatchObject({ householdRecipes: [], householdPage: null, householdRecipesStatus: 'idle' });
  });

  it('asks for more with "Voir plus", keeping the page shown until the larger one answers', () => {
    const cookbookPage = follow('org-1');
    cookbookPage.want(firstPage);
    answer(0);
    cookbookPage.want({ term: null, limit: 48 });
    expect(watch.mock.calls[1]?.[1]).toEqual({ term: null, limit: 48 });
    expect(stops[0]).not.toHaveBeenCalled();
    expect(useRecipes.getState().householdPage).toEqual(firstPage);
    answer(1);
    expect(stops[0]).toHaveBeenCalledOnce();
    expect(useRecipes.getState().householdPage).toEqual({ term: null, limit: 48 });
  });

  it('follows the whole list while one screen asks for it and another searches, and narrows again once it closes', () => {
    const cookbookPage = follow('org-1');
    const weekProposal = follow('org-1');
    cookbookPage.want({ term: 'p:gratin', limit: 24 });
    weekProposal.want({ term: null, limit: null });
    weekProposal.stop();
    expect(watch.mock.calls.map(([, asked]) => asked)).toEqual([
      { term: 'p:gratin', limit: 24 },
      { term: null, limit: null },
      { term: 'p:gratin', limit: 24 },
    ]);
  });

  it("follows another household's list instead when the household changes", () => {
    const before = follow('org-1');
    before.want(firstPage);
    const after = follow('org-2');
    after.want(firstPage);
    expect(watch.mock.calls.map(([householdId]) => householdId)).toEqual(['org-1', 'org-2']);
    expect(stops[0]).toHaveBeenCalledOnce();
    before.stop();
    expect(stops[1]).not.toHaveBeenCalled();
    after.stop();
    expect(stops[1]).toHaveBeenCalledOnce();
  });
});
