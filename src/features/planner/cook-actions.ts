import { plannerCommitter } from './planner-commit';
import type { PlannerSlice } from './planner-state';

// The cooking code (the cupboard, the catalogue, the conversions) loads with the first meal
// cooked: the planner's route is near its size budget.
const cooking = () => import('./cook-meal');

/** 'Cuisiné' and its 'Annuler' (cook-meal.ts). */
export const cookActions: PlannerSlice<'cookEntry' | 'undoCooked'> = (set, get) => {
  const context = { set, get, commit: plannerCommitter(set).commit };
  return {
    cookEntry: async (entryId, recipe) => (await cooking()).cookEntry(context, entryId, recipe),
    undoCooked: async () => (await cooking()).undoCooked(context),
  };
};
