import { doc, serverTimestamp, type Firestore } from 'firebase/firestore';
import { collections } from '@/domain/collections';
import type { SharedListSnapshot } from '@/domain/grocery/shared-list';
import type { DocumentWrite } from '@/lib/firestore/document-writer';
import { db, groceryListRef } from './grocery-refs';

// The household's writes of a list's shared view, sharedGroceryLists/{token} (DESIGN.md §3,
// "Share links"): created when the list is shared, rewritten whole as the list changes, archived
// with it. What visitors read and tick there is in shared-list.ts.

const sharedListRef = (token: string, firestore: Firestore = db()) => doc(firestore, collections.sharedGroceryLists, token);

/** The list's side of sharing: its new token, valid until `expiresAt`, public (spec B §4). */
export function shareListWrite(listId: string, token: string, expiresAt: Date, firestore?: Firestore): DocumentWrite {
  return (writer) => writer.update(groceryListRef(listId, firestore), { shareToken: token, shareExpiry: expiresAt, isPublic: true, updatedAt: serverTimestamp() });
}

/**
 * The whole view, replaced by what the household's list shows now: created on sharing, then
 * rewritten whenever it differs (follow-shared-view.ts). A visitor's tick is kept because it
 * reached the list too, which the snapshot is made from.
 */
export function publishSharedListWrite(token: string, snapshot: SharedListSnapshot, firestore?: Firestore): DocumentWrite {
  return (writer) => writer.set(sharedListRef(token, firestore), { ...snapshot, updatedAt: serverTimestamp() });
}

/** What archiving the list does to its view: the page then says 'La liste a été archivée'. */
export function archiveSharedListWrite(token: string, firestore?: Firestore): DocumentWrite {
  return (writer) => writer.update(sharedListRef(token, firestore), { status: 'archived', updatedAt: serverTimestamp() });
}
