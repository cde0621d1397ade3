import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { collections } from '@/domain/collections';
import { firebase } from '@/lib/firebase/firestore';

/**
 * The period-end check's write (spec A §4): the subscription's status alone, by field path, and
 * updatedAt stamped by the server, which is all the rules let a member change of it. Takes the
 * Firestore instance to use: the app's by default, another client's in the emulator tests.
 */
export function markSubscriptionCanceled(householdId: string, firestore: Firestore = firebase().db): Promise<void> {
  return updateDoc(doc(firestore, collections.organizations, householdId), { 'subscription.status': 'canceled', updatedAt: serverTimestamp() });
}
