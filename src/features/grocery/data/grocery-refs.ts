import { collection, doc, FieldPath, type Firestore } from 'firebase/firestore';
import { collections } from '@/domain/collections';
import { firebase } from '@/lib/firebase/firestore';

export const db = () => firebase().db;

// Each takes the Firestore instance to use: the app's by default, another client's in the
// emulator tests where two members write at once.
export const groceryLists = (firestore: Firestore = db()) => collection(firestore, collections.groceryListsV2);
export const groceryListRef = (id: string, firestore: Firestore = db()) => doc(firestore, collections.groceryListsV2, id);

/** An id for a list about to be created in someone else's transaction. */
export function newGroceryListId(): string {
  return doc(groceryLists()).id;
}

/** mealEntryRefs.{mealEntryId}(.rest): ids go through FieldPath, never read as dotted paths. */
export const mealRef = (mealEntryId: string, ...rest: string[]) => new FieldPath('mealEntryRefs', mealEntryId, ...rest);
