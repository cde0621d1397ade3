import { collection, doc, documentId, onSnapshot, query, serverTimestamp, where, writeBatch, type Firestore } from 'firebase/firestore';
import { collections } from '@/domain/collections';
import type { MealWhen } from '@/domain/grocery/meal-caption';
import { mealEntrySchema } from '@/domain/planner/meal-entry';
import { readDocs } from '@/lib/firebase/typed-doc';
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


/**
 * When these planned meals of a household are, live, in one query (at most IDS_PER_QUERY, domain/shared/ids-per-query.ts):
 * every id asked, null when the meal is gone or not stored yet (a planner's write still on its way
 * from another device arrives with the query's next answer).
 */
export function watchMealsWhen(
  householdId: string,
  mealEntryIds: readonly string[],
  onChange: (meals: Record<string, MealWhen | null>) => void,
  onError: (error: unknown) => void,
  firestore: Firestore = db(),
): () => void {
  return onSnapshot(
    query(collection(firestore, collections.mealEntries), where('organizationId', '==', householdId), where(documentId(), 'in', [...mealEntryIds])),
    (snapshot) => {
      const found = new Map(readDocs(snapshot.docs, mealWhenSchema).map((meal) => [meal.id, { date: meal.date, mealType: meal.mealType }]));
      onChange(Object.fromEntries(mealEntryIds.map((id) => [id, found.get(id) ?? null])));
    },
    onError,
  );
}
