import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { openUserMenu } from './support/accounts';
import { expect, test } from './support/fixtures';
import { weekSettled } from './support/planner';
import { testStackUrls } from './test-stack';

// A screen before the session answers (README): the list, the week and the cookbook seen once
// draw what the device kept while Auth checks the saved session, read-only, then the live screen
// takes over; signing out forgets them. Auth's check is held here so the kept screen stays.

// Each journey here opens its first screen itself.
test.use({ signedInOn: null });

const kept = (page: Page) => page.locator('[data-preview]');

/** The servers the page asked the browser to connect to early, and of which kind (`crossorigin`). */
const preconnects = (page: Page) =>
  page.locator('head link[rel=preconnect]').evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.getAttribute('crossorigin')]));

/** Holds Auth's check of the saved session until the returned function lets it through. */
async function holdSessionCheck(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/accounts:lookup/, async (route) => {
    await held;
    // A check held by a page since left has nowhere to go.
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
    await page.unroute(/accounts:lookup/);
  };
}

test('the list, the week and the cookbook seen once show at once on the next visit, read-only, then live; signing out forgets them', { tag: '@any-layout' }, async ({ demoPage: page }) => {
  test.setTimeout(90_000);
  // Seen once, live: each screen keeps what it shows.
  await page.goto('/grocery-list-v2');
  await expect(page.getByRole('main').getByRole('checkbox').first()).toBeEnabled();
  await page.goto('/meal-entries');
  await expect(page.getByRole('main').getByRole('button', { name: /^Supprimer / }).first()).toBeVisible();
  // The week is kept as drawn: wait until all of it has answered.
  await weekSettled(page);
  await page.goto('/cookbook');
  await expect(page.getByRole('searchbox', { name: 'Rechercher une recette...' })).toBeVisible();
  await expect(page.getByTestId('cookbook-recipes').getByRole('listitem').first()).toBeVisible();

  const letSessionThrough = await holdSessionCheck(page);
  await page.goto('/grocery-list-v2');
  await expect(kept(page).getByRole('checkbox').first()).toBeDisabled();
  await expect(kept(page)).toHaveAttribute('aria-busy', 'true');
  await expectAccessible(page);
  // A device that keeps a member's session connects to Auth, then Firestore, as the page starts.
  expect(await preconnects(page)).toEqual([[testStackUrls.authEmulator, 'anonymous'], [testStackUrls.firestoreEmulator, null]]);

  await page.goto('/meal-entries');
  await expect(kept(page).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Supprimer / })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/cookbook');
  await expect(kept(page).getByTestId('cookbook-recipes').getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);

  // The session answers: the live cookbook takes over, its search and filters with it.
  await letSessionThrough();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Rechercher une recette...' })).toBeVisible();
  await expect(kept(page)).toHaveCount(0);

  const menu = await openUserMenu(page);
  await menu.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('nioo.lastShown.')))).toEqual([]);
  // Signed out, the device is a visitor's again: its pages open no connection they would not use.
  // (The page's entry module has run by its load event, which the reload waits for.)
  await page.reload();
  expect(await preconnects(page)).toEqual([]);
});

test("a page opened at the list asks for the list and the cupboard in the session's first request to Firestore", { tag: '@any-layout' }, async ({ demoPage: page }) => {
  // Seen once, the device remembers the household its member opened.
  await page.goto('/meal-entries');
  await expect(page.getByRole('main').getByRole('button', { name: /^Supprimer / }).first()).toBeVisible();
  await page.goto('about:blank');

  // What each request of the new page's channel asks for (its listens, form-encoded JSON).
  const channelRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/Listen/channel')) channelRequests.push(decodeURIComponent(request.postData() ?? ''));
  });
  await page.goto('/grocery-list-v2');
  await expect(page.getByRole('main').getByRole('checkbox').first()).toBeEnabled();
  // The request that asks for the household's document asks for the list and the cupboard too,
  // rather than each in a request of its own once the one before has answered.
  const first = channelRequests.find((body) => /"documents":\["projects\/[^"]+\/organizations\//.test(body));
  expect(first).toMatch(/"collectionId":"groceryListsV2"/);
  expect(first).toMatch(/"collectionId":"pantry"/);
});
