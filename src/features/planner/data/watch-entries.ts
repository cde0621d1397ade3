import { onSnapshot, query, where } from 'firebase/firestore';
import { mealEntrySchema, type MealEntry } from '@/domain/planner/meal-entry';
import type { PlannerWeek } from '@/domain/planner/week';
import { readDocs } from '@/lib/firebase/typed-doc';
import { mealEntries } from './planner-refs';

type Listener = (entries: MealEntry[]) => void;
type ErrorListener = (error: unknown) => void;

/**
 * The household's entries planned in one week, live: bounded by the days on screen, never every
 * entry it ever planned (DESIGN.md §3, "Budgets"). Index: mealEntries (organizationId, date).
 */
export function watchWeekEntries(householdId: string, week: Pick<PlannerWeek, 'start' | 'end'>, onChange: Listener, onError: ErrorListener): () => void {
  return onSnapshot(
    query(mealEntries(), where('organizationId', '==', householdId), where('date', '>=', week.start), where('date', '<=', week.end)),
    (snapshot) => onChange(readDocs(snapshot.docs, mealEntrySchema)),
    onError,
  );
}

/** The household's unplanned entries (date ''), live; kept across week changes. */
export function watchUnplannedEntries(householdId: string, onChange: Listener, onError: ErrorListener): () => void {
  return onSnapshot(
    query(mealEntries(), where('organizationId', '==', householdId), where('date', '==', '')),
    (snapshot) => onChange(readDocs(snapshot.docs, mealEntrySchema)),
    onError,
  );
}
