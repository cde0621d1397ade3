import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mealEntrySchema, type MealEntry } from '@/domain/planner/meal-entry';
import { recipeSchema } from '@/domain/recipes/recipe';
import { useGrocery } from '@/features/grocery';
import { resetAllStores } from '@/lib/create-store';
import { buildGroceryList } from '@/testing/grocery-lists';
import { seedHousehold } from '@/testing/household';
import { buildOrganization } from '@/testing/sessions';
import * as data from './data';
import { usePlanner } from './store';

// The list follows the plan: a meal moved to 'Non planifiées' leaves the grocery list and a meal
// planned on a day again returns to it, in the move's own transaction. The transaction itself is
// the data layer's (proven on the emulator); here it is stubbed, to see what the move hands it.

vi.mock('./data', async (original) => ({ ...(await original<typeof data>()), commitEntryChange: vi.fn(), newMealEntryId: () => 'new-entry' }));

const DAY = '2099-03-10';
const OTHER_DAY = '2099-03-11';

function entry(id: string, date: string, portions: number | null): MealEntry {
  return mealEntrySchema.parse({ id, organizationId: 'org-1', userId: 'user-1', recipeId: `recipe-${id}`, date, portions });
}

const refs = () => useGrocery.getState().list?.mealEntryRefs;
const committed = () => vi.mocked(data.commitEntryChange).mock.calls.map(([commit]) => commit);

function openPlanner(groceryAutomation: boolean) {
  seedHousehold({ organization: buildOrganization({ groceryAutomation, numberOfPersons: 3 }) });
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

describe('moving a meal, with the list following the plan (automation on)', () => {
  beforeEach(() => openPlanner(true));

  it("takes a meal moved to 'Non planifiées' off the list, in the move's transaction", async () => {
    expect(await usePlanner.getState().moveEntry('planned', '')).toEqual({ ok: true });
    expect(refs()).toEqual({});
    expect(committed()).toEqual([expect.objectContaining({ change: { kind: 'update', entryId: 'planned', fields: { date: '', mealType: null } }, alsoWrite: [expect.any(Function)] })]);
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
