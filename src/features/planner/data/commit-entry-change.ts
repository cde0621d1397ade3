import { serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import type { EntryChange } from '@/domain/planner/entry-changes';
import type { DocumentWrite, DocumentWriter } from '@/lib/firebase/document-writer';
import { db, mealEntryRef, newMealEntryFields } from './planner-refs';

export interface EntryCommit {
  householdId: string;
  userId: string;
  /** The entries' changes of one intent: one for most, every meal of a validated proposal. */
  changes: readonly EntryChange[];
  /** What other features add to the same batch (the cookbook's bookmark, the list's references). */
  alsoWrite: readonly DocumentWrite[];
}

function writeEntry(writer: DocumentWriter, householdId: string, userId: string, change: EntryChange, firestore: Firestore): void {
  if (change.kind === 'add') {
    writer.set(mealEntryRef(change.entry.id, firestore), newMealEntryFields(householdId, userId, change.entry));
  } else if (change.kind === 'update') {
    // Only the changed fields: a member changing another field of the entry keeps theirs.
    writer.update(mealEntryRef(change.entryId, firestore), { ...change.fields, updatedAt: serverTimestamp() });
  } else {
    writer.delete(mealEntryRef(change.entryId, firestore));
  }
}

/**
 * One planner action in one batch: its entries and what other features add. A batch reads
 * nothing, so Firestore queues it on the device without a network (DESIGN.md §3, Offline-first
 * planning) and it resolves once the server has it. The weekly plan is not in it: a plan read
 * from a stale cache must never make the entry's write fail; reconcilePlanWrites brings it in
 * line with the entries once they land.
 */
export function commitEntryChange(commit: EntryCommit, firestore: Firestore = db()): Promise<void> {
  const batch = writeBatch(firestore);
  for (const change of commit.changes) writeEntry(batch, commit.householdId, commit.userId, change, firestore);
  commit.alsoWrite.forEach((write) => write(batch));
  return batch.commit();
}
