import { serverTimestamp, type Firestore } from 'firebase/firestore';
import type { DocumentWrite } from '@/lib/firebase/document-writer';
import { groceryListRef } from './grocery-refs';

/**
 * Archives a list (active then archived, never back; spec B §4). A DocumentWrite, so that the
 * other lists archiving also archives land in the same batch (commitWrites).
 */
export function archiveListWrite(listId: string, firestore?: Firestore): DocumentWrite {
  return (writer) => writer.update(groceryListRef(listId, firestore), { status: 'archived', updatedAt: serverTimestamp() });
}
