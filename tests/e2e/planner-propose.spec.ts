import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { demoAccount } from '../../scripts/seed/demo-account';
import { listedMealsOf, removeMealsOn } from './support/household-admin';
import { allSaved, dayCard, openPlanner, shownDays } from './support/planner';

// 'Proposer ma semaine': the demo household's cookbook fills a week's empty dinners, one meal
// is rerolled, and 'Valider' plans them all, on the list too since its automation is on.

// Each journey here opens its first screen itself.
test.use({ signedInOn: null });

/**
 * Seven weeks ahead. A recipe planned within 14 days before the week is never proposed, and the
 * other journeys plan in the next weeks (the grid's stored week of 21 meals is four weeks ahead),
 * so what is proposed here would depend on which of them ran before. Nothing plans within 14 days
 * of this week but this journey, which clears it.
 */
const QUIET_WEEKS_AHEAD = 7;

async function openQuietWeek(page: Page): Promise<string[]> {
  await openPlanner(page, 'next');
  for (let step = 1; step < QUIET_WEEKS_AHEAD; step += 1) {
    const [before = ''] = await shownDays(page);
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    await expect(page.locator('section[aria-labelledby] h2 time[datetime]').first()).not.toHaveAttribute('datetime', before);
  }
  await expect(page.getByText('Chargement du planning...')).toHaveCount(0);
  return shownDays(page);
}

const proposedName = (row: ReturnType<Page['getByRole']>) => row.locator('span').nth(1);

test('the demo user has the week’s dinners proposed, rerolls one, and validates: the meals show in the week and join the list', async ({ demoPage: page }) => {
  test.setTimeout(120_000);
  const listedBefore = (await listedMealsOf(demoAccount.email)).length;

  const days = await openQuietWeek(page);
  // That week's dinners are this journey's: it finds them empty on every project and run, and leaves them so.
  const clearDinners = () => removeMealsOn({ email: demoAccount.email, dates: days, mealType: 'dinner' });
  await clearDinners();
  try {
    await proposeAndValidate(page, days, listedBefore);
  } finally {
    await clearDinners();
  }
});

async function proposeAndValidate(page: Page, days: readonly string[], listedBefore: number): Promise<void> {
  await page.getByRole('button', { name: 'Proposer ma semaine' }).click();
  const dialog = page.getByRole('dialog', { name: 'Proposer ma semaine' });
  await dialog.getByRole('checkbox', { name: 'Déjeuner' }).uncheck();
  const rows = dialog.getByRole('listitem');
  await expect(rows).toHaveCount(7);
  for (const day of days) await expect(dialog.getByRole('button', { name: new RegExp(`^Autre idée pour le dîner du .*${Number(day.slice(8))} `) })).toHaveCount(1);

  await expectAccessible(page);

  const first = rows.first();
  const before = (await proposedName(first).textContent()) ?? '';
  await first.getByRole('button', { name: /^Autre idée pour / }).click();
  await expect(proposedName(first)).not.toHaveText(before);

  const names = await rows.evaluateAll((items) => items.map((item) => item.querySelectorAll('span')[1]?.textContent ?? ''));
  expect(new Set(names).size).toBe(7);
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog).toBeHidden();

  for (const [index, day] of days.entries()) {
    await expect(dayCard(page, day).getByRole('listitem').filter({ hasText: names[index] ?? '' })).toBeVisible();
  }
  await allSaved(page);

  // Stored, not only shown: a fresh load of that week shows them.
  await openQuietWeek(page);
  await expect(dayCard(page, days[6] ?? '').getByRole('listitem').filter({ hasText: names[6] ?? '' })).toBeVisible();

  // With automation on, the seven dinners reached the list, which references each planned meal.
  await expect.poll(async () => (await listedMealsOf(demoAccount.email)).length, { timeout: 40_000 }).toBe(listedBefore + 7);
}
