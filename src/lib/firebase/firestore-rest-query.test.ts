import { describe, expect, it } from 'vitest';
import { readTimestamp } from '@/domain/shared/timestamp';
import { batchGetRequest, decodeTimestamp, decodeValue, encodeTimestamp, documentUrl, runQueryRequest, toFoundSnapshots, toSnapshots } from './firestore-rest-query';

describe('decodeValue', () => {
  it('gives every kind of stored value as the SDK would', () => {
    expect(
      decodeValue({
        mapValue: {
          fields: {
            name: { stringValue: 'Tarte' },
            portions: { integerValue: '4' },
            rating: { doubleValue: 4.5 },
            isPublic: { booleanValue: true },
            image: { nullValue: null },
            tags: { arrayValue: { values: [{ stringValue: 'a' }, { integerValue: '2' }] } },
            empty: { arrayValue: {} },
            nested: { mapValue: { fields: { quantity: { doubleValue: '0.5' } } } },
          },
        },
      }),
    ).toEqual({ name: 'Tarte', portions: 4, rating: 4.5, isPublic: true, image: null, tags: ['a', 2], empty: [], nested: { quantity: 0.5 } });
  });

  it('reads a timestamp as seconds and nanoseconds, to the millisecond the SDK would', () => {
    const stamp = decodeTimestamp('2026-11-20T10:15:30.123456Z');
    expect(stamp).toEqual({ seconds: Date.UTC(2026, 10, 20, 10, 15, 30) / 1000, nanoseconds: 123_456_000 });
    expect(readTimestamp(stamp)).toEqual({ kind: 'date', date: new Date(Date.UTC(2026, 10, 20, 10, 15, 30, 123)) });
    expect(decodeTimestamp('2026-11-20T10:15:30Z')).toEqual({ seconds: Date.UTC(2026, 10, 20, 10, 15, 30) / 1000, nanoseconds: 0 });
  });
});

describe('runQueryRequest', () => {
  const query = { collection: 'recipes', equals: { isPublic: true, showcase: true }, descendingBy: 'createdAt', limit: 20 };

  it('asks the emulator on the local stack, with every filter, the order and the page size', () => {
    const { url, body } = runQueryRequest(query, { projectId: 'demo-nioo', apiKey: 'k', emulator: { host: '127.0.0.1', port: 8080 } });
    expect(url).toBe('http://127.0.0.1:8080/v1/projects/demo-nioo/databases/(default)/documents:runQuery?key=k');
    expect(body).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'recipes' }],
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [
              { fieldFilter: { field: { fieldPath: 'isPublic' }, op: 'EQUAL', value: { booleanValue: true } } },
              { fieldFilter: { field: { fieldPath: 'showcase' }, op: 'EQUAL', value: { booleanValue: true } } },
            ],
          },
        },
        orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
        limit: 20,
      },
    });
  });

  it('asks for any of a list of values, and for the page after a cursor, ordered by id after the value', () => {
    const target = { projectId: 'demo-nioo', apiKey: 'k' };
    const paged = runQueryRequest(
      { collection: 'recipes', equals: { isPublic: true, 'classification.difficulty': 'hard' }, containsAny: { field: 'discoveryTerms', values: ['d:main', 'd:side'] }, descendingBy: 'createdAt', limit: 20, startAfter: { value: { seconds: 1_700_000_000, nanoseconds: 120_000 }, id: 'r20' } },
      target,
    );
    expect(paged.body).toMatchObject({
      structuredQuery: {
        where: {
          compositeFilter: {
            filters: [
              { fieldFilter: { field: { fieldPath: 'isPublic' }, op: 'EQUAL', value: { booleanValue: true } } },
              { fieldFilter: { field: { fieldPath: 'classification.difficulty' }, op: 'EQUAL', value: { stringValue: 'hard' } } },
              { fieldFilter: { field: { fieldPath: 'discoveryTerms' }, op: 'ARRAY_CONTAINS_ANY', value: { arrayValue: { values: [{ stringValue: 'd:main' }, { stringValue: 'd:side' }] } } } },
            ],
          },
        },
        orderBy: [
          { field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' },
          { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
        ],
        startAt: { values: [{ timestampValue: '2023-11-14T22:13:20.000120000Z' }, { referenceValue: 'projects/demo-nioo/databases/(default)/documents/recipes/r20' }], before: false },
      },
    });
    const popular = runQueryRequest({ collection: 'recipes', equals: { isPublic: true }, descendingBy: 'bookmarkCount', limit: 20, startAfter: { value: 3, id: 'r7' } }, target);
    expect(popular.body).toMatchObject({ structuredQuery: { startAt: { values: [{ integerValue: '3' }, { referenceValue: 'projects/demo-nioo/databases/(default)/documents/recipes/r7' }] } } });
  });

  it('writes a timestamp back as it reads it', () => {
    const stamp = { seconds: 1_700_000_000, nanoseconds: 123_456_789 };
    expect(decodeTimestamp(encodeTimestamp(stamp))).toEqual(stamp);
  });

  it("asks Google's service otherwise", () => {
    expect(runQueryRequest(query, { projectId: 'nioo', apiKey: 'k' }).url).toBe('https://firestore.googleapis.com/v1/projects/nioo/databases/(default)/documents:runQuery?key=k');
  });
});

describe('toSnapshots', () => {
  it('turns each returned document into a snapshot with its id and path, skipping the empty answer', () => {
    const [snapshot, ...rest] = toSnapshots([
      { document: { name: 'projects/demo-nioo/databases/(default)/documents/recipes/r1', fields: { name: { stringValue: 'Tarte' } } } },
      {},
    ]);
    expect(rest).toEqual([]);
    expect(snapshot).toMatchObject({ id: 'r1', ref: { path: 'recipes/r1' } });
    expect(snapshot?.exists).toBe(true);
    expect(snapshot?.data()).toEqual({ name: 'Tarte' });
    expect(toSnapshots([{}])).toEqual([]);
  });
});

describe('documentUrl', () => {
  it('names one document, each segment escaped', () => {
    expect(documentUrl('recipes/r 1', { projectId: 'demo-nioo', apiKey: 'k', emulator: { host: '127.0.0.1', port: 8080 } })).toBe(
      'http://127.0.0.1:8080/v1/projects/demo-nioo/databases/(default)/documents/recipes/r%201?key=k',
    );
  });

  it('asks a query without an order when it names none', () => {
    const { body } = runQueryRequest({ collection: 'recipes', equals: { seoUrl: 'recette_tarte' }, limit: 1 }, { projectId: 'p', apiKey: 'k' });
    expect(body).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'recipes' }],
        where: { compositeFilter: { op: 'AND', filters: [{ fieldFilter: { field: { fieldPath: 'seoUrl' }, op: 'EQUAL', value: { stringValue: 'recette_tarte' } } }] } },
        limit: 1,
      },
    });
  });
});

describe('batchGetRequest', () => {
  it('names every document in full and asks only for the fields wanted', () => {
    const { url, body } = batchGetRequest(['standardIngredients/ail', 'standardIngredients/persil'], ['buyingUnit'], {
      projectId: 'demo-nioo',
      apiKey: 'k',
      emulator: { host: '127.0.0.1', port: 8080 },
    });
    expect(url).toBe('http://127.0.0.1:8080/v1/projects/demo-nioo/databases/(default)/documents:batchGet?key=k');
    expect(body).toEqual({
      documents: ['projects/demo-nioo/databases/(default)/documents/standardIngredients/ail', 'projects/demo-nioo/databases/(default)/documents/standardIngredients/persil'],
      mask: { fieldPaths: ['buyingUnit'] },
    });
  });
});

describe('toFoundSnapshots', () => {
  it('gives the documents found, with their fields, and skips the missing ones', () => {
    const snapshots = toFoundSnapshots([
      { found: { name: 'projects/p/databases/(default)/documents/standardIngredients/ail', fields: { buyingUnit: { stringValue: 'clove' } } } },
      { missing: 'projects/p/databases/(default)/documents/standardIngredients/gone' },
      { found: { name: 'projects/p/databases/(default)/documents/standardIngredients/sel' } },
    ]);
    expect(snapshots.map((snapshot) => [snapshot.id, snapshot.ref.path, snapshot.data()])).toEqual([
      ['ail', 'standardIngredients/ail', { buyingUnit: 'clove' }],
      ['sel', 'standardIngredients/sel', {}],
    ]);
  });
});
