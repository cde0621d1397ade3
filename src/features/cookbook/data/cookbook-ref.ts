import { doc, type Firestore } from 'firebase/firestore';
import { collections } from '@/domain/collections';
import { firebase } from '@/lib/firebase/firestore';

export const db = () => firebase().db;

/** cookbooks/{organizationId}: one per household (spec B §3). */
export const cookbookRef = (householdId: string, firestore: Firestore = db()) => doc(firestore, collections.cookbooks, householdId);
