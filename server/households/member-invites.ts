import type { Firestore, QueryDocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { collections } from '@domain/collections.ts';

/**
 * The household's pending invites made for this account, read in the transaction that changes
 * its pending row: a removal deletes them, a role change carries its role to them. Equality
 * filters only, which Firestore answers without a composite index.
 */
export async function pendingInvitesOf(transaction: Transaction, firestore: Firestore, householdId: string, userId: string): Promise<QueryDocumentSnapshot[]> {
  const invites = await transaction.get(
    firestore.collection(collections.organizationInvites).where('organizationId', '==', householdId).where('userId', '==', userId).where('status', '==', 'pending'),
  );
  return invites.docs;
}
