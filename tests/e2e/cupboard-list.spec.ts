import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { line, openList, planFromRecipePage } from './support/grocery';
import { householdIdOf, pantryAmountsOf, restoreHouseholdSettings, stockPantry } from './support/household-admin';

// The cupboard on the shopping list (issue 26, DESIGN.md §3 "The cupboard"): what the household
// has at home comes off the list, what it covers whole waits collapsed in 'Déjà au placard', and
// the ticked lines go from the bag into the cupboard in one tap. Desktop and phone: the list
// draws its lines and its 'Ranger' button in each layout's own place.

const FLOUR = 'farine de blé';
const PUT_AWAY = ['lait demi-écrémé', 'sucre en poudre', 'beurre doux'] as const;

const inCupboard = (page: Page) => page.locator('details').filter({ has: page.getByText(/^Déjà au placard \(\d+\)$/) });

test('the list takes off what the cupboard holds, and the ticked lines go into it in one tap', async ({ ownerPage: page, owner }) => {
  test.setTimeout(150_000);
  // 500 g of flour and 12 eggs at home; a week of crêpes twice for a household of 6 needs
  // 750 g of flour (375 g each time) and 12 eggs.
  await restoreHouseholdSettings(await householdIdOf(owner.email), { numberOfPersons: 6 });
  await stockPantry(owner.email, 'farine-de-ble', { mass: 500 });
  await stockPantry(owner.email, 'oeuf', { count: 12 });
  await planFromRecipePage(page, 'crepes', 'Crêpes');
  await planFromRecipePage(page, 'crepes', 'Crêpes');
  await openList(page);

  // The aisle asks for the 250 g the cupboard lacks; the eggs wait, collapsed, with what covers them.
  await expect(line(page, FLOUR)).toHaveAccessibleDescription(/^250 g /);
  await expect(line(page, 'œuf')).toHaveCount(0);
  const covered = inCupboard(page);
  await expect(covered.getByText('Déjà au placard (1)')).toBeVisible();
  await expect(covered.getByText('œuf')).toBeHidden();
  await covered.getByText('Déjà au placard (1)').click();
  await expect(covered.getByText('12 pièces au placard')).toBeVisible();
  await expectAccessible(page);

  // The Recettes tab keeps each recipe's full amounts.
  await page.getByRole('tab', { name: 'Recettes' }).click();
  await expect(page.getByRole('region', { name: 'Crêpes' }).getByRole('checkbox', { name: FLOUR })).toHaveAccessibleDescription('750 g');
  await page.getByRole('tab', { name: 'Catégories' }).click();

  // Three lines in the bag, then into the cupboard: their ticks clear, the cupboard covers them.
  const milkBefore = await pantryAmountsOf(owner.email, 'lait-demi-ecreme');
  for (const name of PUT_AWAY) {
    await line(page, name).check();
    await expect(line(page, name)).toBeChecked();
  }
  await page.getByRole('button', { name: 'Ranger les articles cochés' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 articles rangés au placard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ranger les articles cochés' })).toHaveCount(0);
  for (const name of PUT_AWAY) await expect(line(page, name)).toHaveCount(0);
  await expect(inCupboard(page).getByText('Déjà au placard (4)')).toBeVisible();
  // 75 cl of milk for six, twice: stored in millilitres, on top of what was there.
  await expect.poll(async () => (await pantryAmountsOf(owner.email, 'lait-demi-ecreme')).volume, { timeout: 20_000 }).toBe(milkBefore.volume + 1500);
  await expectAccessible(page);

  // The row's third tab opens the cupboard, which holds them now.
  await page.getByRole('tab', { name: 'Placard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Placard' })).toBeVisible();
  const foods = page.getByRole('list', { name: 'Aliments du placard' });
  for (const name of PUT_AWAY) await expect(foods.getByRole('listitem').filter({ hasText: name })).toBeVisible();
});
