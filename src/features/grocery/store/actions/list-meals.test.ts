import { describe, expect, it, vi } from 'vitest';
import { MAX_PORTIONS } from '@/domain/planner/meal-entry';
import type { GroceryList } from '@/domain/grocery/grocery-list';
import { buildGroceryList } from '@/testing/grocery-lists';
import * as data from '../../data';
import { refused, setUpListActions } from '@/testing/list-action-test-setup';
import { liveQueryAnswers } from '../live-query-answers.testing';
import { LIST_ANSWER_WAIT_MS } from './list-edit';
import { useGrocery } from '../index';

// The list's own planned meals, decided from what the store holds: shown at once, written in
// the writes the rules take, and on refusal taken back alone with the action's error. The
// writes themselves are proven against the emulator beside the data files.

vi.mock('../../data', async (original) => ({
  ...(await original<typeof data>()),
  setMealPortions: vi.fn(),
  removeMealRefs: vi.fn(),
  addMealRefs: vi.fn(),
  openList: vi.fn(),
  newGroceryListId: () => 'new-list',
}));

const list = buildGroceryList({ mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 }, e2: { recipeId: 'r1', portions: 2 }, e3: { recipeId: 'r2', portions: 3 } } });

const store = () => useGrocery.getState();
const refs = () => store().list?.mealEntryRefs;
const meal = (index: number) => ({ mealEntryId: `m${index}`, recipeId: `r${index}`, portions: index });
const ref = (index: number) => ({ recipeId: `r${index}`, portions: index });
/** What the live query brings once a write of these meal references reached the device's cache. */
const storedRefs = (refs: (stored: GroceryList['mealEntryRefs']) => GroceryList['mealEntryRefs']) =>
  liveQueryAnswers((stored) => ({ ...stored, mealEntryRefs: refs(stored.mealEntryRefs) }));

setUpListActions(list);

describe('changeMealPortions', () => {
  it("shows and writes one meal's portions, on the meal and in the list", async () => {
    vi.mocked(data.setMealPortions).mockImplementation(async (_listId, id, portions) => storedRefs((stored) => ({ ...stored, [id]: { recipeId: 'r1', portions } })));
    await store().changeMealPortions('e1', MAX_PORTIONS);
    expect(refs()?.e1).toEqual({ recipeId: 'r1', portions: MAX_PORTIONS });
    expect(data.setMealPortions).toHaveBeenCalledExactlyOnceWith('list-1', 'e1', MAX_PORTIONS);
  });

  it(`refuses portions outside 1 to ${MAX_PORTIONS}, and meals the list does not hold, without writing`, async () => {
    for (const portions of [0, MAX_PORTIONS + 1, 2.5]) await store().changeMealPortions('e1', portions);
    await store().changeMealPortions('e9', 2);
    expect(data.setMealPortions).not.toHaveBeenCalled();
    expect(refs()).toEqual(list.mealEntryRefs);
  });

  it('puts the portions back when refused, and says so', async () => {
    vi.mocked(data.setMealPortions).mockRejectedValue(refused());
    await store().changeMealPortions('e1', 6);
    expect(refs()).toEqual(list.mealEntryRefs);
    expect(store().error).toBe('grocery.errors.portions');
  });
});

describe('removeRecipe', () => {
  it('removes every meal of the recipe in one write, at once, and puts them back when refused', async () => {
    let refuse = (_: Error) => {};
    vi.mocked(data.removeMealRefs).mockReturnValue(new Promise<void>((_, reject) => (refuse = reject)));
    const removing = store().removeRecipe('r1');
    expect(refs()).toEqual({ e3: { recipeId: 'r2', portions: 3 } });
    expect(data.removeMealRefs).toHaveBeenCalledExactlyOnceWith('list-1', ['e1', 'e2']);
    refuse(refused());
    await removing;
    expect(refs()).toEqual(list.mealEntryRefs);
    expect(store().error).toBe('grocery.errors.removeRecipe');
  });
});

describe('takeBackMeals', () => {
  it('takes out, in one write, the meals the list holds among those named', async () => {
    vi.mocked(data.removeMealRefs).mockImplementation(async (_listId, ids) => storedRefs((stored) => Object.fromEntries(Object.entries(stored).filter(([id]) => !ids.includes(id)))));
    const takingBack = store().takeBackMeals(['e1', 'e3', 'never-held']);
    expect(refs()).toEqual({ e2: { recipeId: 'r1', portions: 2 } });
    await takingBack;
    expect(refs()).toEqual({ e2: { recipeId: 'r1', portions: 2 } });
    expect(data.removeMealRefs).toHaveBeenCalledExactlyOnceWith('list-1', ['e1', 'e3']);
  });

  it('writes nothing when the list holds none of them', async () => {
    await store().takeBackMeals(['never-held']);
    expect(data.removeMealRefs).not.toHaveBeenCalled();
    expect(refs()).toEqual(list.mealEntryRefs);
  });
});

describe('addMeals', () => {
  it('adds the meals the list does not hold, three per write', async () => {
    vi.mocked(data.addMealRefs).mockImplementation(async (_listId, added) => storedRefs((stored) => ({ ...stored, ...added })));
    expect(await store().addMeals([meal(1), { mealEntryId: 'e1', recipeId: 'r1', portions: 9 }, meal(2), meal(3), meal(4), meal(5), meal(6), meal(7)])).toEqual({ ok: true });
    expect(vi.mocked(data.addMealRefs).mock.calls).toEqual([
      ['list-1', { m1: ref(1), m2: ref(2), m3: ref(3) }],
      ['list-1', { m4: ref(4), m5: ref(5), m6: ref(6) }],
      ['list-1', { m7: ref(7) }],
    ]);
    expect(refs()).toMatchObject({ e1: { recipeId: 'r1', portions: 4 }, m1: ref(1), m7: ref(7) });
  });

  it('takes back only the meals of a refused write, and says so', async () => {
    vi.mocked(data.addMealRefs).mockImplementation(async (_listId, added) => {
      if ('m4' in added) throw refused();
      storedRefs((stored) => ({ ...stored, ...added }));
    });
    expect(await store().addMeals([1, 2, 3, 4].map(meal))).toEqual({ ok: false, error: 'grocery.errors.add' });
    expect(refs()).toEqual({ ...list.mealEntryRefs, m1: ref(1), m2: ref(2), m3: ref(3) });
    expect(store().error).toBe('grocery.errors.add');
  });

  it('opens a list with the first three meals when none is active, the others following it', async () => {
    useGrocery.setState({ list: null });
    vi.mocked(data.openList).mockResolvedValue();
    vi.mocked(data.addMealRefs).mockResolvedValue();
    expect(await store().addMeals([1, 2, 3, 4].map(meal))).toEqual({ ok: true });
    expect(data.openList).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: 'new-list', organizationId: 'org-1' }), { mealEntryRefs: { m1: ref(1), m2: ref(2), m3: ref(3) } });
    expect(data.addMealRefs).toHaveBeenCalledExactlyOnceWith('new-list', { m4: ref(4) });
    expect(store().list).toMatchObject({ id: 'new-list', mealEntryRefs: { m1: ref(1), m2: ref(2), m3: ref(3), m4: ref(4) } });
  });

  it('writes nothing when the list holds every meal, or has not answered in time', async () => {
    expect(await store().addMeals([{ mealEntryId: 'e1', recipeId: 'r1', portions: 4 }])).toEqual({ ok: true });
    vi.useFakeTimers();
    try {
      useGrocery.setState({ list: null, status: 'loading' });
      const adding = store().addMeals([meal(1)]);
      await vi.advanceTimersByTimeAsync(LIST_ANSWER_WAIT_MS);
      expect(await adding).toEqual({ ok: false, error: 'grocery.errors.add' });
    } finally {
      vi.useRealTimers();
    }
    expect(data.addMealRefs).not.toHaveBeenCalled();
    expect(data.openList).not.toHaveBeenCalled();
    expect(store().list).toBeNull();
    expect(store().error).toBe('grocery.errors.add');
  });
});
