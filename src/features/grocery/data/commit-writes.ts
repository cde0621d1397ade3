import { writeBatch, type Firestore } from 'firebase/firestore';
import type { DocumentWrite } from '@/lib/firebase/document-writer';
import { db } from './grocery-refs';

/** The writes of one action in one batch: all land, or none. */
export function commitWrites(writes: readonly DocumentWrite[], firestore: Firestore = db()): Promise<void> {
  const batch = writeBatch(firestore);
  for (const write of writes) write(batch);
  return batch.commit();
}
