import { doc, onSnapshot, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { collections } from '@/domain/collections';
import type { MealWhen } from '@/domain/grocery/meal-caption';
import { mealEntrySchema } from '@/domain/planner/meal-entry';
import { readDoc } from '@/lib/firestore/typed-doc';
import { db, groceryListRef, mealRef } from './grocery-refs';

const mealEntryRef = (mealEntryId: string, firestore: Firestore) => doc(firestore, collections.mealEntries, mealEntryId);

/**
 * A meal's portions from the list: the planned meal and the list's reference to it in one batch,
 * so planner and list never disagree (a meal's portions live on the meal, DESIGN.md §3). A batch,
 * not a transaction: it waits on the device while offline, like the planner's intents. Each
 * field is written by path, so a member changing another field of either document at the same
 * moment keeps their change.
 */
export function setMealPortions(listId: string, mealEntryId: string, portions: number, firestore: Firestore = db()): Promise<void> {
  const batch = writeBatch(firestore);
  batch.update(mealEntryRef(mealEntryId, firestore), { portions, updatedAt: serverTimestamp() });
  batch.update(groceryListRef(listId, firestore), mealRef(mealEntryId, 'portions'), portions, 'updatedAt', serverTimestamp());
  return batch.commit();
}

const mealWhenSchema = mealEntrySchema.pick({ id: true, date: true, mealType: true });

/** One planned meal's day and meal type, live; null when it is gone or unreadable. */
export function watchMealWhen(mealEntryId: string, onChange: (meal: MealWhen | null) => void, onError: (error: unknown) => void, firestore: Firestore = db()): () => void {
  return onSnapshot(
    mealEntryRef(mealEntryId, firestore),
    (snapshot) => {
      const meal = readDoc(snapshot, mealWhenSchema);
      onChange(meal && { date: meal.date, mealType: meal.mealType });
    },
    onError,
  );
}
