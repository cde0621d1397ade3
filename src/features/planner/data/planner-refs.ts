import { collection, doc } from 'firebase/firestore';
import { collections } from '@/domain/collections';
import { firebase } from '@/lib/firebase';

export const db = () => firebase().db;

export const mealEntries = () => collection(db(), collections.mealEntries);
export const mealEntryRef = (id: string) => doc(db(), collections.mealEntries, id);

export const weeklyPlans = () => collection(db(), collections.weeklyMealPlans);
export const weeklyPlanRef = (id: string) => doc(db(), collections.weeklyMealPlans, id);

/** An id for an entry about to be created, so the screen shows it under the id it will have. */
export function newMealEntryId(): string {
  return doc(mealEntries()).id;
}
