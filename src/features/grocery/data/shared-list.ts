import { deleteField, doc, FieldPath, onSnapshot, serverTimestamp, writeBatch, type Firestore, type FirestoreError } from 'firebase/firestore';
import { collections } from '@/domain/collections';
import { sharedGroceryListSchema, type SharedGroceryList } from '@/domain/grocery/shared-list';
import { readDoc } from '@/lib/firestore/typed-doc';
import { db, groceryListRef } from './grocery-refs';

// The shared page's Firestore access: one document read by its token and the one write a
// visitor may make, a tick (DESIGN.md §3, "Share links"). Neither needs a signed-in user. Each
// takes the Firestore instance to use: the app's by default, a visitor's client in the emulator tests.

const sharedListRef = (token: string, firestore: Firestore = db()) => doc(firestore, collections.sharedGroceryLists, token);

/** Why the shared list cannot be shown: the rules refuse an expired link; anything else failed. */
export type SharedListFailure = 'expired' | 'failed';

/**
 * sharedGroceryLists/{token}, live: a single-document listener, which the rules answer as a
 * `get` (never a query, which could enumerate tokens). Null when no such list exists, or its
 * document cannot be read.
 */
export function watchSharedList(
  token: string,
  onChange: (list: SharedGroceryList | null) => void,
  onError: (reason: SharedListFailure) => void,
  firestore?: Firestore,
): () => void {
  return onSnapshot(
    sharedListRef(token, firestore),
    (snapshot) => onChange(readDoc(snapshot, sharedGroceryListSchema)),
    (error: FirestoreError) => {
      if (error.code !== 'permission-denied') console.error('Shared grocery list subscription failed', error);
      onError(error.code === 'permission-denied' ? 'expired' : 'failed');
    },
  );
}

/**
 * A visitor's tick or untick, in one batch as the rules require: the line on the shared view,
 * and its tick on the household's list signed with the token (checkedItems.{lineKey}, deleted
 * for an untick). A view of a legacy list keeps its ticks to itself: the household no longer
 * shows those lists. Line keys are free text: written by FieldPath, never as a dotted string.
 */
export function tickSharedLine(
  shared: Pick<SharedGroceryList, 'token' | 'listId'> & Partial<Pick<SharedGroceryList, 'legacy'>>,
  lineKey: string,
  checked: boolean,
  firestore?: Firestore,
): Promise<void> {
  const batch = writeBatch(firestore ?? db());
  batch.update(sharedListRef(shared.token, firestore), new FieldPath('lines', lineKey, 'checked'), checked, 'updatedAt', serverTimestamp());
  if (!shared.legacy) {
    batch.update(
      groceryListRef(shared.listId, firestore),
      new FieldPath('checkedItems', lineKey),
      checked ? true : deleteField(),
      'tickedWithToken',
      shared.token,
      'updatedAt',
      serverTimestamp(),
    );
  }
  return batch.commit();
}
