import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { z } from 'zod';
import { readDoc, readDocs, type SnapshotLike } from './typed-doc';

// Plain objects shaped like Firestore snapshots: what is under test is the policy for documents
// that fail their schema, not Firestore.

const tagSchema = z.object({ id: z.string(), name: z.string().min(1), color: z.string().default('#4CAF50') });

function snapshot(path: string, data: unknown): SnapshotLike {
  return { id: path.split('/').at(-1) ?? '', ref: { path }, exists: () => data !== undefined, data: () => data };
}

let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
});

describe('readDoc', () => {
  it('parses a document with its id, defaults applied', () => {
    expect(readDoc(snapshot('tags/t1', { name: 'Rapide' }), tagSchema)).toEqual({ id: 't1', name: 'Rapide', color: '#4CAF50' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a missing document as null, silently', () => {
    expect(readDoc(snapshot('tags/absent', undefined), tagSchema)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('skips a document that fails its schema and says which one and why', () => {
    expect(readDoc(snapshot('tags/bad-1', { name: '' }), tagSchema)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/^Skipped tags\/bad-1: name: /);
  });

  it('logs a bad document once per path, however often it is read', () => {
    const bad = snapshot('tags/bad-2', { name: 42 });
    readDoc(bad, tagSchema);
    readDoc(bad, tagSchema);
    readDocs([bad, snapshot('tags/bad-3', null)], tagSchema);
    expect(warn.mock.calls.map(([message]) => String(message).split(':')[0])).toEqual(['Skipped tags/bad-2', 'Skipped tags/bad-3']);
  });
});

describe('readDocs', () => {
  it('keeps the documents that parse, in order, and skips the others', () => {
    const read = readDocs([snapshot('tags/a', { name: 'Été' }), snapshot('tags/bad-4', { color: '#000' }), snapshot('tags/b', { name: 'Hiver' })], tagSchema);
    expect(read.map((tag) => tag.id)).toEqual(['a', 'b']);
    expect(warn).toHaveBeenCalledOnce();
  });
});
