import type { Request } from '@playwright/test';
import { testStackUrls } from './test-stack';
import { expect, test } from './support/fixtures';

// The public pages come from the server with their first data (issue 12, src/app/prerender): the
// catalogue and a recipe read before any script runs, and the app takes over the same page.

const LISTEN_CHANNEL = '/google.firestore.v1.Firestore/Listen/';

test('the catalogue and a recipe are on the page before any script runs', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ ...testInfo.project.use, baseURL: testStackUrls.preview, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'Dernières recettes' })).toBeVisible();
  const recipeLinks = page.getByRole('main').locator('a[href^="/recette/"]');
  await expect(recipeLinks.first()).toBeVisible();
  expect(await recipeLinks.count()).toBeGreaterThanOrEqual(10);

  const title = (await recipeLinks.first().innerText()).split('\n')[0] ?? '';
  await page.goto((await recipeLinks.first().getAttribute('href')) ?? '');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await context.close();
});

test("a visitor's prerendered catalogue hydrates without a mismatch and without the full Firestore SDK", async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  const listens: Request[] = [];
  page.on('request', (request) => request.url().includes(LISTEN_CHANNEL) && listens.push(request));

  await page.goto(`${testStackUrls.preview}/recipes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dernières recettes' })).toBeVisible();
  // A tab answers once the app has taken the page over (a click before that finds no handler).
  await expect(async () => {
    await page.getByRole('tab', { name: 'En ce moment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'En ce moment' })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.getByRole('tab', { name: 'Dernières recettes' }).click();
  await expect(page.getByRole('main').locator('a[href^="/recette/"]').first()).toBeVisible();

  // With a live query open the network is never idle: reaching idle says a visitor has none.
  await page.waitForLoadState('networkidle');
  expect(listens).toEqual([]);
  expect(problems).toEqual([]);
});
