import { COOKED_UNDO_MS, isCookable } from '@/domain/planner/cooked-meal';
import { toCalendarDate } from '@/domain/shared/calendar-date';
import { plannerCommitter, refused } from './commit';
import { selectPlannerEntries } from '../planner-entries';
import type { PlannerErrorKey, PlannerSlice } from '../state';

// The cooking code (the cupboard, the catalogue, the conversions) loads with the first meal
// cooked: the planner's route is near its size budget.
const cooking = () => import('./cook-meal');

let undoTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * 'Cuisiné' (issue 26) on a meal of today or a past day, never twice (cook-meal.ts), and
 * 'Cuisiné : {recette}' with 'Annuler' for a minute, which gives it all back.
 */
export const cookActions: PlannerSlice<'cookEntry' | 'undoCooked'> = (set, get) => {
  const context = { commit: plannerCommitter(set).commit };
  /** A tap refused before its batch (no cupboard, no catalogue) says so too, not only a refused batch. */
  const told = <Result extends { ok: true } | { ok: false; error: PlannerErrorKey }>(result: Result): Result => {
    if ('error' in result) set({ error: result.error });
    return result;
  };
  return {
    cookEntry: async (entryId, recipe) => {
      const entry = selectPlannerEntries(get()).find((candidate) => candidate.id === entryId);
      if (!entry || entry.completed || !isCookable(entry, toCalendarDate(new Date()))) return refused('planner.errors.cook');
      const cooked = told(await (await cooking()).cookEntry(context, entry, recipe));
      if (!cooked.ok) return cooked;
      clearTimeout(undoTimer);
      set({ cooked: { entryId, recipeName: recipe.name, changes: cooked.changes } });
      undoTimer = setTimeout(() => set((state) => (state.cooked?.entryId === entryId ? { cooked: null } : {})), COOKED_UNDO_MS);
      return { ok: true };
    },

    undoCooked: async () => {
      const { cooked } = get();
      if (!cooked) return { ok: true };
      clearTimeout(undoTimer);
      set({ cooked: null });
      return told(await (await cooking()).undoCooked(context, cooked));
    },
  };
};
