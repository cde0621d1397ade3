import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The emulator answers composite queries without indexes; production refuses them (DESIGN.md §3,
// Firestore indexes). Each composite query the app runs must have its index declared here.

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

interface IndexFile {
  indexes: { collectionGroup: string; queryScope: 'COLLECTION' | 'COLLECTION_GROUP'; fields: IndexField[] }[];
  fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: unknown[] }[];
}

const file = JSON.parse(readFileSync(fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url)), 'utf8')) as IndexFile;

/** A composite index as `collection: field order, field order…`, e.g. `recipes: isPublic asc, createdAt desc`. */
function describeIndex(index: IndexFile['indexes'][number]): string {
  return `${index.collectionGroup}: ${index.fields.map((field) => `${field.fieldPath} ${field.order === 'DESCENDING' ? 'desc' : 'asc'}`).join(', ')}`;
}

// Equality filters come first (ascending), then the order by.
const queriesOfTheApp = [
  'recipes: isPublic asc, createdAt desc', // discovery, latest
  'recipes: isPublic asc, showcase asc, createdAt desc', // discovery, showcase
  'recipes: isPublic asc, bookmarkCount desc', // discovery, popular
  'recipes: isPublic asc, organizationId asc, createdAt desc', // public recipes of a household
  'recipes: organizationId asc, createdAt desc', // the household's recipes, a page at a time
  'recipes: organizationId asc, discoveryTerms asc, createdAt desc', // the cookbook's name search (discoveryTerms array-contains 'p:…'), the planner panel's diet and dish type ('r:…', 'd:…|r:…')
  'bookmarks: userId asc, createdAt desc', // a user's bookmarks, newest first
  'mealEntries: organizationId asc, date asc', // the planner: the visible weeks (date range) and unplanned ones (date == ''); the calendar feed's ten weeks; the week proposal's eight weeks of history
  'mealPlans: organizationId asc, createdAt desc', // older meal plan entries, newest first
  'newMealPlans: organizationId asc, status asc, createdAt desc', // the newest active plan; archived ones newest first
  'groceryListsV2: organizationId asc, status asc, createdAt desc', // the newest active list (limit 1)
];

describe('firestore.indexes.json', () => {
  it('declares a composite index for every composite query of the app, once', () => {
    const declared = file.indexes.map(describeIndex);
    expect(declared).toEqual(expect.arrayContaining(queriesOfTheApp));
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('is in the format the Firebase CLI deploys', () => {
    for (const index of file.indexes) {
      expect(index.queryScope).toMatch(/^COLLECTION(_GROUP)?$/);
      expect(index.fields.length).toBeGreaterThanOrEqual(2);
      for (const field of index.fields) {
        expect(Boolean(field.order) !== Boolean(field.arrayConfig), `${describeIndex(index)}: one of order or arrayConfig`).toBe(true);
      }
    }
    expect(Array.isArray(file.fieldOverrides)).toBe(true);
  });

  // Each counter names its window's end (server/http/firestore-rate-limiter.ts); without the
  // policy, every address and e-mail ever counted would stay. Never queried, so not indexed either.
  it('lets the rate limit counters expire', () => {
    expect(file.fieldOverrides).toContainEqual({ collectionGroup: 'rateLimits', fieldPath: 'expiresAt', ttl: true, indexes: [] });
  });
});
