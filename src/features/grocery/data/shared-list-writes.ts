import { doc, serverTimestamp, type Firestore } from 'firebase/firestore';
import { collections } from '@/domain/collections';
import type { SharedListBinding } from '@/domain/grocery/shared-list-owner';
import { sharedViewDocument, type SharedListSnapshot } from '@/domain/grocery/shared-list';
import type { DocumentWrite } from '@/lib/firebase/document-writer';
import { db, groceryListRef } from './grocery-refs';

// The household's writes of a list's shared view, sharedGroceryLists/{token} (DESIGN.md §3,
// "Share links"): created when the list is shared, rewritten whole as the list changes, archived
// with it; and of its owner, sharedGroceryListOwners/{token}, which says whose list it is without
// the view holding an id. What visitors read and tick there is in shared-list.ts.

const sharedListRef = (token: string, firestore: Firestore = db()) => doc(firestore, collections.sharedGroceryLists, token);
const ownerRef = (token: string, firestore: Firestore = db()) => doc(firestore, collections.sharedGroceryListOwners, token);

/**
 * The view's owner: the list and its household. Written once when sharing, then again
 * unchanged only where the rules need it in the same batch: a view an older app wrote with
 * the ids inside has none yet.
 */
function ownerWrite(token: string, binding: SharedListBinding, firestore?: Firestore): DocumentWrite {
  return (writer) => writer.set(ownerRef(token, firestore), { organizationId: binding.organizationId, listId: binding.listId });
}

/** The list's side of sharing: its new token, valid until `expiresAt`, public (spec B §4). */
export function shareListWrite(listId: string, token: string, expiresAt: Date, firestore?: Firestore): DocumentWrite {
  return (writer) => writer.update(groceryListRef(listId, firestore), { shareToken: token, shareExpiry: expiresAt, isPublic: true, updatedAt: serverTimestamp() });
}

/**
 * The whole view, replaced by what the household's list shows now: created on sharing, then
 * rewritten whenever it differs (follow-shared-view.ts). A visitor's tick is kept because it
 * reached the list too, which the snapshot is made from. With `binding`, its owner is written
 * too: on sharing, and over a view this app could not read (an older app's, which a whole
 * rewrite leaves without the ids it held).
 */
export function publishSharedListWrite(token: string, snapshot: SharedListSnapshot, binding?: SharedListBinding, firestore?: Firestore): DocumentWrite {
  const publish: DocumentWrite = (writer) => writer.set(sharedListRef(token, firestore), { ...sharedViewDocument(snapshot), updatedAt: serverTimestamp() });
  if (!binding) return publish;
  const owner = ownerWrite(token, binding, firestore);
  return (writer) => {
    owner(writer);
    publish(writer);
  };
}

/**
 * What archiving the list does to its view: the page then says 'La liste a été archivée'. Its
 * owner goes with it, in case an older app wrote the view and it has none yet.
 */
export function archiveSharedListWrite(token: string, binding: SharedListBinding, firestore?: Firestore): DocumentWrite {
  const owner = ownerWrite(token, binding, firestore);
  return (writer) => {
    owner(writer);
    writer.update(sharedListRef(token, firestore), { status: 'archived', updatedAt: serverTimestamp() });
  };
}
