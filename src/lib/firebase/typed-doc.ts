import type { ZodType } from 'zod';

/** What a read needs of a Firestore snapshot: a document, or one of a query's. */
export interface SnapshotLike {
  id: string;
  ref: { path: string };
  exists(): boolean;
  data(): unknown;
}

// Paths already reported this session: a live query re-reads a bad document on every change.
const reported = new Set<string>();

function reportOnce(path: string, problem: string): void {
  if (reported.has(path)) return;
  reported.add(path);
  console.warn(`Skipped ${path}: ${problem}`);
}

/**
 * A stored document read through its schema, its id included. The one policy for a document
 * that does not parse: it is skipped (read as missing) and logged once per path, so one bad
 * document never empties a list nor crashes a screen. Null when missing or skipped.
 */
export function readDoc<T>(snapshot: SnapshotLike, schema: ZodType<T>): T | null {
  if (!snapshot.exists()) return null;
  const data = snapshot.data();
  const parsed = schema.safeParse(typeof data === 'object' && data !== null ? { ...data, id: snapshot.id } : data);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  reportOnce(snapshot.ref.path, issue ? `${issue.path.join('.') || 'document'}: ${issue.message}` : 'unreadable');
  return null;
}

/** The documents of a query that parse, in order; the others are skipped as readDoc says. */
export function readDocs<T>(snapshots: readonly SnapshotLike[], schema: ZodType<T>): T[] {
  return snapshots.flatMap((snapshot) => {
    const value = readDoc(snapshot, schema);
    return value === null ? [] : [value];
  });
}
