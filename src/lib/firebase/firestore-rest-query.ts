import type { SecondsTimestamp } from '../../domain/shared/timestamp';
import type { SnapshotLike } from '../../domain/shared/read-doc';

// Firestore's REST API, as the first reads of a public page use it (firestore-rest.ts): the
// request of a query, and its answer read as the SDK's snapshots would be. Pure, for tests.

/** A stored value as the REST API writes it (Firestore's `Value`). */
export interface RestValue {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number | string;
  timestampValue?: string;
  stringValue?: string;
  bytesValue?: string;
  referenceValue?: string;
  geoPointValue?: { latitude?: number; longitude?: number };
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
}

/** An RFC 3339 time as the SDK's Timestamp has it: whole seconds and the nanoseconds after them. */
export function decodeTimestamp(text: string): SecondsTimestamp {
  const fraction = /\.(\d+)/.exec(text)?.[1] ?? '';
  const seconds = Math.floor(Date.parse(text.replace(/\.\d+/, '')) / 1000);
  return { seconds, nanoseconds: Number(fraction.padEnd(9, '0').slice(0, 9)) };
}

/** A timestamp as the REST API takes it: RFC 3339 in UTC, to the nanosecond. */
export function encodeTimestamp({ seconds, nanoseconds = 0 }: SecondsTimestamp): string {
  return `${new Date(seconds * 1000).toISOString().slice(0, 19)}.${String(nanoseconds).padStart(9, '0')}Z`;
}

/** A REST value as the SDK would give it to the app (numbers, strings, maps, lists, timestamps). */
export function decodeValue(value: RestValue): unknown {
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.timestampValue !== undefined) return decodeTimestamp(value.timestampValue);
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.bytesValue !== undefined) return value.bytesValue;
  if (value.referenceValue !== undefined) return value.referenceValue;
  if (value.geoPointValue !== undefined) return { latitude: value.geoPointValue.latitude ?? 0, longitude: value.geoPointValue.longitude ?? 0 };
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(decodeValue);
  if (value.mapValue !== undefined) return decodeFields(value.mapValue.fields ?? {});
  return null;
}

function decodeFields(fields: Record<string, RestValue>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, decodeValue(value)]));
}

/**
 * A query of one collection: equality filters, at most one array-contains-any, at most one
 * descending order, a page size, and where the page starts: after a position of the order (its
 * value, then the document's id, which breaks ties).
 */
export interface RestQuery {
  collection: string;
  equals: Record<string, boolean | string>;
  containsAny?: { field: string; values: readonly string[] } | null;
  descendingBy?: string;
  limit: number;
  startAfter?: { value: number | SecondsTimestamp; id: string } | null;
}

/** Which project, and where: the emulator on the local stack, Google's service otherwise. */
export interface RestTarget {
  projectId: string;
  apiKey: string;
  emulator?: { host: string; port: number };
}

/** The resource name documents' paths start from. */
function documentsName(target: RestTarget): string {
  return `projects/${target.projectId}/databases/(default)/documents`;
}

function documentsUrl(target: RestTarget): string {
  const origin = target.emulator ? `http://${target.emulator.host}:${target.emulator.port}` : 'https://firestore.googleapis.com';
  return `${origin}/v1/projects/${target.projectId}/databases/(default)/documents`;
}

/** The address of one document, by its path (`recipes/{id}`). */
export function documentUrl(path: string, target: RestTarget): string {
  return `${documentsUrl(target)}/${path.split('/').map(encodeURIComponent).join('/')}?key=${encodeURIComponent(target.apiKey)}`;
}

const literal = (value: boolean | string): RestValue => (typeof value === 'boolean' ? { booleanValue: value } : { stringValue: value });

function cursorValue(value: number | SecondsTimestamp): RestValue {
  if (typeof value !== 'number') return { timestampValue: encodeTimestamp(value) };
  return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
}

const descending = (fieldPath: string) => ({ field: { fieldPath }, direction: 'DESCENDING' });

/** The order and where the page starts; a cursor names the id after the order's value, so the order names it too. */
function ordering({ descendingBy, startAfter, collection }: RestQuery, target: RestTarget) {
  if (!descendingBy) return {};
  if (!startAfter) return { orderBy: [descending(descendingBy)] };
  return {
    orderBy: [descending(descendingBy), descending('__name__')],
    startAt: { values: [cursorValue(startAfter.value), { referenceValue: `${documentsName(target)}/${collection}/${startAfter.id}` }], before: false },
  };
}

/** The request of a query. */
export function runQueryRequest(query: RestQuery, target: RestTarget): { url: string; body: unknown } {
  const filters = [
    ...Object.entries(query.equals).map(([fieldPath, value]) => ({ fieldFilter: { field: { fieldPath }, op: 'EQUAL', value: literal(value) } })),
    ...(query.containsAny
      ? [{ fieldFilter: { field: { fieldPath: query.containsAny.field }, op: 'ARRAY_CONTAINS_ANY', value: { arrayValue: { values: query.containsAny.values.map(literal) } } } }]
      : []),
  ];
  return {
    url: `${documentsUrl(target)}:runQuery?key=${encodeURIComponent(target.apiKey)}`,
    body: {
      structuredQuery: {
        from: [{ collectionId: query.collection }],
        where: { compositeFilter: { op: 'AND', filters } },
        ...ordering(query, target),
        limit: query.limit,
      },
    },
  };
}

/**
 * The request reading documents by path in one exchange, each with only the named fields: a page
 * that needs a field of a few documents carries no more of them than that.
 */
export function batchGetRequest(paths: readonly string[], fields: readonly string[], target: RestTarget): { url: string; body: unknown } {
  return {
    url: `${documentsUrl(target)}:batchGet?key=${encodeURIComponent(target.apiKey)}`,
    body: {
      documents: paths.map((path) => `${documentsName(target)}/${path}`),
      mask: { fieldPaths: fields },
    },
  };
}

export interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
}

/** A document the REST API returned, as the SDK's snapshot of it. */
export function toSnapshot(document: RestDocument): SnapshotLike {
  const path = document.name.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, '');
  const fields = decodeFields(document.fields ?? {});
  return { id: path.slice(path.lastIndexOf('/') + 1), ref: { path }, exists: true, data: () => fields };
}

/** The answer of runQuery (one entry per document, or one without a document when none match) as snapshots. */
export function toSnapshots(answer: readonly { document?: RestDocument }[]): SnapshotLike[] {
  return answer.flatMap(({ document }) => (document ? [toSnapshot(document)] : []));
}

/** The answer of a batch read (one entry per path, found or missing) as snapshots of the documents found. */
export function toFoundSnapshots(answer: readonly { found?: RestDocument; missing?: string }[]): SnapshotLike[] {
  return answer.flatMap(({ found }) => (found ? [toSnapshot(found)] : []));
}
