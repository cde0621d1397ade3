import { expect, test } from './support/fixtures';
import { addItem, openList } from './support/grocery';
import { pantryAmountsOf } from './support/household-admin';

// The cupboard of a new household, on its own page: foods typed as a cook writes them or found in
// the catalogue, an amount stepped, a staple kept, a food removed, and all of it still there after
// a reload (stored, not only shown); then the way between the list and its cupboard, the list's
// tab row. The fixtures' axe check covers the pages.

// Each journey here opens its first screen itself.
test.use({ signedInOn: null });

test('the cupboard keeps foods typed in, stepped, kept as staples and removed, after a reload', { tag: '@any-layout' }, async ({ ownerPage: page, owner }) => {
  test.setTimeout(90_000);
  await page.goto('/placard');
  await expect(page.getByRole('heading', { level: 1, name: 'Placard' })).toBeVisible();
  await expect(page.getByText(/Le placard est vide/)).toBeVisible();

  const add = page.getByRole('combobox', { name: 'Ajouter au placard' });
  await add.fill('500 g de farine');
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByText('Ajouté : farine de blé.')).toBeVisible();
  await add.fill('6 œufs');
  await add.press('Enter');
  await expect(page.getByText('Ajouté : œuf.')).toBeVisible();
  // Part of a name, and the suggestion picked with the keyboard: one step of it.
  await add.fill('sucre en pou');
  await expect(page.getByRole('listbox', { name: 'Aliments du catalogue' }).getByRole('option', { name: 'sucre en poudre' })).toBeVisible();
  await add.press('ArrowDown');
  await expect(add).toHaveAttribute('aria-activedescendant', /.+/);
  await add.press('Enter');
  await expect(page.getByText('Ajouté : sucre en poudre, 50 g.')).toBeVisible();
  await expect(add).toHaveValue('');

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
  await expect.poll(async () => (await pantryAmountsOf(owner.email, 'sucre-en-poudre')).mass, { timeout: 20_000 }).toBe(50);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('list', { name: 'Aliments du placard' }).getByRole('listitem').filter({ hasText: 'farine de blé' }).getByText('550 g · toujours en stock')).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  await expect(page.getByRole('list', { name: 'Aliments du placard' }).getByRole('listitem')).toHaveCount(2);
});

test("the list and its cupboard are one tab row, and the phone's 'Courses' stays current on the cupboard", { tag: '@any-layout' }, async ({ ownerPage: page }) => {
  await openList(page);
  await page.getByRole('button', { name: 'Ajouter un article' }).first().click();
  await addItem(page, 'Éponges', 2);
  const tabs = page.getByRole('tablist', { name: 'Affichage de la liste' });
  await tabs.getByRole('tab', { name: 'Catégories' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Placard' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Placard' })).toBeVisible();
  await expect(page).toHaveURL(/\/placard$/);
  await expect(tabs.getByRole('tab', { name: 'Placard' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('bottom-bar').getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');

  await tabs.getByRole('tab', { name: 'Recettes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Liste de courses' })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Recettes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Recettes' })).toBeVisible();
});
