import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { demoAccount } from '../../scripts/seed/demo-account';
import { expect, test } from './support/fixtures';
import { storeMeals } from './support/household-admin';
import { allSaved, dayCard, dayHeadingDates, dragWithMouse, openPlanner, shownDays } from './support/planner';

// The desktop's week grid (issue 25): from 1024 px the days are seven columns side by side, so a
// laptop's screen holds the whole week, and a drag lands on the column under the pointer.

// Each journey here opens its first screen itself.
test.use({ signedInOn: null });

const CURRY = 'Curry de pois chiches aux épinards';
const panelCard = (page: Page, recipe: string) => page.getByRole('button', { name: `Glisser ${recipe} vers un jour` });

test.describe('the week grid', { tag: '@desktop' }, () => {
  test('at 1280×800 the seven days are on screen, and a mouse drag to the last column plans the recipe on that day', async ({ demoPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const days = await openPlanner(page, 'next');
    const last = days[6] ?? '';

    // Every column whole within the window, side by side in the week's order, without scrolling.
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const boxes = await Promise.all(days.map((day) => dayCard(page, day).boundingBox()));
    for (const box of boxes) {
      expect(box).not.toBeNull();
      if (!box) continue;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    }
    const lefts = boxes.map((box) => box?.x ?? 0);
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await dragWithMouse(page, panelCard(page, CURRY), dayCard(page, last));
    const card = dayCard(page, last).getByRole('listitem').filter({ hasText: CURRY });
    await expect(card).toBeVisible();
    // On that day only (the panel's own card is no region's).
    await expect(page.getByRole('region').getByRole('listitem').filter({ hasText: CURRY })).toHaveCount(1);
    await expect(card.locator('xpath=ancestor::section[1]//time')).toHaveAttribute('datetime', last);
    await allSaved(page);

    // The grid, and a meal's options open on it, leave axe nothing serious to say.
    await card.getByRole('button', { name: `Options de ${CURRY}` }).click();
    await expect(card.getByRole('group', { name: `Options de ${CURRY}` })).toBeVisible();
    await expectAccessible(page);

    await card.getByRole('button', { name: `Supprimer ${CURRY}` }).click();
    await expect(dayCard(page, last).getByRole('listitem').filter({ hasText: CURRY })).toHaveCount(0);
    await allSaved(page);
  });

  test('at 1280×800 a week of three meals a day shows whole, without scrolling', async ({ demoPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // Four weeks ahead, where no other journey plans.
    let shown = await openPlanner(page, 'next');
    for (let week = 0; week < 3; week += 1) {
      await page.getByRole('button', { name: 'Semaine suivante' }).click();
      await expect(page.locator(dayHeadingDates).first()).not.toHaveAttribute('datetime', shown[0] ?? '');
      shown = await shownDays(page);
    }
    const recipes = ['demo-curry', 'demo-lentilles', 'demo-gratin'];
    const remove = await storeMeals(
      demoAccount.email,
      shown.flatMap((date) => ['breakfast', 'lunch', 'dinner'].map((mealType, index) => ({ recipeId: recipes[index] ?? 'demo-curry', date, mealType }))),
    );
    try {
      for (const day of shown) await expect(dayCard(page, day).getByRole('listitem')).toHaveCount(3);
      const viewport = page.viewportSize() ?? { width: 0, height: 0 };
      for (const day of shown) {
        const box = await dayCard(page, day).boundingBox();
        expect(box && box.y + box.height, day).toBeLessThanOrEqual(viewport.height);
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    } finally {
      await remove();
    }
  });
});
