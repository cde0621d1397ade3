import { collection, doc, getDocs, query, serverTimestamp, where, type Firestore } from 'firebase/firestore';
import { collections } from '@/domain/collections';
import type { DocumentWrite } from '@/lib/firebase/document-writer';
import { db } from './grocery-refs';

// Legacy lists (groceryLists): no longer created nor edited, only archived with the current list
// (spec B §4), which is all the rules let a client write of them.

const legacyLists = (firestore: Firestore) => collection(firestore, collections.groceryLists);

/** The household's active legacy lists, by id. Two equality filters: no composite index needed. */
export async function findActiveLegacyListIds(householdId: string, firestore: Firestore = db()): Promise<string[]> {
  const snapshot = await getDocs(query(legacyLists(firestore), where('organizationId', '==', householdId), where('status', '==', 'active')));
  return snapshot.docs.map((stored) => stored.id);
}

export function archiveLegacyListWrite(listId: string, firestore: Firestore = db()): DocumentWrite {
  return (writer) => writer.update(doc(legacyLists(firestore), listId), { status: 'archived', updatedAt: serverTimestamp() });
}
