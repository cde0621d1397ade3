import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mealEntrySchema, type MealEntry } from '@/domain/planner/meal-entry';
import { recipeSchema } from '@/domain/recipes/recipe';
import { useGrocery } from '@/features/grocery';
import { useConnectivity } from '@/lib/connectivity';
import { resetAllStores } from '@/lib/create-store';
import { buildGroceryList } from '@/testing/grocery-lists';
import { seedHousehold } from '@/testing/household';
import { buildHousehold } from '@/testing/sessions';
import * as data from '../../data';
import { selectPlannerEntries } from '../planner-entries';
import { usePlanner } from '../index';

// The list follows the plan: a meal moved to 'Non planifiées' leaves the grocery list and a meal
// planned on a day again returns to it, in the move's own batch. The batch itself is the data
// layer's (proven on the emulator); here it is stubbed, to see what the move hands it.

vi.mock('../../data', async (original) => ({ ...(await original<typeof data>()), commitEntryChange: vi.fn(), newMealEntryId: vi.fn(() => 'new-entry') }));

const DAY = '2099-03-10';
const OTHER_DAY = '2099-03-11';

function entry(id: string, date: string, portions: number | null): MealEntry {
  return mealEntrySchema.parse({ id, organizationId: 'org-1', userId: 'user-1', recipeId: `recipe-${id}`, date, portions });
}

const refs = () => useGrocery.getState().list?.mealEntryRefs;
const committed = () => vi.mocked(data.commitEntryChange).mock.calls.map(([commit]) => commit);

function openPlanner(groceryAutomation: boolean) {
  seedHousehold({ household: buildHousehold({ groceryAutomation, numberOfPersons: 3 }) });
  usePlanner.setState({ weekEntries: [entry('planned', DAY, 4)], unplannedEntries: [entry('waiting', '', null)], status: 'loaded' });
  useGrocery.setState({ list: buildGroceryList({ mealEntryRefs: { planned: { recipeId: 'recipe-planned', portions: 4 } } }), olderShape: false, status: 'loaded' });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.mocked(data.commitEntryChange).mockResolvedValue(undefined);
});

afterEach(() => {
  vi.resetAllMocks();
  vi.restoreAllMocks();
  resetAllStores();
});

/** A batch held on the device (offline) or in flight: it answers when the test says so. */
function queuedBatch() {
  const answer = { land: () => {}, refuse: () => {} };
  vi.mocked(data.commitEntryChange).mockReturnValueOnce(
    new Promise<void>((resolve, reject) => {
      answer.land = resolve;
      answer.refuse = () => reject(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    }),
  );
  return answer;
}

describe('moving a meal, with the list following the plan (automation on)', () => {
  beforeEach(() => openPlanner(true));

  it("takes a meal moved to 'Non planifiées' off the list, in the move's batch", async () => {
    expect(await usePlanner.getState().moveEntry('planned', '')).toEqual({ ok: true });
    expect(refs()).toEqual({});
    expect(committed()).toEqual([expect.objectContaining({ changes: [{ kind: 'update', entryId: 'planned', fields: { date: '', mealType: null } }], alsoWrite: [expect.any(Function)] })]);
  });

  it('puts a meal planned on a day again back on the list, at the portions the planner shows', async () => {
    await usePlanner.getState().moveEntry('waiting', DAY);
    expect(refs()).toEqual({ planned: { recipeId: 'recipe-planned', portions: 4 }, waiting: { recipeId: 'recipe-waiting', portions: 3 } });
    expect(committed()).toEqual([expect.objectContaining({ alsoWrite: [expect.any(Function)] })]);
  });

  it('leaves the list alone when a meal moves from one day to another', async () => {
    await usePlanner.getState().moveEntry('planned', OTHER_DAY);
    expect(refs()).toEqual({ planned: { recipeId: 'recipe-planned', portions: 4 } });
    expect(committed()).toEqual([expect.objectContaining({ alsoWrite: [] })]);
  });

  it('puts the meal back on the list when the move is refused', async () => {
    vi.mocked(data.commitEntryChange).mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    expect(await usePlanner.getState().moveEntry('planned', '')).toEqual({ ok: false, error: 'planner.errors.update' });
    expect(refs()).toEqual({ planned: { recipeId: 'recipe-planned', portions: 4 } });
  });

  it("keeps a recipe planned straight into 'Non planifiées' off the list until it has a day", async () => {
    const recipe = recipeSchema.parse({ id: 'recipe-new', name: 'Gratin', servings: 4, organizationId: 'org-1', createdBy: { id: 'user-1', name: 'Camille' } });
    await usePlanner.getState().addEntry({ recipe, date: '', mealType: null });
    expect(refs()).toEqual({ planned: { recipeId: 'recipe-planned', portions: 4 } });
    await usePlanner.getState().addEntry({ recipe, date: DAY, mealType: null });
    expect(refs()).toEqual({ planned: { recipeId: 'recipe-planned', portions: 4 }, 'new-entry': { recipeId: 'recipe-new', portions: 3 } });
  });
});

describe('moving a meal, with the list added to by hand (automation off)', () => {
  beforeEach(() => openPlanner(false));

  it("still takes a meal moved to 'Non planifiées' off the list, but adds nothing when it gets a day again", async () => {
    await usePlanner.getState().moveEntry('planned', '');
    expect(refs()).toEqual({});
    await usePlanner.getState().moveEntry('waiting', DAY);
    expect(refs()).toEqual({});
    expect(committed().map((commit) => commit.alsoWrite.length)).toEqual([1, 0]);
  });
});

describe('planning without a network', () => {
  beforeEach(() => {
    openPlanner(true);
    useConnectivity.setState({ online: false });
  });


  it('is done at once, shown, and counted as waiting until the server answers', async () => {
    const batch = queuedBatch();
    expect(await usePlanner.getState().moveEntry('planned', OTHER_DAY)).toEqual({ ok: true });
    expect(usePlanner.getState().pending).toEqual([expect.objectContaining({ change: { kind: 'update', entryId: 'planned', fields: { date: OTHER_DAY, mealType: null } } })]);
    expect(useConnectivity.getState().unanswered).toBe(1);
    batch.land();
    await vi.waitFor(() => expect(useConnectivity.getState().unanswered).toBe(0));
    expect(usePlanner.getState().error).toBeNull();
  });

  it('takes the change back with the spec’s message when the server refuses it once the network returns', async () => {
    const batch = queuedBatch();
    expect(await usePlanner.getState().moveEntry('planned', '')).toEqual({ ok: true });
    expect(refs()).toEqual({});
    batch.refuse();
    await vi.waitFor(() => expect(usePlanner.getState().error).toBe('planner.errors.update'));
    expect(usePlanner.getState().pending).toEqual([]);
    expect(refs()).toEqual({ planned: { recipeId: 'recipe-planned', portions: 4 } });
  });
});

describe('planning several meals at once (a validated proposal)', () => {
  const gratin = recipeSchema.parse({ id: 'recipe-gratin', name: 'Gratin', servings: 6, organizationId: 'org-1', createdBy: { id: 'user-1', name: 'Camille' } });
  const soupe = recipeSchema.parse({ id: 'recipe-soupe', name: 'Soupe', servings: 2, organizationId: 'org-1', createdBy: { id: 'user-1', name: 'Camille' } });
  const week = [
    { recipe: gratin, date: DAY, mealType: 'lunch' as const },
    { recipe: soupe, date: DAY, mealType: 'dinner' as const },
    { recipe: gratin, date: OTHER_DAY, mealType: 'dinner' as const },
  ];
  const shown = () => selectPlannerEntries(usePlanner.getState()).filter((meal) => meal.id.startsWith('new-'));
  const addMeals = vi.fn();
  const takeBackMeals = vi.fn();

  beforeEach(() => {
    let ids = 0;
    vi.mocked(data.newMealEntryId).mockImplementation(() => `new-${(ids += 1)}`);
    openPlanner(true);
    addMeals.mockResolvedValue({ ok: true });
    takeBackMeals.mockResolvedValue(undefined);
    useGrocery.setState({ addMeals, takeBackMeals });
  });

  it('shows every meal at once and writes them in one batch, the list’s writes right behind it', async () => {
    const batch = queuedBatch();
    const planned = usePlanner.getState().planMeals(week);
    await vi.waitFor(() => expect(shown()).toHaveLength(3));
    expect(committed()).toEqual([expect.objectContaining({ changes: [expect.objectContaining({ kind: 'add' }), expect.objectContaining({ kind: 'add' }), expect.objectContaining({ kind: 'add' })], alsoWrite: [] })]);
    expect(shown().map(({ recipeId, date, mealType, portions }) => ({ recipeId, date, mealType, portions }))).toEqual([
      { recipeId: 'recipe-gratin', date: DAY, mealType: 'lunch', portions: 3 },
      { recipeId: 'recipe-soupe', date: DAY, mealType: 'dinner', portions: 3 },
      { recipeId: 'recipe-gratin', date: OTHER_DAY, mealType: 'dinner', portions: 3 },
    ]);
    expect(new Set(usePlanner.getState().pending.map((pending) => pending.token)).size).toBe(1);
    const toList = shown().map(({ id, recipeId }) => ({ mealEntryId: id, recipeId, portions: 3 }));
    expect(addMeals).toHaveBeenCalledWith(toList);
    batch.land();
    expect(await planned).toEqual({ ok: true });
    expect(takeBackMeals).not.toHaveBeenCalled();
  });

  it('takes back exactly these meals, with the proposal’s message, when the batch is refused', async () => {
    const batch = queuedBatch();
    const planned = usePlanner.getState().planMeals(week);
    await vi.waitFor(() => expect(shown()).toHaveLength(3));
    batch.refuse();
    expect(await planned).toEqual({ ok: false, error: 'planner.propose.errors.validate' });
    expect(shown()).toEqual([]);
    expect(selectPlannerEntries(usePlanner.getState()).map((meal) => meal.id).sort()).toEqual(['planned', 'waiting']);
    expect(takeBackMeals).toHaveBeenCalledWith(['new-1', 'new-2', 'new-3']);
    expect(usePlanner.getState().error).toBe('planner.propose.errors.validate');
  });

  it('gives the list nothing with automation off', async () => {
    openPlanner(false);
    useGrocery.setState({ addMeals });
    expect(await usePlanner.getState().planMeals(week)).toEqual({ ok: true });
    expect(addMeals).not.toHaveBeenCalled();
  });

  // Queued behind the batch on the device, the list's writes survive a reload before the network returns.
  it('is done at once without a network, the list’s writes queued behind the batch', async () => {
    useConnectivity.setState({ online: false });
    const batch = queuedBatch();
    expect(await usePlanner.getState().planMeals(week)).toEqual({ ok: true });
    expect(committed()[0]?.changes).toHaveLength(3);
    expect(addMeals).toHaveBeenCalledTimes(1);
    batch.refuse();
    await vi.waitFor(() => expect(takeBackMeals).toHaveBeenCalledWith(['new-1', 'new-2', 'new-3']));
    expect(shown()).toEqual([]);
  });

  it('refuses a meal on a day already past', async () => {
    expect(await usePlanner.getState().planMeals([...week, { recipe: soupe, date: '2020-01-01', mealType: 'lunch' }])).toEqual({ ok: false, error: 'planner.propose.errors.validate' });
    expect(committed()).toEqual([]);
  });
});
