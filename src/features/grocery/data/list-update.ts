import { serverTimestamp, updateDoc, type FieldPath, type Firestore } from 'firebase/firestore';
import { groceryListRef } from './grocery-refs';

/** A value set (or, with deleteField(), removed) at a field path of the list. */
export type ListChange = readonly [path: FieldPath, value: unknown];

/**
 * One update of the list: these field paths, stamped with updatedAt = serverTimestamp() as the
 * rules require. Entries are touched by field path only, so members editing at once never
 * overwrite each other (DESIGN.md §3).
 */
export function updateList(listId: string, changes: readonly ListChange[], firestore?: Firestore): Promise<void> {
  return updateDoc(groceryListRef(listId, firestore), 'updatedAt', serverTimestamp(), ...changes.flat());
}
