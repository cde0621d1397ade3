import type { Page } from '@playwright/test';
import { describeFindings, scanAccessibility } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { line, openList, planFromRecipePage } from './support/grocery';
import { pantryAmountsOf, stockPantry } from './support/household-admin';

// The cupboard on the shopping list (issue 26, DESIGN.md §3 "The cupboard"): what the household
// has at home comes off the list, what it covers whole waits collapsed in 'Déjà au placard', and
// the ticked lines go from the bag into the cupboard in one tap.

const FLOUR = 'farine de blé';
const PUT_AWAY = ['lait demi-écrémé', 'sucre en poudre', 'beurre doux'] as const;

/** axe on what is open now, the disclosure included. */
async function expectAccessible(page: Page): Promise<void> {
  const findings = await scanAccessibility(page);
  expect(findings, `axe found serious or critical violations:\n${describeFindings(findings)}`).toEqual([]);
}

const inCupboard = (page: Page) => page.locator('details').filter({ has: page.getByText(/^Déjà au placard \(\d+\)$/) });

test('the list takes off what the cupboard holds, and the ticked lines go into it in one tap', { tag: '@any-layout' }, async ({ ownerPage: page, owner }) => {
  test.setTimeout(120_000);
  // 100 g of flour and 6 eggs at home; crêpes for the household of 2 need 125 g of flour and 2 eggs.
  await stockPantry(owner.email, 'farine-de-ble', { mass: 100 });
  await stockPantry(owner.email, 'oeuf', { count: 6 });
  await planFromRecipePage(page, 'crepes', 'Crêpes');
  await openList(page);

  // The aisle asks for the 25 g the cupboard lacks; the eggs wait, collapsed, with what covers them.
  await expect(line(page, FLOUR)).toHaveAccessibleDescription(/^25 g /);
  await expect(line(page, 'œuf')).toHaveCount(0);
  const covered = inCupboard(page);
  await expect(covered.getByText('Déjà au placard (1)')).toBeVisible();
  await expect(covered.getByText('œuf')).toBeHidden();
  await covered.getByText('Déjà au placard (1)').click();
  await expect(covered.getByText('2 pièces au placard')).toBeVisible();
  await expectAccessible(page);

  // The Recettes tab keeps each recipe's full amounts.
  await page.getByRole('tab', { name: 'Recettes' }).click();
  await expect(page.getByRole('region', { name: 'Crêpes' }).getByRole('checkbox', { name: FLOUR })).toHaveAccessibleDescription('125 g');
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
  // 25 cl of milk for two: stored in millilitres, on top of what was there.
  await expect.poll(async () => (await pantryAmountsOf(owner.email, 'lait-demi-ecreme')).volume, { timeout: 20_000 }).toBe(milkBefore.volume + 250);
  await expectAccessible(page);
});
