import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MealWhen } from '@/domain/grocery/meal-caption';
import { resetAllStores } from '@/lib/create-store';
import { buildGroceryList } from '@/testing/grocery-lists';
import * as data from '../../data';
import { followListMeals, regroupMeals } from './follow-list-meals';
import { useGrocery } from '../index';

// When the list's meals are planned, followed in groups by id while the list holds them. What a
// watch reads is proven against the emulator beside the data files.

vi.mock('../../data', async (original) => ({ ...(await original<typeof data>()), watchMealsWhen: vi.fn() }));

const listOf = (mealEntryIds: string[]) => buildGroceryList({ mealEntryRefs: Object.fromEntries(mealEntryIds.map((id) => [id, { recipeId: 'r1', portions: 2 }])) });

interface Watch {
  ids: readonly string[];
  onChange: (meals: Record<string, MealWhen | null>) => void;
  onError: (error: unknown) => void;
  stop: ReturnType<typeof vi.fn>;
}
let watches: Watch[];
let stop: () => void;
const watchOf = (id: string) => watches.filter((watch) => watch.ids.includes(id) && watch.stop.mock.calls.length === 0).at(-1);

beforeEach(() => {
  resetAllStores();
  watches = [];
  vi.mocked(data.watchMealsWhen).mockClear().mockImplementation((_householdId, ids, onChange, onError) => {
    const watch = { ids, onChange, onError, stop: vi.fn() };
    watches.push(watch);
    return watch.stop;
  });
  useGrocery.setState({ list: listOf(['e1', 'e2']), status: 'loaded' });
  stop = followListMeals(useGrocery);
});

afterEach(() => stop());

describe('regroupMeals', () => {
  it('opens groups of at most the given size', () => {
    expect(regroupMeals([], new Set(['a', 'b', 'c', 'd', 'e']), 2)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('keeps full groups as they are, fills a group with room, and drops what the list let go', () => {
    const groups = regroupMeals([['a', 'b'], ['c']], new Set(['a', 'b', 'c', 'd', 'e']), 2);
    expect(groups).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(regroupMeals(groups, new Set(['a', 'b', 'e']), 2)).toEqual([['a', 'b'], ['e']]);
  });
});

describe('followListMeals', () => {
  it("watches the household's meals in one query and keeps their days and meal types as they change", () => {
    expect(vi.mocked(data.watchMealsWhen).mock.calls.map(([householdId, ids]) => [householdId, ids])).toEqual([['org-1', ['e1', 'e2']]]);
    watchOf('e1')?.onChange({ e1: { date: '2030-01-08', mealType: 'dinner' }, e2: null });
    watchOf('e1')?.onChange({ e1: { date: '2030-01-09', mealType: null }, e2: null });
    expect(useGrocery.getState().meals).toEqual({ e1: { date: '2030-01-09', mealType: null }, e2: null });
  });

  it('watches again the group that changes, and forgets a meal the list lets go', () => {
    watchOf('e1')?.onChange({ e1: { date: '2030-01-08', mealType: 'dinner' }, e2: null });
    useGrocery.setState({ list: listOf(['e2', 'e3']) });
    expect(watches[0]?.stop).toHaveBeenCalledOnce();
    expect(watchOf('e3')?.ids).toEqual(['e2', 'e3']);
    expect(useGrocery.getState().meals).toEqual({ e2: null });
  });

  it('keeps a group watched while the list changes elsewhere', () => {
    useGrocery.setState({ list: listOf(['e1', 'e2']) });
    expect(watches).toHaveLength(1);
    expect(watches[0]?.stop).not.toHaveBeenCalled();
  });

  it('watches a failed group again at the list’s next change', () => {
    watchOf('e1')?.onError(new Error('unavailable'));
    useGrocery.setState({ list: listOf(['e1', 'e2']) });
    expect(watches.map((watch) => watch.ids)).toEqual([['e1', 'e2'], ['e1', 'e2']]);
  });

  it('stops every watch when the list is no longer followed', () => {
    useGrocery.setState({ list: listOf(Array.from({ length: 45 }, (_, index) => `m${index}`)) });
    stop();
    expect(watches.every((watch) => watch.stop.mock.calls.length === 1)).toBe(true);
    stop = () => undefined;
  });
});
