import type { PlannerStore } from './state';

// How screens read the planner: `usePlanner(selectX)` for one field, `useShallow` around the
// selectors returning objects.

export { selectPlannerEntries } from './planner-entries';

export const selectWeek = (state: PlannerStore) => state.week;
export const selectPlannerStatus = (state: PlannerStore) => state.status;
export const selectFilters = (state: PlannerStore) => state.filters;

/** Whether a change is on its way to the database (shown at once, not stored yet). */
export const selectSaving = (state: PlannerStore) => state.pending.some((pending) => !pending.landed);

/** For `useShallow`: the banner's error and how to dismiss it. */
export const selectPlannerError = (state: PlannerStore) => ({ error: state.error, dismissError: state.dismissError });

/** For `useShallow`: the planner's writes, one per intent. */
export const selectEntryActions = (state: PlannerStore) => ({
  addEntry: state.addEntry,
  changePortions: state.changePortions,
  setMealType: state.setMealType,
  moveEntry: state.moveEntry,
  removeEntry: state.removeEntry,
});

/** For `useShallow`: what the filter panel changes. */
export const selectFilterActions = (state: PlannerStore) => ({ setFilters: state.setFilters, resetFilters: state.resetFilters });

export const selectFollow = (state: PlannerStore) => state.follow;
export const selectShowWeek = (state: PlannerStore) => state.showWeek;
export const selectAddEntry = (state: PlannerStore) => state.addEntry;

/** The meal just marked 'Cuisiné', while 'Annuler' is offered. */
export const selectCooked = (state: PlannerStore) => state.cooked;

/** For `useShallow`: 'Cuisiné' and its undo. */
export const selectCookActions = (state: PlannerStore) => ({ cookEntry: state.cookEntry, undoCooked: state.undoCooked });
