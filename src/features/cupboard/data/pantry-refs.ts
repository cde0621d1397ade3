import { collection, doc, type Firestore } from 'firebase/firestore';
import { collections } from '@/domain/collections';
import { pantryEntryId } from '@/domain/cupboard/pantry-entry';
import { firebase } from '@/lib/firebase/firestore';

// Each takes the Firestore instance to use: the app's by default, another client's in the
// emulator tests where two members write at once.
export const pantry = (firestore: Firestore = firebase().db) => collection(firestore, collections.pantry);
export const pantryRef = (householdId: string, foodId: string, firestore: Firestore = firebase().db) =>
  doc(firestore, collections.pantry, pantryEntryId(householdId, foodId));
