import { collection, doc, serverTimestamp, type Firestore } from 'firebase/firestore';
import type { MealEntry } from '@/domain/planner/meal-entry';
import { collections } from '@/domain/collections';
import { firebase } from '@/lib/firebase/firestore';

export const db = () => firebase().db;

// Each takes the Firestore instance to use: the app's by default, another client's in the
// emulator tests where two members write at once.
export const mealEntries = (firestore: Firestore = db()) => collection(firestore, collections.mealEntries);
export const mealEntryRef = (id: string, firestore: Firestore = db()) => doc(firestore, collections.mealEntries, id);

export const weeklyPlans = (firestore: Firestore = db()) => collection(firestore, collections.weeklyMealPlans);
export const weeklyPlanRef = (id: string, firestore: Firestore = db()) => doc(firestore, collections.weeklyMealPlans, id);

/** An id for an entry about to be created, so the screen shows it under the id it will have. */
export function newMealEntryId(): string {
  return doc(mealEntries()).id;
}

/** A new entry as every planner add writes it (one meal, or a validated proposal's): the rules check these fields and no others. */
export function newMealEntryFields(
  householdId: string,
  userId: string,
  { recipeId, recipeName, date, mealType, portions }: Pick<MealEntry, 'recipeId' | 'recipeName' | 'date' | 'mealType' | 'portions'>,
) {
  return {
    organizationId: householdId,
    userId,
    recipeId,
    ...(recipeName === undefined ? {} : { recipeName }),
    date,
    mealType,
    portions,
    completed: false,
    isArchived: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}
