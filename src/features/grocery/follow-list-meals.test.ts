import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MealWhen } from '@/domain/grocery/meal-caption';
import { resetAllStores } from '@/lib/create-store';
import { buildGroceryList } from '@/testing/grocery-lists';
import * as data from './data';
import { followListMeals } from './follow-list-meals';
import { useGrocery } from './store';

// When the list's meals are planned, followed one meal at a time while the list holds it. What a
// watch reads is proven against the emulator beside the data files.

vi.mock('./data', async (original) => ({ ...(await original<typeof data>()), watchMealWhen: vi.fn() }));

const listOf = (mealEntryIds: string[]) => buildGroceryList({ mealEntryRefs: Object.fromEntries(mealEntryIds.map((id) => [id, { recipeId: 'r1', portions: 2 }])) });

const listeners = new Map<string, (meal: MealWhen | null) => void>();
const stops = new Map<string, ReturnType<typeof vi.fn>>();
let stop: () => void;

beforeEach(() => {
  resetAllStores();
  listeners.clear();
  stops.clear();
  vi.mocked(data.watchMealWhen).mockClear().mockImplementation((mealEntryId, onChange) => {
    listeners.set(mealEntryId, onChange);
    const stopWatch = vi.fn();
    stops.set(mealEntryId, stopWatch);
    return stopWatch;
  });
  useGrocery.setState({ list: listOf(['e1', 'e2']), status: 'loaded' });
  stop = followListMeals(useGrocery);
});

afterEach(() => stop());

describe('followListMeals', () => {
  it("keeps each held meal's day and meal type as they change", () => {
    listeners.get('e1')?.({ date: '2030-01-08', mealType: 'dinner' });
    listeners.get('e2')?.(null);
    listeners.get('e1')?.({ date: '2030-01-09', mealType: null });
    expect(useGrocery.getState().meals).toEqual({ e1: { date: '2030-01-09', mealType: null }, e2: null });
  });

  it('watches a meal the list takes, once, and stops watching and forgets one it lets go', () => {
    listeners.get('e1')?.({ date: '2030-01-08', mealType: 'dinner' });
    useGrocery.setState({ list: listOf(['e2', 'e3']) });
    expect(vi.mocked(data.watchMealWhen).mock.calls.map(([id]) => id)).toEqual(['e1', 'e2', 'e3']);
    expect(stops.get('e1')).toHaveBeenCalledOnce();
    expect(stops.get('e2')).not.toHaveBeenCalled();
    expect(useGrocery.getState().meals).toEqual({});
  });

  it('watches a refused meal again at the list’s next change, as when the planner’s write lands', () => {
    const [, , onError] = vi.mocked(data.watchMealWhen).mock.calls[0] ?? [];
    onError?.(new Error('permission-denied'));
    useGrocery.setState({ list: listOf(['e1', 'e2']) });
    expect(vi.mocked(data.watchMealWhen).mock.calls.map(([id]) => id)).toEqual(['e1', 'e2', 'e1']);
  });

  it('stops every watch when the list is no longer followed', () => {
    stop();
    expect([...stops.values()].every((stopWatch) => stopWatch.mock.calls.length === 1)).toBe(true);
    stop = () => undefined;
  });
});
