import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Classification } from '../../src/domain/recipes/classification.ts';
import { defaultDiscoveryFilters } from '../../src/domain/recipes/discovery-filters.ts';
import { buildDiscoveryQuery, matchesDiscoverySelection, nextDiscoveryCursor, type DiscoveryCursor, type DiscoverySelection } from '../../src/domain/recipes/discovery-query.ts';
import { discoveryTerms } from '../../src/domain/recipes/discovery-terms.ts';
import { DISCOVERY_PAGE_SIZE, discoveryQueries } from '../../src/domain/recipes/discovery-views.ts';
import { recipeSchema } from '../../src/domain/recipes/recipe.ts';
import { runQueryRequest, toSnapshots, type RestQuery } from '../../src/lib/firebase/firestore-rest-query.ts';
import { readDocs } from '../../src/lib/firebase/typed-doc.ts';
import { createRulesEnv, seed, suiteProject } from './helpers.ts';
import { FOREIGN, HOME, storedRecipe } from './recipe-fixtures.ts';

// The first page of /recipes is read over REST, anonymously (src/lib/firebase/firestore-rest-query.ts): the
// emulator answers it under the real rules and index, and the app reads what it gets.

let env: RulesTestEnvironment;

/** A visitor's query over REST, as the app sends it, to the suite's emulator (this worker's project). */
function visitorQuery(query: RestQuery): Promise<Response> {
  const { url, body } = runQueryRequest(query, { projectId: suiteProject, apiKey: 'demo-api-key', emulator: { host: '127.0.0.1', port: inject('firestorePort') } });
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9, 30, 15, 250));
const recipes = {
  older: storedRecipe('older', HOME, 'olga', { isPublic: true, seoUrl: 'recette_older', bookmarkCount: 9, createdAt: day(1) }),
  newer: storedRecipe('newer', FOREIGN, 'bob', { isPublic: true, seoUrl: 'recette_newer', bookmarkCount: 2, createdAt: day(5), showcase: true }),
  private: storedRecipe('private', HOME, 'mia', { createdAt: day(9) }),
};

async function firstPage(view: keyof typeof discoveryQueries) {
  const response = await visitorQuery({ collection: 'recipes', ...discoveryQueries[view], limit: DISCOVERY_PAGE_SIZE });
  expect(response.status).toBe(200);
  return readDocs(toSnapshots((await response.json()) as []), recipeSchema);
}

beforeAll(async () => {
  env = await createRulesEnv();
  await seed(env, (db) => Promise.all(Object.entries(recipes).map(([id, recipe]) => db.doc(`recipes/${id}`).set(recipe))));
});
afterAll(() => env.cleanup());

/** Every page of a selection, read one after the other from where the last ended, as 'Voir plus' reads them. */
async function everyPage(selection: DiscoverySelection): Promise<string[][]> {
  const pages: string[][] = [];
  let after: DiscoveryCursor | null = null;
  do {
    const query = buildDiscoveryQuery(selection, after);
    const response = await visitorQuery({ collection: 'recipes', ...query });
    expect(response.status).toBe(200);
    const snapshots = toSnapshots((await response.json()) as []);
    pages.push(readDocs(snapshots, recipeSchema).filter((recipe) => matchesDiscoverySelection(recipe, selection)).map(({ id }) => id));
    after = nextDiscoveryCursor(query, snapshots);
  } while (after);
  return pages;
}

describe('the first page of /recipes over REST', () => {
  it('gives a visitor the public recipes, newest first, read by the recipe schema', async () => {
    const page = await firstPage('latest');
    expect(page.map((recipe) => recipe.id)).toEqual(['newer', 'older']);
    expect(page[0]).toMatchObject({ name: 'Recette newer', isPublic: true, seoUrl: 'recette_newer', servings: 4, ingredients: [{ name: 'Farine', quantity: 200 }] });
  });

  it('orders the popular view by bookmarks and keeps the showcase to its own', async () => {
    expect((await firstPage('popular')).map((recipe) => recipe.id)).toEqual(['older', 'newer']);
    expect((await firstPage('showcase')).map((recipe) => recipe.id)).toEqual(['newer']);
  });

  it('is refused when it asks for more than a visitor may read', async () => {
    const response = await visitorQuery({ collection: 'recipes', equals: { organizationId: HOME }, descendingBy: 'createdAt', limit: 5 });
    expect(response.status).toBe(403);
  });
});

describe('discovery pages over REST', () => {
  // 45 public recipes: every third difficult, names alternating gratins and tartes, creation
  // times and bookmark counts shared by several, so only the id breaks the ties.
  const catalogue = Array.from({ length: 45 }, (_, index) => {
    const classification: Classification = { dishTypes: [index % 2 === 0 ? 'main' : 'dessert'], dietaryRestrictions: [], difficulty: index % 3 === 0 ? 'hard' : 'easy', cost: 'medium' };
    const name = `${index % 2 === 0 ? 'Gratins' : 'Tarte'} n° ${index}`;
    return [`p${String(index).padStart(2, '0')}`, storedRecipe(`p${index}`, FOREIGN, 'bob', { name, classification, isPublic: true, bookmarkCount: index % 4, createdAt: day(10 + (index % 5)), discoveryTerms: discoveryTerms({ name, classification }) })] as const;
  });
  const ids = (keep: (index: number) => boolean) => catalogue.filter((_, index) => keep(index)).map(([id]) => id);

  beforeAll(() => seed(env, (db) => Promise.all(catalogue.map(([id, recipe]) => db.doc(`recipes/${id}`).set(recipe)))));

  it('pages a filter through every matching recipe once, 20 at a time, newest first', async () => {
    const pages = await everyPage({ view: 'latest', search: '', filters: { ...defaultDiscoveryFilters, difficulty: 'hard' } });
    expect(pages.map((page) => page.length)).toEqual([15]);
    expect(pages.flat().sort()).toEqual(ids((index) => index % 3 === 0).sort());

    const all = await everyPage({ view: 'latest', search: '', filters: defaultDiscoveryFilters });
    expect(all.map((page) => page.length)).toEqual([20, 20, 7]);
    expect(new Set(all.flat()).size).toBe(47);
  });

  it('pages the popular view through tied bookmark counts without repeating or skipping one', async () => {
    const pages = await everyPage({ view: 'popular', search: '', filters: defaultDiscoveryFilters });
    expect(pages.map((page) => page.length)).toEqual([20, 20, 7]);
    expect(pages.flat().sort()).toEqual([...ids(() => true), 'newer', 'older'].sort());
  });

  it('finds a search word, plural and case aside, with a dish type, through the array filter', async () => {
    const pages = await everyPage({ view: 'latest', search: 'GRATIN', filters: { ...defaultDiscoveryFilters, dishTypes: ['main', 'side'] } });
    expect(pages.flat().sort()).toEqual(ids((index) => index % 2 === 0).sort());
    expect(await everyPage({ view: 'latest', search: 'gratin', filters: { ...defaultDiscoveryFilters, dishTypes: ['dessert'] } })).toEqual([[]]);
  });
});
