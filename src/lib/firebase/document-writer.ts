import type { DocumentData, DocumentReference, FieldPath, SetOptions, UpdateData } from 'firebase/firestore';

/**
 * What a batch and a transaction share: the writes of one workflow. Features hand each other
 * writes of this type, so that one action lands in one batch or transaction whichever it uses.
 */
export interface DocumentWriter {
  set(ref: DocumentReference, data: DocumentData, options?: SetOptions): unknown;
  update(ref: DocumentReference, data: UpdateData<DocumentData>): unknown;
  /** By field path, for keys that are ids (never to be read as dotted paths). */
  update(ref: DocumentReference, field: string | FieldPath, value: unknown, ...moreFieldsAndValues: unknown[]): unknown;
  delete(ref: DocumentReference): unknown;
}

/** A write some feature adds to another feature's batch or transaction. */
export type DocumentWrite = (writer: DocumentWriter) => void;

/**
 * Writes one feature plans for another feature's batch: the writes, and what shows them on
 * screen before the database answers, which returns the undo for a refusal.
 */
export interface PlannedWrite {
  write: DocumentWrite;
  show: () => () => void;
}
