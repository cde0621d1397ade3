import type { Page } from '@playwright/test';
import { demoAccount } from '../../scripts/seed/demo-account';
import { demoMembers } from '../../scripts/seed/demo-members';
import { testStackUrls } from './test-stack';
import { logIn } from './support/accounts';
import { expect } from './support/fixtures';
import { productionBuildTest } from './support/production-build';
import { otherBrowser } from './support/other-browser';
import { allSaved, dayCard, dragWithMouse, openPlanner } from './support/planner';

// Planning without a network (DESIGN.md §3, Offline-first planning), on the production build:
// only it has the service worker. A meal moved, its portions changed and a meal added offline
// show at once, are counted as waiting, survive a reload, and reach a member once back online.

const test = productionBuildTest;

const CURRY = 'Curry de pois chiches aux épinards';
const OMELETTE = 'Omelette aux fines herbes';

const panelCard = (page: Page, recipe: string) => page.getByRole('button', { name: `Glisser ${recipe} vers un jour` });
const entryIn = (page: Page, date: string, recipe: string) => dayCard(page, date).getByRole('listitem').filter({ hasText: recipe });
const connectivity = (page: Page) => page.getByRole('status').filter({ hasText: /hors ligne/ });

/** The write batches Firestore keeps on the device for the server, read from its own store. */
function writesKeptOnDevice(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name ?? '').filter((name) => name.startsWith('firestore/'));
    const counts = await Promise.all(
      names.map(
        (name) =>
          new Promise<number>((resolve) => {
            const opening = indexedDB.open(name);
            opening.onerror = () => resolve(0);
            opening.onsuccess = () => {
              const database = opening.result;
              if (!database.objectStoreNames.contains('mutations')) return resolve(0);
              const counting = database.transaction('mutations').objectStore('mutations').count();
              counting.onsuccess = () => resolve(counting.result);
              counting.onerror = () => resolve(0);
            };
          }),
      ),
    );
    return counts.reduce((total, count) => total + count, 0);
  });
}

test.describe('on a desktop', { tag: '@desktop' }, () => {
  test('a meal moved, resized and added offline shows at once, survives a reload, and reaches a member once online', async ({ demo: page, browser }) => {
    test.setTimeout(150_000);
    const context = page.context();
    const { page: lea, leave } = await otherBrowser(browser, '/login', { ...test.info().project.use, baseURL: testStackUrls.production });
    const [first = '', second = '', third = ''] = await openPlanner(page, 'next');
    try {
      // Online: the service worker holds the app, the cache the week, and a meal to move.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await dragWithMouse(page, panelCard(page, CURRY), dayCard(page, first));
      await expect(entryIn(page, first, CURRY)).toBeVisible();
      await allSaved(page);
      await expect(panelCard(page, OMELETTE)).toBeVisible();

      await context.setOffline(true);
      await expect(connectivity(page)).toBeVisible();

      // Moved with the keyboard to the next day.
      const handle = dayCard(page, first).getByRole('button', { name: `Déplacer ${CURRY}` });
      await handle.focus();
      await page.keyboard.press('Space');
      await expect(handle).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('status').filter({ hasText: new RegExp(`Recette ${CURRY} au-dessus de`) })).toBeAttached();
      await page.keyboard.press('Space');
      await expect(entryIn(page, second, CURRY)).toBeVisible();
      await expect(entryIn(page, first, CURRY)).toHaveCount(0);

      // Its portions changed, behind the grid card's options.
      const row = entryIn(page, second, CURRY);
      await row.getByRole('button', { name: `Options de ${CURRY}` }).click();
      await row.getByRole('textbox', { name: 'Portions' }).fill('7');
      await row.getByRole('textbox', { name: 'Portions' }).press('Enter');
      await expect(row.getByRole('textbox', { name: 'Portions' })).toHaveValue('7');
      await page.keyboard.press('Escape');

      // A meal added.
      await dragWithMouse(page, panelCard(page, OMELETTE), dayCard(page, third));
      await expect(entryIn(page, third, OMELETTE)).toBeVisible();

      await expect(connectivity(page)).toHaveText('Vous êtes hors ligne : 3 modifications en attente.');
      // Shown at once, kept on the device a moment later: the reload must not race Firestore's own write to it.
      await expect.poll(() => writesKeptOnDevice(page)).toBe(3);

      // Still offline, a reload draws the week from the device, changes included.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: /^Semaine du / })).toBeVisible();
      await page.getByRole('button', { name: 'Semaine suivante' }).click();
      await expect(entryIn(page, second, CURRY)).toContainText('Portions : 7');
      await expect(entryIn(page, first, CURRY)).toHaveCount(0);
      await expect(entryIn(page, third, OMELETTE)).toBeVisible();

      // Back online: the changes leave the device, and Léa sees all three on hers.
      await context.setOffline(false);
      await expect(connectivity(page)).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: 'Envoi des modifications' })).toHaveCount(0);
      await logIn(lea, demoMembers[0].email, demoAccount.password);
      await expect(lea).toHaveURL(/\/recipes$/);
      await openPlanner(lea, 'next');
      await expect(entryIn(lea, second, CURRY)).toContainText('Portions : 7');
      await expect(entryIn(lea, first, CURRY)).toHaveCount(0);
      await expect(entryIn(lea, third, OMELETTE)).toBeVisible();
    } finally {
      await context.setOffline(false);
      await openPlanner(page, 'next');
      for (const [date, recipe] of [
        [second, CURRY],
        [first, CURRY],
        [third, OMELETTE],
      ] as const) {
        const meal = entryIn(page, date, recipe);
        if ((await meal.count()) === 0) continue;
        await meal.first().getByRole('button', { name: `Options de ${recipe}` }).click();
        await meal.first().getByRole('button', { name: `Supprimer ${recipe}` }).click();
      }
      await allSaved(page);
      await leave();
    }
  });
});
