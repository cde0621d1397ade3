import { expect, type Locator, type Page } from '@playwright/test';

/** A day card of the planner, found by its yyyy-MM-dd day. */
export function dayCard(page: Page, date: string): Locator {
  return page.getByRole('region').filter({ has: page.locator(`time[datetime="${date}"]`) });
}

/** Each day of the week on screen, by its heading's date. */
export const dayHeadingDates = 'section[aria-labelledby] h2 time[datetime]';

/** The days of the week on screen, in order. */
export async function shownDays(page: Page): Promise<string[]> {
  const days = page.locator(dayHeadingDates);
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
    await expect(page.locator(dayHeadingDates).first()).not.toHaveAttribute('datetime', before ?? '');
  }
  await expect(page.getByText('Chargement du planning...')).toHaveCount(0);
  return shownDays(page);
}

/**
 * Waits until the week shows all it will once its data has answered: every meal's recipe read
 * (until then the name it was planned with shows, and 'Cuisiné' on today's and past meals stays
 * disabled) and the grocery list answered (only then does today's card offer its meals to the
 * list, with that button's status). Meant for the demo week, where today has meals.
 */
export async function weekSettled(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('button', { name: /, retirer du placard$/, disabled: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /Aujourd'hui$/ }).getByRole('status')).toHaveCount(1);
}

/** The middle of an element's box, where a person presses it. */
const centre = (box: { x: number; y: number; width: number; height: number }) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/**
 * Drags with the mouse the way a person does: press, a few pixels to start the drag (the
 * sensor waits for 5 px), then over to the target in steps, and release.
 */
export async function dragWithMouse(page: Page, source: Locator, target: Locator): Promise<void> {
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  if (!from) throw new Error('The drag source is not on screen');
  const start = centre(from);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 10, start.y + 10, { steps: 3 });
  const to = await target.boundingBox();
  if (!to) throw new Error('The drop target is not on screen');
  const end = centre(to);
  await page.mouse.move(end.x, end.y, { steps: 12 });
  await page.mouse.move(end.x + 2, end.y + 2, { steps: 2 });
  await page.mouse.up();
}

/** Waits until every change made on the planner has reached the database ('Enregistrement…' gone). */
export async function allSaved(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'Enregistrement…' })).toHaveCount(0);
}

/**
 * Drags with a finger: a long press (the touch sensor waits 250 ms, so a quick swipe still
 * scrolls) held until the drag begins, then over to the target and lifted. Real touch events, through the DevTools protocol.
 */
export async function dragWithFinger(page: Page, source: Locator, target: Locator): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
    session.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ x: point.x, y: point.y }] : [] });
  let start = { x: 0, y: 0 };
  // The finger stays still until the drag has begun: a busy page can run the sensor's 250 ms
  // timer late, and a move before it fires is a swipe, which cancels the drag. Where the source
  // is is read as the finger goes down: a save's status line can still shift the week before.
  // A press that picked nothing up is lifted and tried again.
  await expect(async () => {
    const from = await source.boundingBox();
    if (!from) throw new Error('The drag source is not on screen');
    start = centre(from);
    await touch('touchStart', start);
    try {
      await expect(source).toHaveAttribute('aria-pressed', 'true', { timeout: 3_000 });
    } catch (error) {
      await touch('touchEnd');
      throw error;
    }
  }).toPass({ timeout: 20_000 });
  const to = await target.boundingBox();
  if (!to) throw new Error('The drop target is not on screen');
  const end = centre(to);
  for (let step = 1; step <= 10; step += 1) {
    await touch('touchMove', { x: start.x + ((end.x - start.x) * step) / 10, y: start.y + ((end.y - start.y) * step) / 10 });
  }
  await touch('touchEnd');
  await session.detach();
}

/**
 * A quick swipe up from the middle of `from` (no pause): the page should scroll, nothing be
 * dragged. The finger stays on the screen: the swipe stops short of its top edge.
 */
export async function swipeUp(page: Page, from: Locator, distance: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const box = await from.boundingBox();
  if (!box) throw new Error('The swipe start is not on screen');
  const start = centre(box);
  const travel = Math.min(distance, start.y - 10);
  // Sent back to back, as a finger's quick swipe arrives: awaited one by one, a busy machine
  // could stretch the gesture past the long press that starts a drag.
  const moves = Array.from({ length: 8 }, (_, index) => ({ x: start.x, y: start.y - (travel * (index + 1)) / 8 }));
  await Promise.all([
    session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] }),
    ...moves.map((point) => session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] })),
    session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
  ]);
  await session.detach();
}
