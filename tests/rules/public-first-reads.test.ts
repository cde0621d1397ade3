import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DISCOVERY_PAGE_SIZE, discoveryQueries } from '../../src/domain/recipes/discovery-views.ts';
import { recipeSchema } from '../../src/domain/recipes/recipe.ts';
import { runQueryRequest, toSnapshots } from '../../src/lib/firestore-rest-query.ts';
import { readDocs } from '../../src/lib/firestore/typed-doc.ts';
import { createRulesEnv, seed } from './helpers.ts';
import { FOREIGN, HOME, storedRecipe } from './recipe-fixtures.ts';

// The first page of /recipes is read over REST, anonymously (src/lib/firestore-rest-query.ts): the
// emulator answers it under the real rules and index, and the app reads what it gets.

const projectId = 'demo-first-reads';
let env: RulesTestEnvironment;

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9, 30, 15, 250));
const recipes = {
  older: storedRecipe('older', HOME, 'olga', { isPublic: true, seoUrl: 'recette_older', bookmarkCount: 9, createdAt: day(1) }),
  newer: storedRecipe('newer', FOREIGN, 'bob', { isPublic: true, seoUrl: 'recette_newer', bookmarkCount: 2, createdAt: day(5), showcase: true }),
  private: storedRecipe('private', HOME, 'mia', { createdAt: day(9) }),
};

async function firstPage(view: keyof typeof discoveryQueries) {
  const { url, body } = runQueryRequest(
    { collection: 'recipes', ...discoveryQueries[view], limit: DISCOVERY_PAGE_SIZE },
    { projectId, apiKey: 'demo-api-key', emulator: { host: '127.0.0.1', port: inject('firestorePort') } },
  );
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return readDocs(toSnapshots((await response.json()) as []), recipeSchema);
}

beforeAll(async () => {
  env = await createRulesEnv(projectId);
  await seed(env, (db) => Promise.all(Object.entries(recipes).map(([id, recipe]) => db.doc(`recipes/${id}`).set(recipe))));
});
afterAll(() => env.cleanup());

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
    const { url, body } = runQueryRequest(
      { collection: 'recipes', equals: { organizationId: HOME }, descendingBy: 'createdAt', limit: 5 },
      { projectId, apiKey: 'demo-api-key', emulator: { host: '127.0.0.1', port: inject('firestorePort') } },
    );
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.status).toBe(403);
  });
});
