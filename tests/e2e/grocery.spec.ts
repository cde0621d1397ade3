import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The shopping list follows the plan (spec B §4, automation on by default): what a household
// plans shows on its list, merged and grouped, and a tick is stored.

async function planFromRecipePage(page: Page, recipeId: string, title: string) {
  await page.goto(`/recipes/${recipeId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter au menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter au menu' });
  await dialog.locator('button[aria-pressed]:not([disabled])').filter({ hasText: /\d/ }).last().click();
  await dialog.getByRole('button', { name: 'Passer' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Ajouté au menu !');
  await expect(dialog).toBeHidden();
}

test('planned recipes fill the shopping list, and a tick stays ticked', async ({ ownerPage: page }) => {
  test.setTimeout(60_000);
  await page.goto('/grocery-list-v2');
  await expect(page.getByRole('heading', { level: 1, name: 'Liste de courses' })).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  await planFromRecipePage(page, 'tarte-tatin', 'Tarte Tatin');
  await planFromRecipePage(page, 'soupe-au-pistou', 'Soupe au pistou');

  await page.goto('/grocery-list-v2');
  const lines = page.getByRole('checkbox');
  await expect(lines.first()).toBeVisible();
  expect(await lines.count()).toBeGreaterThan(3);

  const first = lines.first();
  await first.check();
  await expect(first).toBeChecked();

  await page.getByRole('tab', { name: 'Recettes' }).click();
  await expect(page.getByRole('heading', { name: /Tarte Tatin/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Soupe au pistou/ })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Liste de courses' })).toBeVisible();
  await expect(page.getByRole('checkbox').first()).toBeChecked();
});
