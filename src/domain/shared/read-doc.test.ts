import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { z } from 'zod';
import { documentReader, parseDoc, type DocumentReader, type SnapshotLike } from './read-doc';

// Plain objects shaped like Firestore snapshots: what is under test is the policy for documents
// that fail their schema, not Firestore.

const tagSchema = z.object({ id: z.string(), name: z.string().min(1), color: z.string().default('#4CAF50') });

function snapshot(path: string, data: unknown): SnapshotLike {
  return { id: path.split('/').at(-1) ?? '', ref: { path }, exists: () => data !== undefined, data: () => data };
}

/** The service's shape: exists is a property, not a method. */
function adminSnapshot(path: string, data: unknown): SnapshotLike {
  return { ...snapshot(path, data), exists: data !== undefined };
}

let warn: Mock<(message: string) => void>;
let readDoc: DocumentReader['readDoc'];
let readDocs: DocumentReader['readDocs'];

beforeEach(() => {
  warn = vi.fn();
  ({ readDoc, readDocs } = documentReader(warn));
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

  it("reads the service's snapshots, whose exists is a property", () => {
    expect(readDoc(adminSnapshot('tags/t2', { name: 'Rapide' }), tagSchema)).toEqual({ id: 't2', name: 'Rapide', color: '#4CAF50' });
    expect(readDoc(adminSnapshot('tags/absent', undefined), tagSchema)).toBeNull();
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

describe('parseDoc', () => {
  it('tells a missing document from one that fails its schema, and reports neither', () => {
    expect(parseDoc(adminSnapshot('tags/absent', undefined), tagSchema)).toEqual({ state: 'missing' });
    expect(parseDoc(snapshot('tags/bad-5', { name: '' }), tagSchema)).toMatchObject({ state: 'unreadable', problem: expect.stringMatching(/^name: /) as unknown });
    expect(parseDoc(snapshot('tags/t3', { name: 'Été' }), tagSchema)).toEqual({ state: 'read', value: { id: 't3', name: 'Été', color: '#4CAF50' } });
    expect(warn).not.toHaveBeenCalled();
  });
});
