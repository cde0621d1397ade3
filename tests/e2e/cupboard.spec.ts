import { expect, test } from './support/fixtures';
import { pantryAmountsOf } from './support/household-admin';

// The cupboard of a new household, on its own page: foods typed as a cook writes them, an amount
// stepped, a staple kept, a food removed, and all of it still there after a reload (stored, not
// only shown). The fixtures' axe check covers the page.

test('the cupboard keeps foods typed in, stepped, kept as staples and removed, after a reload', { tag: '@any-layout' }, async ({ ownerPage: page, owner }) => {
  test.setTimeout(90_000);
  await page.goto('/placard');
  await expect(page.getByRole('heading', { level: 1, name: 'Placard' })).toBeVisible();
  await expect(page.getByText(/Le placard est vide/)).toBeVisible();

  const add = page.getByRole('textbox', { name: 'Ajouter au placard' });
  await add.fill('500 g de farine');
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByText('Ajouté : farine de blé.')).toBeVisible();
  await add.fill('6 œufs');
  await add.press('Enter');
  await expect(page.getByText('Ajouté : œuf.')).toBeVisible();

  const foods = page.getByRole('list', { name: 'Aliments du placard' });
  const flour = foods.getByRole('listitem').filter({ hasText: 'farine de blé' });
  const eggs = foods.getByRole('listitem').filter({ hasText: 'œuf' });
  await expect(flour.getByText('500 g', { exact: true })).toBeVisible();
  await expect(eggs.getByText('6 pièces', { exact: true })).toBeVisible();

  await flour.getByRole('button', { name: 'Plus de farine de blé' }).click();
  await expect(flour.getByText('550 g', { exact: true })).toBeVisible();
  await flour.getByRole('checkbox', { name: 'farine de blé toujours en stock' }).check();
  await expect(flour.getByText('550 g · toujours en stock')).toBeVisible();
  await eggs.getByRole('button', { name: 'Retirer œuf du placard' }).click();
  await expect(eggs).toHaveCount(0);

  // Once the server holds the writes, a reload reads them back: a reload in the moment a write is
  // still on its way to the device's queue can lose it, which is the SDK's, not the page's.
  await expect.poll(async () => (await pantryAmountsOf(owner.email, 'oeuf')).count, { timeout: 20_000 }).toBe(0);
  await expect.poll(async () => (await pantryAmountsOf(owner.email, 'farine-de-ble')).mass, { timeout: 20_000 }).toBe(550);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('list', { name: 'Aliments du placard' }).getByRole('listitem').filter({ hasText: 'farine de blé' }).getByText('550 g · toujours en stock')).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  await expect(page.getByRole('list', { name: 'Aliments du placard' }).getByRole('listitem')).toHaveCount(1);
});
