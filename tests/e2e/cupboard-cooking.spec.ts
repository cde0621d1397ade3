import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { stockCupboard, stockOf } from './support/cupboard-admin';
import { expect, test } from './support/fixtures';
import { allSaved, openPlanner } from './support/planner';

// Issue 26: a meal cooked takes what it used from the cupboard, and 'Que cuisiner avec mon
// placard ?' puts first the recipes the cupboard has everything for. Desktop (the grid's card)
// and phone (the day's row) both: the button sits in each layout's own place.

/** Plans a catalogue recipe from its page on the first day the dialog offers, today, with no meal type. */
async function planToday(page: Page, recipeId: string, title: string): Promise<void> {
  await page.goto(`/recipes/${recipeId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter au menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter au menu' });
  await dialog.locator('button[aria-pressed]:not([disabled])').filter({ hasText: /\d/ }).first().click();
  await dialog.getByRole('button', { name: 'Passer' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Ajouté au menu !');
  await expect(dialog).toBeHidden();
}

test("'Cuisiné' takes a meal's amounts from the cupboard, and 'Que cuisiner' lists first a recipe missing nothing", async ({ ownerPage: page, owner }) => {
  test.setTimeout(120_000);
  // Everything the crêpes need (250 g of flour and 4 eggs for 4…), nothing of the gratin's.
  await stockCupboard(owner.email, {
    'farine-de-ble': { mass: 1000 },
    oeuf: { count: 12 },
    'lait-demi-ecreme': { volume: 1000 },
    'sucre-en-poudre': { mass: 500 },
    'beurre-doux': { mass: 250 },
    'sucre-vanille': { count: 4 },
  });
  await planToday(page, 'crepes', 'Crêpes');
  await planToday(page, 'gratin-dauphinois', 'Gratin dauphinois');

  // The household of 2 cooks the crêpes for 4: 125 g of flour and 2 eggs leave the cupboard.
  // The planner, opened afresh, reads its week first and the cupboard once the week shows: the
  // tap the moment the week is there waits for the cupboard instead of being refused.
  await openPlanner(page);
  await page.getByRole('button', { name: 'Cuisiné : Crêpes, retirer du placard' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cuisiné : Crêpes' })).toBeVisible();
  await expect(page.getByText('Impossible de marquer le repas comme cuisiné')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cuisiné ✓ : Crêpes' })).toBeDisabled();
  await expectAccessible(page);
  await allSaved(page);
  await expect.poll(() => stockOf(owner.email, 'farine-de-ble'), { timeout: 20_000 }).toEqual({ mass: 875, volume: 0, count: 0 });
  await expect.poll(() => stockOf(owner.email, 'oeuf'), { timeout: 20_000 }).toEqual({ mass: 0, volume: 0, count: 10 });

  // Annuler gives it all back, and the meal may be cooked again.
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('button', { name: 'Cuisiné : Crêpes, retirer du placard' })).toBeEnabled();
  await expect.poll(() => stockOf(owner.email, 'farine-de-ble'), { timeout: 20_000 }).toEqual({ mass: 1000, volume: 0, count: 0 });

  // Reloaded the moment the server has 'Annuler', before the page stored its answer: the SDK
  // sends that batch again, which must not give the flour back twice; cooking again takes it.
  // The page boots afresh while the SDK sends that batch again: the tap waits for the cupboard
  // (up to 10 s) and then for the server's answer to its batch, so it has more time, and a refusal
  // ends the wait at once with its message.
  await page.reload();
  await page.getByRole('button', { name: 'Cuisiné : Crêpes, retirer du placard' }).click();
  const cookRefused = page.getByText('Impossible de marquer le repas comme cuisiné');
  await expect(page.getByRole('status').filter({ hasText: 'Cuisiné : Crêpes' }).or(cookRefused)).toBeVisible({ timeout: 40_000 });
  await expect(cookRefused).toHaveCount(0);
  await allSaved(page);
  await expect.poll(() => stockOf(owner.email, 'farine-de-ble'), { timeout: 20_000 }).toEqual({ mass: 875, volume: 0, count: 0 });
  await expect.poll(() => stockOf(owner.email, 'oeuf'), { timeout: 20_000 }).toEqual({ mass: 0, volume: 0, count: 10 });

  // Both recipes are in the cookbook now: the crêpes, missing nothing, come first.
  await page.goto('/cookbook');
  await page.getByRole('button', { name: 'Que cuisiner avec mon placard ?' }).click();
  const ranked = page.getByTestId('cupboard-recipes').getByRole('listitem');
  await expect(ranked).toHaveCount(2);
  await expect(ranked.first()).toContainText('Crêpes');
  await expect(ranked.first()).toContainText('Rien ne manque');
  await expect(ranked.nth(1)).toContainText('Gratin dauphinois');
  await expect(ranked.nth(1)).toContainText(/il manque : .*pomme de terre/);
  await expectAccessible(page);
});
