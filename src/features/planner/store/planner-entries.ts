import { withEntryChanges } from '@/domain/planner/entry-changes';
import type { MealEntry } from '@/domain/planner/meal-entry';
import type { PlannerState } from './state';

/**
 * The live entries of the week and the unplanned area as one list. An entry moved between the
 * two may briefly be in both answers: the one whose date says where it is now wins.
 */
export function liveEntries(weekEntries: readonly MealEntry[], unplannedEntries: readonly MealEntry[]): MealEntry[] {
  const planned = new Set(weekEntries.map((entry) => entry.id));
  return [...weekEntries, ...unplannedEntries.filter((entry) => !planned.has(entry.id))];
}

let memo: { inputs: unknown[]; entries: MealEntry[] } | null = null;

/** What the planner shows: the live entries with the changes not landed yet laid over them (same array while nothing changes). */
export function selectPlannerEntries(state: Pick<PlannerState, 'weekEntries' | 'unplannedEntries' | 'pending'>): MealEntry[] {
  const inputs = [state.weekEntries, state.unplannedEntries, state.pending];
  if (memo && memo.inputs.every((input, index) => input === inputs[index])) return memo.entries;
  const entries = withEntryChanges(
    liveEntries(state.weekEntries, state.unplannedEntries),
    state.pending.map((pending) => pending.change),
  );
  memo = { inputs, entries };
  return entries;
}
