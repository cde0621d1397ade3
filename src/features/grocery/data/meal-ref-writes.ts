import { deleteField, serverTimestamp, type Firestore } from 'firebase/firestore';
import type { MealEntryRefFields } from '@/domain/grocery/grocery-list';
import type { DocumentWrite } from '@/lib/firebase/document-writer';
import { groceryListRef, mealRef } from './grocery-refs';
import { newListDocument, type ListToOpen } from './open-list';

// The list's side of a planner action, written in the planner's own transaction. Each touches
// one meal reference by field path, so members planning at once never overwrite each other
// (DESIGN.md §3). Ids are written through FieldPath: an id is never read as a dotted path.

const ref = (listId: string, firestore?: Firestore) => groceryListRef(listId, firestore);

export function addMealRefWrite(listId: string, mealEntryId: string, fields: MealEntryRefFields, firestore?: Firestore): DocumentWrite {
  return (writer) => writer.update(ref(listId, firestore), mealRef(mealEntryId), fields, 'updatedAt', serverTimestamp());
}

export function setMealRefPortionsWrite(listId: string, mealEntryId: string, portions: number, firestore?: Firestore): DocumentWrite {
  return (writer) => writer.update(ref(listId, firestore), mealRef(mealEntryId, 'portions'), portions, 'updatedAt', serverTimestamp());
}

export function removeMealRefWrite(listId: string, mealEntryId: string, firestore?: Firestore): DocumentWrite {
  return (writer) => writer.update(ref(listId, firestore), mealRef(mealEntryId), deleteField(), 'updatedAt', serverTimestamp());
}

/** A new active list holding its first meal: what adding a meal does when the household has no list (spec B §4). */
export function createListWithMealRefWrite(list: ListToOpen, mealEntryId: string, fields: MealEntryRefFields, firestore?: Firestore): DocumentWrite {
  return (writer) => writer.set(ref(list.id, firestore), newListDocument(list, { mealEntryRefs: { [mealEntryId]: fields } }));
}
