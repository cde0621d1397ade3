// The planner's Firestore access: its live queries, and its one kind of write.
export { commitEntryChange, type EntryCommit, type PlanToOpen } from './commit-entry-change';
export { newMealEntryId } from './planner-refs';
export { watchWeekEntries, watchUnplannedEntries } from './watch-entries';
