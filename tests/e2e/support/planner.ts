import { expect, type Locator, type Page } from '@playwright/test';

/** A day card of the planner, found by its yyyy-MM-dd day. */
export function dayCard(page: Page, date: string): Locator {
  return page.getByRole('region').filter({ has: page.locator(`time[datetime="${date}"]`) });
}

/** The days of the week on screen, in order. */
export async function shownDays(page: Page): Promise<string[]> {
  const days = page.locator('section[aria-labelledby] h2 time[datetime]');
  await expect(days).toHaveCount(7);
  return days.evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
}

/** Opens the planner and waits for its week to load. */
export async function openPlanner(page: Page, week: 'current' | 'next' | 'previous' = 'current'): Promise<string[]> {
  await page.goto('/meal-entries');
  await expect(page.getByRole('heading', { level: 1, name: /^Semaine du / })).toBeVisible();
  if (week !== 'current') {
    const before = (await shownDays(page))[0];
    await page.getByRole('button', { name: week === 'next' ? 'Semaine suivante' : 'Semaine précédente' }).click();
    await expect(page.locator('section[aria-labelledby] h2 time[datetime]').first()).not.toHaveAttribute('datetime', before ?? '');
  }
  await expect(page.getByText('Chargement du planning...')).toHaveCount(0);
  return shownDays(page);
}

/**
 * Drags with the mouse the way a person does: press, a few pixels to start the drag (the
 * sensor waits for 5 px), then over to the target in steps, and release.
 */
export async function dragWithMouse(page: Page, source: Locator, target: Locator): Promise<void> {
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  if (!from) throw new Error('The drag source is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
  const to = await target.boundingBox();
  if (!to) throw new Error('The drop target is not on screen');
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.move(to.x + to.width / 2 + 2, to.y + to.height / 2 + 2, { steps: 2 });
  await page.mouse.up();
}

/** Waits until every change made on the planner has reached the database ('Enregistrement…' gone). */
export async function allSaved(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'Enregistrement…' })).toHaveCount(0);
}
