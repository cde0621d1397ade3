import { documentReader, type SnapshotLike } from '../../domain/shared/read-doc';
import type { ZodType } from 'zod';
import { nextTask } from '../next-task';

/** The app's reads of stored documents: a skipped one is reported on the console. */
export const { readDoc, readDocs } = documentReader((message) => console.warn(message));

// About 4 ms of a phone's main thread: a recipe is read in about 1 ms at a 4x slowdown.
const DOCUMENTS_PER_TASK = 4;

/**
 * readDocs for a page of big documents (recipes, with their lines) read while the page is on
 * screen, a few per task: read at once, a page of 20 held a phone's main thread for 40 to 80 ms
 * while a prerendered page was starting.
 */
export async function readDocsInTasks<T>(snapshots: readonly SnapshotLike[], schema: ZodType<T>): Promise<T[]> {
  const read: T[] = [];
  for (let start = 0; start < snapshots.length; start += DOCUMENTS_PER_TASK) {
    if (start > 0) await nextTask();
    read.push(...readDocs(snapshots.slice(start, start + DOCUMENTS_PER_TASK), schema));
  }
  return read;
}
