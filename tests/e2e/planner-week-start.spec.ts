import type { Page } from '@playwright/test';
import { DEMO_WEEK_START_DAY } from '../../scripts/seed/demo-week';
import { expect, test } from './support/fixtures';
import { dayHeadingDates, shownDays } from './support/planner';

// Issue 25: the planner draws no week but the household's, not even for a frame before the
// household's week start is known, on a first visit and on a repeat one; and the week kept from
// the last visit never blinks out before the live one draws.

declare global {
  interface Window {
    /** Every first day of a week the planner drew, as it drew it. */
    weeksDrawn?: string[];
  }
}

/**
 * Records, from the document's first node, each week the page draws, and '' when days once drawn
 * vanish (a blink between the kept week and the live one): a mutation observer sees every change
 * before it is painted.
 */
async function recordWeeksDrawn(page: Page): Promise<void> {
  await page.addInitScript((selector) => {
    const drawn: string[] = [];
    window.weeksDrawn = drawn;
    new MutationObserver(() => {
      const first = document.querySelector(selector)?.getAttribute('datetime') ?? '';
      if (drawn.length > 0 ? drawn.at(-1) !== first : first) drawn.push(first);
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['datetime'] });
  }, dayHeadingDates);
}

/** The first day of the household's week holding today, as the browser counts days. */
function householdWeekStart(page: Page): Promise<string> {
  return page.evaluate((startDay) => {
    const day = new Date();
    day.setDate(day.getDate() - ((day.getDay() - startDay + 7) % 7));
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  }, DEMO_WEEK_START_DAY);
}

test("opening the planner never draws a week other than the household's, first visit or repeat", async ({ demoPage: page }) => {
  await recordWeeksDrawn(page);
  const weekStart = await householdWeekStart(page);

  for (const visit of ['first', 'repeat'] as const) {
    if (visit === 'first') await page.goto('/meal-entries');
    else await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^Semaine du / })).toBeVisible();
    // The live week, not the one kept from the first visit.
    await expect(page.locator('[data-preview]')).toHaveCount(0);
    expect((await shownDays(page))[0], `${visit} visit`).toBe(weekStart);
    expect(await page.evaluate(() => window.weeksDrawn), `${visit} visit`).toEqual([weekStart]);
  }
});
