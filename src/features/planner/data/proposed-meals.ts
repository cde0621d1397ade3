import { getDocs, query, where, type Firestore } from 'firebase/firestore';
import { mealEntrySchema, type MealEntry } from '@/domain/planner/meal-entry';
import type { CalendarDay } from '@/domain/planner/week';
import { readDocs } from '@/lib/firebase/typed-doc';
import { db, mealEntries } from './planner-refs';

/**
 * The household's meals planned from `from` to `to`, read once when 'Proposer ma semaine' opens:
 * one query bounded by the dates (index: mealEntries (organizationId, date)), never every entry
 * the household ever planned.
 */
export async function readPlannedMeals(householdId: string, range: { from: CalendarDay; to: CalendarDay }, firestore: Firestore = db()): Promise<MealEntry[]> {
  const snapshot = await getDocs(query(mealEntries(firestore), where('organizationId', '==', householdId), where('date', '>=', range.from), where('date', '<=', range.to)));
  return readDocs(snapshot.docs, mealEntrySchema);
}
