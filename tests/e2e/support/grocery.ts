import { expect, type Page } from '@playwright/test';

/** Plans a catalogue recipe from its page, on the last day the dialog offers, with no meal type. */
export async function planFromRecipePage(page: Page, recipeId: string, title: string): Promise<void> {
  await page.goto(`/recipes/${recipeId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter au menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter au menu' });
  await dialog.locator('button[aria-pressed]:not([disabled])').filter({ hasText: /\d/ }).last().click();
  await dialog.getByRole('button', { name: 'Passer' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Ajouté au menu !');
  await expect(dialog).toBeHidden();
}

export async function openList(page: Page): Promise<void> {
  await page.goto('/grocery-list-v2');
  await expect(page.getByRole('heading', { level: 1, name: 'Liste de courses' })).toBeVisible();
  // Every line drawn, so a line said to be absent is not merely still to come: the list no
  // longer loading, nor drawing what follows its first screen (aria-busy).
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Chargement...' })).toHaveCount(0);
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A line of the list by its name: its checkbox, described by its quantity and sources. */
export const line = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

/** A line of the printable and shared pages, whose checkbox is named by the name and quantity. */
export const printedLine = (page: Page, name: string) => page.getByRole('checkbox', { name: new RegExp(`^${name} \\d`) });

/** Fills and sends the add-item dialog. */
export async function addItem(page: Page, name: string, quantity: number): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Ajouter un article' });
  await dialog.getByRole('combobox', { name: 'Article' }).fill(name);
  await dialog.getByRole('spinbutton', { name: 'Quantité' }).or(dialog.getByRole('textbox', { name: 'Quantité' })).fill(String(quantity));
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(dialog).toBeHidden();
}
