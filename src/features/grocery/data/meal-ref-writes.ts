import { deleteField, FieldPath, serverTimestamp, type Firestore } from 'firebase/firestore';
import type { MealEntryRefFields } from '@/domain/grocery/grocery-list-v2';
import type { DocumentWrite } from '@/lib/firestore/document-writer';
import { groceryListRef } from './grocery-refs';

// The list's side of a planner action, written in the planner's own transaction. Each touches
// one meal reference by field path, so members planning at once never overwrite each other
// (DESIGN.md §3). Ids are written through FieldPath: an id is never read as a dotted path.

const ref = (listId: string, firestore?: Firestore) => groceryListRef(listId, firestore);
const mealRef = (mealEntryId: string, ...rest: string[]) => new FieldPath('mealEntryRefs', mealEntryId, ...rest);

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
export function createListWithMealRefWrite(
  list: { id: string; organizationId: string; name: string },
  mealEntryId: string,
  fields: MealEntryRefFields,
  firestore?: Firestore,
): DocumentWrite {
  return (writer) =>
    writer.set(ref(list.id, firestore), {
      organizationId: list.organizationId,
      name: list.name,
      status: 'active',
      mealEntryRefs: { [mealEntryId]: fields },
      checkedItems: {},
      customItems: {},
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
}
