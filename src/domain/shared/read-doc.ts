import type { ZodType } from 'zod';

/**
 * What a read needs of a Firestore snapshot, a document or one of a query's: the app's, whose
 * exists is a method, or the service's (firebase-admin), whose exists is a property.
 */
export interface SnapshotLike {
  id: string;
  ref: { path: string };
  exists: boolean | (() => boolean);
  data(): unknown;
}

/** A stored document read through its schema, its id included: missing, unreadable (and why), or read. */
export type StoredDoc<T> = { state: 'missing' } | { state: 'unreadable'; problem: string } | { state: 'read'; value: T };

/** For a caller that answers a missing document and an unreadable one differently; readDoc skips the latter. */
export function parseDoc<T>(snapshot: SnapshotLike, schema: ZodType<T>): StoredDoc<T> {
  const exists = typeof snapshot.exists === 'function' ? snapshot.exists() : snapshot.exists;
  if (!exists) return { state: 'missing' };
  const data = snapshot.data();
  const parsed = schema.safeParse(typeof data === 'object' && data !== null ? { ...data, id: snapshot.id } : data);
  if (parsed.success) return { state: 'read', value: parsed.data };
  const [issue] = parsed.error.issues;
  return { state: 'unreadable', problem: issue ? `${issue.path.join('.') || 'document'}: ${issue.message}` : 'unreadable' };
}

export interface DocumentReader {
  /** The document through its schema, or null when it is missing or skipped. */
  readDoc<T>(snapshot: SnapshotLike, schema: ZodType<T>): T | null;
  /** The documents of a query that parse, in order; the others are skipped as readDoc says. */
  readDocs<T>(snapshots: readonly SnapshotLike[], schema: ZodType<T>): T[];
}

/**
 * The one policy for a document that does not parse, in the app and in the service alike: it is
 * skipped (read as missing) and reported once per path, so one bad document never empties a list
 * nor crashes a screen or a request. Each side says where reports go (the console, the log).
 */
export function documentReader(report: (message: string) => void): DocumentReader {
  // Paths already reported: a live query re-reads a bad document on every change.
  const reported = new Set<string>();

  function readDoc<T>(snapshot: SnapshotLike, schema: ZodType<T>): T | null {
    const stored = parseDoc(snapshot, schema);
    if (stored.state === 'read') return stored.value;
    if (stored.state === 'unreadable' && !reported.has(snapshot.ref.path)) {
      reported.add(snapshot.ref.path);
      report(`Skipped ${snapshot.ref.path}: ${stored.problem}`);
    }
    return null;
  }

  function readDocs<T>(snapshots: readonly SnapshotLike[], schema: ZodType<T>): T[] {
    return snapshots.flatMap((snapshot) => {
      const value = readDoc(snapshot, schema);
      return value === null ? [] : [value];
    });
  }

  return { readDoc, readDocs };
}
