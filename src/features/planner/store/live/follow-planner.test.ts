import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mealEntrySchema, type MealEntry } from '@/domain/planner/meal-entry';
import { weekFrom } from '@/domain/planner/week';
import { resetAllStores } from '@/lib/create-store';
import { buildRecipe, fakeRecipeReads } from '@/testing/recipes';
import * as data from '../../data';
// Loaded up front, as the app's own import of it would be by then: follow() imports it on its
// own, and an import still in flight when the file ends fails the run.
import './plan-reconciler';
import { usePlanner } from '../index';

// The recipes the planner reads: those of the entries it shows, by id, never the household's
// whole collection. The entries' queries are recorded here; the emulator proves the reads.
vi.mock('../../data', async (importOriginal) => ({
  ...(await importOriginal<typeof data>()),
  watchWeekEntries: vi.fn(() => () => undefined),
  watchUnplannedEntries: vi.fn(() => () => undefined),
  watchActivePlan: vi.fn(() => () => undefined),
  watchSettledEntries: vi.fn(() => () => undefined),
}));

const weekAnswers = () => vi.mocked(data.watchWeekEntries).mock.calls.map(([, , onChange]) => onChange);
const unplannedAnswers = () => vi.mocked(data.watchUnplannedEntries).mock.calls.map(([, onChange]) => onChange);

function entry(id: string, recipeId: string, date: string): MealEntry {
  return mealEntrySchema.parse({ id, organizationId: 'org-1', userId: 'user-1', recipeId, date, portions: 2 });
}

let reads: ReturnType<typeof fakeRecipeReads>;
let stop: () => void = () => undefined;

beforeEach(() => {
  resetAllStores();
  vi.mocked(data.watchWeekEntries).mockClear();
  vi.mocked(data.watchUnplannedEntries).mockClear();
  reads = fakeRecipeReads([buildRecipe({ id: 'r1', name: 'Tarte' })]);
  usePlanner.setState({ week: weekFrom('2026-11-23') });
  stop = usePlanner.getState().follow('org-1');
});

afterEach(() => stop());

describe('the recipes the planner reads', () => {
  it("reads the recipes of the week's and the unplanned entries as they arrive, before both have answered", () => {
    expect(reads.wanted()).toEqual([]);
    weekAnswers()[0]?.([entry('e1', 'r1', '2026-11-24'), entry('e2', 'r2', '2026-11-25')]);
    expect(reads.wanted()).toEqual(['r1', 'r2']);
    expect(usePlanner.getState().status).toBe('loading');
    unplannedAnswers()[0]?.([entry('u1', 'r3', '')]);
    expect(reads.wanted()).toEqual(['r1', 'r2', 'r3']);
  });

  it("follows the week on screen: the previous week's recipes are released", () => {
    unplannedAnswers()[0]?.([entry('u1', 'r3', '')]);
    weekAnswers()[0]?.([entry('e1', 'r1', '2026-11-24')]);
    usePlanner.getState().showWeek(weekFrom('2026-11-30'));
    expect(reads.wanted()).toEqual(['r3']);
    weekAnswers()[1]?.([entry('e3', 'r4', '2026-12-01')]);
    expect(reads.wanted()).toEqual(['r3', 'r4']);
  });

  it('reads the recipe of a meal added before the database answers, and nothing once stopped', () => {
    weekAnswers()[0]?.([]);
    unplannedAnswers()[0]?.([]);
    usePlanner.setState({ pending: [{ token: 1, landed: false, change: { kind: 'add', entry: entry('new', 'r5', '2026-11-26') } }] });
    expect(reads.wanted()).toEqual(['r5']);
    stop();
    expect(reads.wanted()).toEqual([]);
  });
});
