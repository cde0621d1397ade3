import { collection, deleteDoc, doc, getDocFromServer, increment, serverTimestamp, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { collections } from '@/domain/collections';
import type { StockChange } from '@/domain/cupboard/pantry-entry';
import { firebase } from '@/lib/firebase/firestore';
import { writtenOrLanded, type DocumentWrite } from '@/lib/firebase/document-writer';
import { pantryRef } from './pantry-refs';

const dimensions = ['mass', 'volume', 'count'] as const;

/** A change of the stock for a batch, and whether the server holds it already. */
export interface StockWrite {
  write: DocumentWrite;
  /**
   * Whether a food of the change carries its id on the server: the batches are atomic, so the
   * whole change is stored. Asked when its batch is refused (writtenOrLanded).
   */
  landed: () => Promise<boolean>;
}

/**
 * Adds to and takes from the stock of several foods, each amount by increment() so two members
 * stocking and cooking at once both keep theirs, offline too (DESIGN.md §3, "The cupboard"):
 * the writes of one action, for the cupboard's own batch (changeStock) or another feature's
 * (the list's 'Ranger', which clears its ticks in the same batch). Set merged: a food the
 * household has no document for yet (`isNew`) gets its household, its id and staple false with
 * its first amounts. The caller clamps deductions to what it shows; the rules refuse an amount
 * that would go below zero. Increments are not idempotent, and the SDK sends a batch again when
 * it never stored the server's answer (a reload, a lost network): each food keeps the id of its
 * last change, the same in every sending of this write, and the rules refuse it a second time.
 */
export function stockWrite(householdId: string, changes: readonly StockChange[], isNew: (foodId: string) => boolean, firestore: Firestore = firebase().db): StockWrite {
  const changeId = doc(collection(firestore, collections.pantry)).id;
  return {
    write: (writer) => {
      for (const { foodId, amounts } of changes) {
        const steps = Object.fromEntries(dimensions.filter((dimension) => amounts[dimension] !== 0).map((dimension) => [dimension, increment(amounts[dimension])]));
        const first = isNew(foodId) ? { staple: false } : {};
        writer.set(pantryRef(householdId, foodId, firestore), { organizationId: householdId, foodId, ...first, ...steps, changeId, updatedAt: serverTimestamp() }, { merge: true });
      }
    },
    // Every food, not the first: another member's change since may have given one its own id.
    landed: async () => {
      const stored = await Promise.all(changes.map(({ foodId }) => getDocFromServer(pantryRef(householdId, foodId, firestore))));
      return stored.some((snapshot) => snapshot.get('changeId') === changeId);
    },
  };
}

/** stockWrite in a batch of its own. */
export function changeStock(
  householdId: string,
  changes: readonly StockChange[],
  isNew: (foodId: string) => boolean,
  firestore: Firestore = firebase().db,
): Promise<void> {
  const batch = writeBatch(firestore);
  const { write, landed } = stockWrite(householdId, changes, isNew, firestore);
  write(batch);
  return writtenOrLanded(batch.commit(), landed);
}

/** 'Toujours en stock': kept as a staple, with or without an amount; a new food starts with none. */
export function setStaple(householdId: string, foodId: string, staple: boolean, firestore: Firestore = firebase().db): Promise<void> {
  return setDoc(pantryRef(householdId, foodId, firestore), { organizationId: householdId, foodId, staple, updatedAt: serverTimestamp() }, { merge: true });
}

/** Takes a food out of the cupboard, its amounts and staple flag with it. */
export function removeFood(householdId: string, foodId: string, firestore: Firestore = firebase().db): Promise<void> {
  return deleteDoc(pantryRef(householdId, foodId, firestore));
}
