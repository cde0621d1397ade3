import type { Page, Request } from '@playwright/test';
import { testStackUrls } from './test-stack';
import { expect, test } from './support/fixtures';
import { storePublicRecipe } from './support/household-admin';

// The public pages come from the server with their first data (issue 12, src/app/prerender): the
// catalogue and a recipe read before any script runs, and the app takes over the same page.

const LISTEN_CHANNEL = '/google.firestore.v1.Firestore/Listen/';

test('the catalogue and a recipe are on the page before any script runs', { tag: '@any-layout' }, async ({ browser }, testInfo) => {
  const context = await browser.newContext({ ...testInfo.project.use, baseURL: testStackUrls.production, javaScriptEnabled: false });
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

test("a visitor's prerendered catalogue hydrates without a mismatch and without the full Firestore SDK", { tag: '@any-layout' }, async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  const listens: Request[] = [];
  page.on('request', (request) => request.url().includes(LISTEN_CHANNEL) && listens.push(request));

  await page.goto(`${testStackUrls.production}/recipes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dernières recettes' })).toBeVisible();
  // Tapped the moment the page shows: the tap waits for the app to take the page over (early-taps.ts).
  await page.getByRole('tab', { name: 'En ce moment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'En ce moment' })).toBeVisible();
  await page.getByRole('tab', { name: 'Dernières recettes' }).click();
  await expect(page.getByRole('main').locator('a[href^="/recette/"]').first()).toBeVisible();

  // With a live query open the network is never idle: reaching idle says a visitor has none.
  await page.waitForLoadState('networkidle');
  expect(listens).toEqual([]);
  expect(problems).toEqual([]);
});

const RATATOUILLE = '/recette/recette_ratatouille_ratatouille';

/** What the recipe page says of a food's amount, at the portions chosen. */
const amountOf = (page: Page, name: string) =>
  page.getByTestId('ingredients').getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) }).locator('span').last();

test("a recipe's amounts come from the server in the list's words, and the app takes them over unchanged", { tag: '@any-layout' }, async ({ browser, page }, testInfo) => {
  // The server read how garlic is sold along with the recipe: cloves, before any script runs.
  const context = await browser.newContext({ ...testInfo.project.use, baseURL: testStackUrls.production, javaScriptEnabled: false });
  const serverPage = await context.newPage();
  await serverPage.goto(`${RATATOUILLE}?portions=7`);
  await expect(amountOf(serverPage, 'ail')).toHaveText('3 ½ gousses');
  await expect(amountOf(serverPage, 'aubergine')).toHaveText('2 ⅓ pièces');
  await expect(amountOf(serverPage, "huile d'olive")).toHaveText('7 c. à s.');
  await context.close();

  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  const liveBatchReads: string[] = [];
  page.on('request', (request) => request.url().includes(':batchGet') && liveBatchReads.push(request.url()));
  await page.goto(`${testStackUrls.production}${RATATOUILLE}?portions=7`);
  await expect(amountOf(page, 'ail')).toHaveText('3 ½ gousses');
  // One tap the moment the page shows, held until the app has taken the page over: one portion more.
  const portions = page.getByTestId('portions');
  await page.getByRole('button', { name: 'Plus de portions' }).click();
  await expect(portions).toHaveText('8 portions');
  await expect(amountOf(page, 'ail')).toHaveText('4 gousses');
  await page.waitForLoadState('networkidle');
  // The browser answered the buying units from the page's recorded reads, as the server had them.
  expect(liveBatchReads).toEqual([]);
  expect(problems).toEqual([]);
});

// Anyone names a public recipe: what they type must come out of the renderer as text, never as
// pieces of the page's template (`$&`, `$'`, `` $` ``) or as markup that ends the page's reads.
// A line separator, which recipe names refuse since issue 22, is left to the renderer's unit table,
// as is each piece on its own: one name carries them all, since any one of them spliced or cut
// short changes the name read back, and each recipe costs the journey a server render.
const hostileNames = ["Tarte $& $` $' </script><!-- x", `"'`.repeat(60)];

test('recipes with hostile names come out of the renderer intact, in the catalogue and on their pages', { tag: '@any-layout' }, async ({ browser }, testInfo) => {
  // Storing, then a server render per page: a busy two-core machine took 30 s for five names.
  const stored = [];
  for (const name of hostileNames) stored.push({ name, ...(await storePublicRecipe(name)) });
  const context = await browser.newContext({ ...testInfo.project.use, baseURL: testStackUrls.production, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const firstPaintReads = () => page.locator('#first-paint').evaluate((script) => JSON.parse(script.textContent ?? '') as unknown);

    // The renderer keeps each address's page 30 s (server/pages/page-cache.ts): an address of its
    // own is rendered now, with the recipes just stored.
    await page.goto(`/recipes?rendu=${Date.now().toString(36)}`);
    const titles = await page.getByRole('main').locator('a[href^="/recette/"] h2').evaluateAll((headings) => headings.map((heading) => heading.textContent));
    for (const { name } of stored) expect(titles).toContain(name);
    await expect(firstPaintReads()).resolves.toMatchObject({ language: 'fr' });
    await expect(page.locator('script')).toHaveCount(2);

    for (const { name, seoUrl } of stored) {
      await page.goto(`/recette/${seoUrl}`);
      await expect(page.getByRole('heading', { level: 1 }).evaluate((heading) => heading.textContent)).resolves.toBe(name);
      expect(JSON.stringify(await firstPaintReads())).toContain(JSON.stringify(name).slice(1, -1));
      await expect(page.locator('script')).toHaveCount(2);
    }
  } finally {
    await context.close();
    await Promise.all(stored.map(({ remove }) => remove()));
  }
});
