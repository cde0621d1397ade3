// The planner's Firestore access: its live queries, its one kind of write, and the weekly plan's reconciliation.
export { commitEntryChange, type EntryCommit } from './commit-entry-change';
export { watchActivePlan, watchSettledEntries, writePlanReconciliation } from './plan-reconciliation-writes';
export { newMealEntryId } from './planner-refs';
export { readPlannedMeals } from './proposed-meals';
export { watchWeekEntries, watchUnplannedEntries } from './watch-entries';
