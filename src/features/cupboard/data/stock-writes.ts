import { deleteDoc, increment, serverTimestamp, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import type { StockChange } from '@/domain/cupboard/pantry-entry';
import { firebase } from '@/lib/firebase';
import { pantryRef } from './pantry-refs';

const dimensions = ['mass', 'volume', 'count'] as const;

/**
 * Adds to and takes from the stock of several foods in ONE batch, each amount by increment() so
 * two members stocking and cooking at once both keep theirs, offline too (DESIGN.md §3, "The
 * cupboard"). Set merged: a food the household has no document for yet (`isNew`) gets its
 * household, its id and staple false with its first amounts. The caller clamps deductions to
 * what it shows; the rules refuse an amount that would go below zero.
 */
export function changeStock(
  organizationId: string,
  changes: readonly StockChange[],
  isNew: (foodId: string) => boolean,
  firestore: Firestore = firebase().db,
): Promise<void> {
  const batch = writeBatch(firestore);
  for (const { foodId, amounts } of changes) {
    const steps = Object.fromEntries(dimensions.filter((dimension) => amounts[dimension] !== 0).map((dimension) => [dimension, increment(amounts[dimension])]));
    const first = isNew(foodId) ? { staple: false } : {};
    batch.set(pantryRef(organizationId, foodId, firestore), { organizationId, foodId, ...first, ...steps, updatedAt: serverTimestamp() }, { merge: true });
  }
  return batch.commit();
}

/** 'Toujours en stock': kept as a staple, with or without an amount; a new food starts with none. */
export function setStaple(organizationId: string, foodId: string, staple: boolean, firestore: Firestore = firebase().db): Promise<void> {
  return setDoc(pantryRef(organizationId, foodId, firestore), { organizationId, foodId, staple, updatedAt: serverTimestamp() }, { merge: true });
}

/** Takes a food out of the cupboard, its amounts and staple flag with it. */
export function removeFood(organizationId: string, foodId: string, firestore: Firestore = firebase().db): Promise<void> {
  return deleteDoc(pantryRef(organizationId, foodId, firestore));
}
