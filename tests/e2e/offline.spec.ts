import type { Page } from '@playwright/test';
import { demoAccount } from '../../scripts/seed/demo-account';
import { DEMO_GROCERY_LIST_ID } from '../../scripts/seed/demo-grocery-list';
import { demoMembers } from '../../scripts/seed/demo-members';
import { testStackUrls } from './test-stack';
import { expectAccessible } from './support/accessibility';
import { logIn } from './support/accounts';
import { expect } from './support/fixtures';
import { productionBuildTest } from './support/production-build';
import { addItem, line, openList } from './support/grocery';
import { keepListEntries } from './support/household-admin';
import { otherBrowser } from './support/other-browser';
import { openPlanner, weekSettled } from './support/planner';

// Working without a network (spec A §7, DESIGN.md §3 Offline), on the production build: only it
// has the service worker. After one visit online, the week and the shopping list open with no
// network; ticks and typed items made offline wait on the device and reach the household when
// the network returns.

const test = productionBuildTest;

const OFFLINE = 'Vous êtes hors ligne : vos modifications sont gardées sur cet appareil.';
/** Three ticks and one typed item, each counted until the server has it. */
const FOUR_WAITING = 'Vous êtes hors ligne : 4 modifications en attente.';

/** Lines of the demo list nobody has ticked: one typed by hand, two from the week's recipes. */
const TICKED_OFFLINE = ['Éponges', 'basilic', 'cerfeuil'];

/** Once the service worker is active, every later navigation goes through it. */
async function serviceWorkerActive(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/**
 * Under the browser's offline emulation, Chromium 150 starts each page the service worker serves
 * with navigator.onLine true and never says 'offline' to it, where a device without a network
 * says false. Lifting the emulation and applying it again, once the page has loaded and before
 * any change waits for the network, makes the page hear 'offline' as a device would tell it.
 */
async function sayOffline(page: Page) {
  await page.context().setOffline(false);
  await page.context().setOffline(true);
}

/** The connectivity banner of the shell. */
const connectivity = (page: Page) => page.getByRole('status').filter({ hasText: /hors ligne/ });

test('the week and the list open offline after one visit, and ticks and an item added offline reach a member when the network returns', { tag: '@any-layout' }, async ({ demo: page, browser }) => {
  test.setTimeout(120_000);
  const context = page.context();
  const restoreList = await keepListEntries(DEMO_GROCERY_LIST_ID);
  const item = { name: `Bougies ${Date.now().toString(36)}`, quantity: 12 };
  const { page: lea, leave } = await otherBrowser(browser, '/login', { ...test.info().project.use, baseURL: testStackUrls.production });
  try {
    // Online, once.
    await serviceWorkerActive(page);
    await openPlanner(page);
    await weekSettled(page);
    const week = await page.getByRole('main').ariaSnapshot();
    await openList(page);
    const list = page.getByRole('tabpanel', { name: 'Catégories' });
    // Lines from the household's recipes and from bookmarked ones: every recipe has answered.
    for (const name of TICKED_OFFLINE) await expect(line(page, name)).not.toBeChecked();
    const lines = await list.ariaSnapshot();
    expect(await controlled(page)).toBe(true);

    // No network: both screens come back from the device, as they were.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Liste de courses' })).toBeVisible();
    await sayOffline(page);
    await expect(connectivity(page)).toHaveText(OFFLINE);
    await expect(list).toMatchAriaSnapshot(lines);
    await expectAccessible(page);
    await openPlanner(page);
    await sayOffline(page);
    await expect(page.getByRole('main')).toMatchAriaSnapshot(week);
    await expect(connectivity(page)).toHaveText(OFFLINE);
    await expectAccessible(page);

    // Three ticks and a typed item, offline: shown at once, and counted as waiting.
    await openList(page);
    await sayOffline(page);
    for (const name of TICKED_OFFLINE) {
      await line(page, name).check();
      await expect(line(page, name)).toBeChecked();
    }
    await page.getByRole('button', { name: 'Ajouter un article' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Ajouter un article' })).toBeVisible();
    await expectAccessible(page);
    await addItem(page, item.name, item.quantity);
    await expect(line(page, item.name)).toBeVisible();
    await expect(connectivity(page)).toHaveText(FOUR_WAITING);
    await expectAccessible(page);

    // Back online: the queue empties, and Léa, on her own device, sees everything typed.
    await context.setOffline(false);
    await expect(connectivity(page)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Envoi des modifications' })).toHaveCount(0);
    await logIn(lea, demoMembers[0].email, demoAccount.password);
    await expect(lea).toHaveURL(/\/recipes$/);
    await openList(lea);
    for (const name of TICKED_OFFLINE) await expect(line(lea, name)).toBeChecked();
    await expect(line(lea, item.name)).not.toBeChecked();
    await expect(lea.getByRole('textbox', { name: `Quantité pour ${item.name}` })).toHaveValue(String(item.quantity));

    // And on the device that made them, after a reload.
    await page.reload();
    for (const name of TICKED_OFFLINE) await expect(line(page, name)).toBeChecked();
    await expect(line(page, item.name)).toBeVisible();
  } finally {
    await restoreList();
    await leave();
  }
});

test('a recipe picture seen once shows offline', { tag: '@any-layout' }, async ({ demo: page }) => {
  const recipe = page.getByRole('img', { name: 'Curry de pois chiches aux épinards' });
  const drawn = () => recipe.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
  await serviceWorkerActive(page);
  await page.goto('/recipes/demo-curry');
  await expect(recipe).toHaveAttribute('src', /\/recipes\/piperade\.svg$/);
  await expect.poll(drawn).toBe(true);
  expect(await controlled(page)).toBe(true);

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Curry de pois chiches aux épinards' })).toBeVisible();
  await expect(recipe).toHaveAttribute('src', /\/recipes\/piperade\.svg$/);
  await expect.poll(drawn).toBe(true);
  await expectAccessible(page);
});
