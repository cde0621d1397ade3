import { serverTimestamp, type TestFirestore } from '../helpers.ts';

// The shared table of document shapes (DESIGN.md §3, "Rules validate shapes"): for each
// collection a client writes, documents its zod schema reads and documents it refuses, which
// document-shapes.test.ts feeds both to that schema and to firestore.rules. A feature opening a
// collection adds its own file here and lists it in index.ts.

export type Sample = Record<string, unknown>;

/** Stands for serverTimestamp() in a sample: written as request.time, read back as a date. */
export const SERVER_TIME = Symbol('serverTimestamp()');

export interface ShapeSample {
  /** What the sample shows, as the test names it. */
  why: string;
  doc: Sample;
}

export interface ShapeTable {
  collection: string;
  /** Written with the rules off before each sample: the writer's profile and what the write needs. */
  seed: Record<string, Sample>;
  /** The verified user who writes the samples; their users/{uid} is in seed. */
  writer: string;
  /** Writes a sample the way the app does. */
  write: (db: TestFirestore, doc: Sample) => Promise<unknown>;
  /** For collections also updated: the stored document an invalid sample is then written over. */
  rewrite?: { seed: Record<string, Sample>; write: (db: TestFirestore, doc: Sample) => Promise<unknown> };
  /** Whether the app's schema reads the sample once stored. */
  reads: (doc: Sample) => boolean;
  /** The app writes these, or could: its schema reads them and the rules accept them. */
  valid: ShapeSample[];
  /** Its schema refuses these, and so do the rules. */
  invalid: ShapeSample[];
  /** Its schema reads these but the app never writes them, and the rules refuse them on purpose. */
  stricter: ShapeSample[];
}

/** The sample with every value replaced by what `leaf` makes of it; undefined fields are left out. */
function mapLeaves(value: unknown, leaf: (value: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, leaf));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== undefined)
        .map(([key, field]) => [key, mapLeaves(field, leaf)]),
    );
  }
  return leaf(value);
}

/** The sample as a client writes it. */
export function toWrite(doc: Sample): Sample {
  return mapLeaves(doc, (value) => (value === SERVER_TIME ? serverTimestamp() : value)) as Sample;
}

/** The sample as the app reads it back once stored. */
export function toStored(doc: Sample, now = new Date()): Sample {
  return mapLeaves(doc, (value) => (value === SERVER_TIME ? now : value)) as Sample;
}

/** The base sample with some fields replaced; undefined leaves a field out. */
export function withFields(base: Sample, changes: Sample): Sample {
  return { ...base, ...changes };
}
