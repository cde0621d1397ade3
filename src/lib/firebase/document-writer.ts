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
  /** For writes the rules refuse a second time: whether the server holds this one already (see writtenOrLanded). */
  landed?: () => Promise<boolean>;
}

/**
 * A batch's answer, with the refusal of a batch that landed already counted as written. The SDK
 * sends a batch again when it lost the answer to the first sending (a reload, a connection it
 * restarted), and the rules refuse a change that must not apply twice (the cupboard's increments)
 * the second time: the user's tap went through, and must not read as failed nor be taken back.
 */
export async function writtenOrLanded(written: Promise<unknown>, landed: (() => Promise<boolean>) | undefined): Promise<void> {
  try {
    await written;
  } catch (cause) {
    // Unreachable server: the refusal stands as it came.
    if (landed && (await landed().catch(() => false))) return;
    throw cause;
  }
}
