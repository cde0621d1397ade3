import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pantryEntrySchema, type StockChange } from '@/domain/cupboard/pantry-entry';
import { COOKED_UNDO_MS } from '@/domain/planner/cooked-meal';
import { mealEntrySchema, type MealEntry } from '@/domain/planner/meal-entry';
import { recipeSchema } from '@/domain/recipes/recipe';
import { CUPBOARD_ANSWER_WAIT_MS, useCupboard } from '@/features/cupboard';
import { useIngredientCatalogue } from '@/features/recipes';
import { resetAllStores } from '@/lib/create-store';
import type { PlannedWrite } from '@/lib/firebase/document-writer';
import { seedHousehold } from '@/testing/household';
import { buildHousehold } from '@/testing/sessions';
import { shopperCatalogue } from '@/testing/shopper-samples';
import { food } from '@/testing/shopper-table';
import * as data from '../../data';
import { selectPlannerEntries } from '../planner-entries';
import { usePlanner } from '../index';

// 'Cuisiné' (issue 26): what the action takes from the cupboard (the stand-in store shows it)
// and what it hands the entry's batch with it, which the data layer writes (proven on the
// emulator with the other entry changes): stubbed here, to see what it is given.

vi.mock('../../data', async (original) => ({ ...(await original<typeof data>()), commitEntryChange: vi.fn() }));

// Wednesday 25 November 2026.
const NOW = new Date(2026, 10, 25, 10, 0);

const quiche = recipeSchema.parse({
  id: 'quiche',
  name: 'Quiche',
  servings: 4,
  organizationId: 'org-1',
  createdBy: { id: 'user-1', name: 'Camille' },
  // 400 g of flour and 4 eggs for four; the cream is not in the cupboard.
  ingredients: [
    { id: 'i1', ...food('farine-de-ble', 400, 'gram') },
    { id: 'i2', ...food('oeuf', 4, 'piece') },
    { id: 'i3', ...food('creme-fraiche-epaisse', 20, 'centiliter') },
  ],
});

function entry(id: string, date: string, fields: Partial<Pick<MealEntry, 'portions' | 'completed' | 'isArchived'>> = {}): MealEntry {
  return mealEntrySchema.parse({ id, organizationId: 'org-1', userId: 'user-1', recipeId: 'quiche', date, portions: 2, ...fields });
}

const stocked = (foodId: string, amounts: { mass?: number; count?: number }) => pantryEntrySchema.parse({ organizationId: 'org-1', foodId, ...amounts });
const amounts = () => Object.fromEntries(Object.values(useCupboard.getState().entries).map(({ foodId, mass, count }) => [foodId, { mass, count }]));
const committed = () => vi.mocked(data.commitEntryChange).mock.calls.map(([commit]) => commit.changes);
const FULL = { 'farine-de-ble': { mass: 500, count: 0 }, oeuf: { mass: 0, count: 6 } };

/** The cupboard's planned change, stubbed at its store (its writes are proven on the emulator): shown as planned, its undo taking it back. */
async function plannedStock(changes: readonly StockChange[]): Promise<PlannedWrite> {
  const apply = (sign: 1 | -1) =>
    useCupboard.setState((state) => ({
      entries: Object.fromEntries(
        Object.entries(state.entries).map(([foodId, entry]) => {
          const change = changes.find((candidate) => candidate.foodId === foodId)?.amounts;
          return [foodId, change ? { ...entry, mass: entry.mass + sign * change.mass, volume: entry.volume + sign * change.volume, count: entry.count + sign * change.count } : entry];
        }),
      ),
    }));
  return {
    write: Object.assign(() => undefined, { changes }),
    show: () => {
      apply(1);
      return () => apply(-1);
    },
  };
}

/** The cupboard changes each committed batch carried beside the entry's. */
const stockWritten = () => vi.mocked(data.commitEntryChange).mock.calls.map(([commit]) => commit.alsoWrite.map((write) => (write as unknown as { changes: StockChange[] }).changes));

function openPlanner(weekEntries: MealEntry[], role = 'owner') {
  seedHousehold({ role, household: buildHousehold({ numberOfPersons: 4 }) });
  usePlanner.setState({ weekEntries, status: 'loaded' });
  useIngredientCatalogue.setState({ status: 'loaded', ingredients: shopperCatalogue });
  useCupboard.setState({ status: 'loaded', householdId: 'org-1', planStock: plannedStock, entries: { 'farine-de-ble': stocked('farine-de-ble', { mass: 500 }), oeuf: stocked('oeuf', { count: 6 }) } });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(NOW);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.mocked(data.commitEntryChange).mockResolvedValue(undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.resetAllMocks();
  vi.restoreAllMocks();
  resetAllStores();
});

describe("'Cuisiné'", () => {
  it('takes the meal’s amounts at its portions from the cupboard and marks it completed in its batch', async () => {
    openPlanner([entry('today', '2026-11-25')]);
    expect(await usePlanner.getState().cookEntry('today', quiche)).toEqual({ ok: true });
    // Two portions of a recipe for four: 200 g of flour and 2 eggs; no cream to take.
    expect(amounts()).toEqual({ 'farine-de-ble': { mass: 300, count: 0 }, oeuf: { mass: 0, count: 4 } });
    expect(committed()).toEqual([[{ kind: 'update', entryId: 'today', fields: { completed: true } }]]);
    expect(stockWritten()).toEqual([[expect.arrayContaining([{ foodId: 'farine-de-ble', amounts: { mass: -200, volume: 0, count: 0 } }, { foodId: 'oeuf', amounts: { mass: 0, volume: 0, count: -2 } }])]]);
    expect(selectPlannerEntries(usePlanner.getState())[0]?.completed).toBe(true);
    expect(usePlanner.getState().cooked).toEqual({ entryId: 'today', recipeName: 'Quiche', changes: expect.any(Array) });
  });

  it('gives back exactly what it took, and unmarks the meal, on Annuler', async () => {
    openPlanner([entry('past', '2026-11-23')]);
    await usePlanner.getState().cookEntry('past', quiche);
    expect(await usePlanner.getState().undoCooked()).toEqual({ ok: true });
    expect(amounts()).toEqual(FULL);
    expect(committed()).toEqual([
      [{ kind: 'update', entryId: 'past', fields: { completed: true } }],
      [{ kind: 'update', entryId: 'past', fields: { completed: false } }],
    ]);
    expect(stockWritten()[1]).toEqual([expect.arrayContaining([{ foodId: 'farine-de-ble', amounts: { mass: 200, volume: 0, count: 0 } }])]);
    expect(usePlanner.getState().cooked).toBeNull();
  });

  it('offers Annuler for a minute', async () => {
    openPlanner([entry('today', '2026-11-25')]);
    await usePlanner.getState().cookEntry('today', quiche);
    vi.advanceTimersByTime(COOKED_UNDO_MS - 1);
    expect(usePlanner.getState().cooked).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(usePlanner.getState().cooked).toBeNull();
  });

  it('never takes a meal twice, nor one still to come, nor for a viewer', async () => {
    openPlanner([entry('done', '2026-11-24', { completed: true }), entry('coming', '2026-11-26'), entry('unplanned', '')]);
    for (const id of ['done', 'coming', 'unplanned']) expect(await usePlanner.getState().cookEntry(id, quiche)).toEqual({ ok: false, error: 'planner.errors.cook' });
    openPlanner([entry('today', '2026-11-25')], 'viewer');
    expect(await usePlanner.getState().cookEntry('today', quiche)).toEqual({ ok: false, error: 'planner.errors.noHousehold' });
    expect(amounts()).toEqual(FULL);
    expect(committed()).toEqual([]);
  });

  it('waits for the cupboard: a tap before it answered cooks once it has (the shell starts it after the week shows)', async () => {
    openPlanner([entry('today', '2026-11-25')]);
    const answered = useCupboard.getState();
    useCupboard.setState({ status: 'idle', entries: {} });
    const cooking = usePlanner.getState().cookEntry('today', quiche);
    await vi.advanceTimersByTimeAsync(CUPBOARD_ANSWER_WAIT_MS - 1);
    expect(committed()).toEqual([]);
    useCupboard.setState({ status: 'loaded', entries: answered.entries });
    expect(await cooking).toEqual({ ok: true });
    expect(amounts()).toEqual({ 'farine-de-ble': { mass: 300, count: 0 }, oeuf: { mass: 0, count: 4 } });
  });

  it('refuses, marking nothing, when the cupboard fails or never answers: nothing could be taken from it', async () => {
    for (const answer of [() => useCupboard.setState({ status: 'failed' }), () => vi.advanceTimersByTimeAsync(CUPBOARD_ANSWER_WAIT_MS)]) {
      openPlanner([entry('today', '2026-11-25')]);
      useCupboard.setState({ status: 'loading' });
      const cooking = usePlanner.getState().cookEntry('today', quiche);
      await answer();
      expect(await cooking).toEqual({ ok: false, error: 'planner.errors.cook' });
      // The tap did nothing: the banner says so, not a button that seems to ignore it.
      expect(usePlanner.getState().error).toBe('planner.errors.cook');
    }
    expect(committed()).toEqual([]);
  });

  it('leaves the cupboard and the meal as they were when the batch is refused', async () => {
    openPlanner([entry('today', '2026-11-25')]);
    vi.mocked(data.commitEntryChange).mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    expect(await usePlanner.getState().cookEntry('today', quiche)).toEqual({ ok: false, error: 'planner.errors.cook' });
    expect(amounts()).toEqual(FULL);
    expect(selectPlannerEntries(usePlanner.getState())[0]?.completed).toBe(false);
    expect(usePlanner.getState()).toMatchObject({ cooked: null, error: 'planner.errors.cook', pending: [] });
  });

  it('counts as cooked a refused batch whose first sending had landed: the SDK sent it again, and the rules refuse a change twice', async () => {
    openPlanner([entry('today', '2026-11-25')]);
    useCupboard.setState({ planStock: async (changes) => ({ ...(await plannedStock(changes)), landed: async () => true }) });
    vi.mocked(data.commitEntryChange).mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    expect(await usePlanner.getState().cookEntry('today', quiche)).toEqual({ ok: true });
    expect(amounts()).toEqual({ 'farine-de-ble': { mass: 300, count: 0 }, oeuf: { mass: 0, count: 4 } });
    expect(selectPlannerEntries(usePlanner.getState())[0]?.completed).toBe(true);
    expect(usePlanner.getState()).toMatchObject({ cooked: { entryId: 'today' }, error: null });
  });

  it('keeps the meal cooked and says so when Annuler is refused', async () => {
    openPlanner([entry('today', '2026-11-25')]);
    await usePlanner.getState().cookEntry('today', quiche);
    vi.mocked(data.commitEntryChange).mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    expect(await usePlanner.getState().undoCooked()).toEqual({ ok: false, error: 'planner.errors.uncook' });
    expect(amounts()).toEqual({ 'farine-de-ble': { mass: 300, count: 0 }, oeuf: { mass: 0, count: 4 } });
    expect(usePlanner.getState().error).toBe('planner.errors.uncook');
  });
});
