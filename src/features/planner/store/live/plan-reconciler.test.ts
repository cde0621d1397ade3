import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mealEntrySchema, type MealEntry } from '@/domain/planner/meal-entry';
import type { FollowedPlan } from '@/domain/planner/plan-reconciliation';
import { weekFrom } from '@/domain/planner/week';
import { resetAllStores } from '@/lib/create-store';
import { seedHousehold } from '@/testing/household';
import { buildHousehold } from '@/testing/sessions';
import * as data from '../../data';
import { followPlanReconciliation } from './plan-reconciler';
import { usePlanner } from '../index';

// When the planner writes the weekly plan: only from what the server has confirmed, never from
// the cache (offline, or this device's writes not sent yet). The writes are the emulator's to prove.

vi.mock('../../data', async (importOriginal) => ({
  ...(await importOriginal<typeof data>()),
  watchActivePlan: vi.fn(() => () => undefined),
  watchSettledEntries: vi.fn(() => () => undefined),
  writePlanReconciliation: vi.fn(() => Promise.resolve()),
}));

const plan: FollowedPlan = { id: 'org-1_2099-03-09', status: 'active', startDate: '2099-03-09', endDate: '2099-03-22', mealEntries: [] };
const entry = (id: string, date: string): MealEntry => mealEntrySchema.parse({ id, organizationId: 'org-1', userId: 'user-1', recipeId: `r-${id}`, date, portions: 2 });

/** Answers every query the reconciler follows: the plan, then each range of entries. */
function answer(settled: boolean, entries: MealEntry[]) {
  for (const [, onChange] of vi.mocked(data.watchActivePlan).mock.calls) onChange(plan, settled);
  for (const [, days, onChange] of vi.mocked(data.watchSettledEntries).mock.calls) {
    onChange(entries.filter((one) => (days.start === '' ? one.date === '' : one.date >= days.start && one.date <= days.end)), settled);
  }
}

let stop: () => void = () => undefined;

beforeEach(() => {
  resetAllStores();
  vi.clearAllMocks();
  usePlanner.setState({ week: weekFrom('2099-03-09') });
});

afterEach(() => stop());

describe('the weekly plan reconciliation', () => {
  it('writes nothing from the cache, and the summary once the server confirms the entries', () => {
    seedHousehold();
    stop = followPlanReconciliation('org-1', usePlanner);
    answer(false, [entry('a', '2099-03-10')]);
    expect(data.writePlanReconciliation).not.toHaveBeenCalled();
    answer(true, [entry('a', '2099-03-10')]);
    expect(data.writePlanReconciliation).toHaveBeenCalledWith(expect.objectContaining({ kind: 'summary', planId: plan.id, summary: expect.objectContaining({ totalMeals: 1 }) }), 'org-1', 'user-1', expect.any(Function));
  });

  it('leaves the plan to the writers: a viewer’s planner writes nothing', () => {
    seedHousehold({ role: 'viewer', household: buildHousehold() });
    stop = followPlanReconciliation('org-1', usePlanner);
    answer(true, [entry('a', '2099-03-10')]);
    expect(data.writePlanReconciliation).not.toHaveBeenCalled();
  });

  it('follows the plan’s period, the unplanned area and the week on screen, and the next week once shown', () => {
    seedHousehold();
    stop = followPlanReconciliation('org-1', usePlanner);
    answer(true, []);
    usePlanner.setState({ week: weekFrom('2099-03-30') });
    expect(vi.mocked(data.watchSettledEntries).mock.calls.map(([, days]) => days)).toEqual([
      { start: '', end: '' },
      { start: '2099-03-09', end: '2099-03-15' },
      { start: '2099-03-09', end: '2099-03-22' },
      { start: '2099-03-30', end: '2099-04-05' },
    ]);
  });
});
