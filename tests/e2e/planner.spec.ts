import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { demoAccount } from '../../scripts/seed/demo-account';
import { storedPortionsOf } from './support/household-admin';
import { allSaved, dayCard, dragWithFinger, dragWithMouse, openPlanner, swipeUp } from './support/planner';

// The weekly planner (spec B §2, §4): planning by drag and drop, by keyboard and by taps, from a
// recipe page, live between two members, and a refused write taken back on screen.

// Each journey here opens its first screen itself.
test.use({ signedInOn: null });

const CURRY = 'Curry de pois chiches aux épinards';

const panelCard = (page: Page, recipe: string) => page.getByRole('button', { name: `Glisser ${recipe} vers un jour` });
const entryIn = (page: Page, date: string, recipe: string) => dayCard(page, date).getByRole('listitem').filter({ hasText: recipe });

// The recipe panel and mouse dragging are the desktop layout.
test.describe('on a desktop', { tag: '@desktop' }, () => {
  test('the demo user drags a recipe onto a day, moves it with the keyboard, sets its meal and portions, and opens it', async ({ demoPage: page }) => {
    const days = await openPlanner(page, 'next');
    const [first = '', second = ''] = days;

    await dragWithMouse(page, panelCard(page, CURRY), dayCard(page, first));
    await expect(entryIn(page, first, CURRY)).toBeVisible();

    // Pick it up, one arrow right to the next day's column, drop: announced in French.
    await dayCard(page, first).getByRole('button', { name: `Déplacer ${CURRY}` }).focus();
    await page.keyboard.press('Space');
    await expect(dayCard(page, first).getByRole('button', { name: `Déplacer ${CURRY}` })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('status').filter({ hasText: new RegExp(`Recette ${CURRY} au-dessus de mardi`) })).toBeAttached();
    await page.keyboard.press('Space');
    await expect(entryIn(page, second, CURRY)).toBeVisible();
    await expect(entryIn(page, first, CURRY)).toHaveCount(0);
    await expect(dayCard(page, first).getByText('Aucune recette planifiée')).toBeVisible();
    await expect(page.getByText(new RegExp(`Recette ${CURRY} déposée sur mardi`))).toBeAttached();

    // In the grid a meal's controls are behind its options.
    const row = entryIn(page, second, CURRY);
    await row.getByRole('button', { name: `Options de ${CURRY}` }).click();
    await row.getByRole('combobox', { name: `Type de repas pour ${CURRY}` }).selectOption({ label: 'Dîner' });
    await row.getByRole('textbox', { name: 'Portions' }).fill('8');
    await row.getByRole('textbox', { name: 'Portions' }).press('Enter');
    await expect(row.getByRole('textbox', { name: 'Portions' })).toHaveValue('8');
    // Taps show at once and are written where they settle, with no button to confirm them.
    await row.getByRole('button', { name: 'Retirer une portion' }).click();
    await row.getByRole('button', { name: 'Retirer une portion' }).click();
    await row.getByRole('button', { name: 'Ajouter une portion' }).click();
    await expect(row.getByRole('textbox', { name: 'Portions' })).toHaveValue('7');
    await expect.poll(() => storedPortionsOf({ email: demoAccount.email, recipeId: 'demo-curry', date: second })).toContain(7);
    await allSaved(page);

    // Stored, not only shown: a fresh load shows the same.
    await openPlanner(page, 'next');
    const stored = entryIn(page, second, CURRY);
    await expect(stored).toContainText('Dîner');
    await stored.getByRole('button', { name: `Options de ${CURRY}` }).click();
    await expect(stored.getByRole('combobox', { name: `Type de repas pour ${CURRY}` })).toHaveValue('dinner');
    await expect(stored.getByRole('textbox', { name: 'Portions' })).toHaveValue('7');

    await page.keyboard.press('Escape');
    await stored.getByRole('link', { name: CURRY }).click();
    await expect(page).toHaveURL(/\/recipes\/demo-curry\?portions=7$/);
    await expect(page.getByRole('heading', { level: 1, name: CURRY })).toBeVisible();

    await openPlanner(page, 'next');
    await entryIn(page, second, CURRY).getByRole('button', { name: `Options de ${CURRY}` }).click();
    await entryIn(page, second, CURRY).getByRole('button', { name: `Supprimer ${CURRY}` }).click();
    await expect(entryIn(page, second, CURRY)).toHaveCount(0);
    await allSaved(page);
  });

  test('a past day refuses a drop and offers no add button', async ({ demoPage: page }) => {
    const [first = ''] = await openPlanner(page, 'previous');
    const past = dayCard(page, first);
    await expect(past.getByText('Aucune recette', { exact: true })).toBeVisible();
    await expect(past.getByRole('button', { name: /^Ajouter une recette au/ })).toHaveCount(0);

    await dragWithMouse(page, panelCard(page, CURRY), past);
    // Whatever the drop would have written has had time to show by now.
    await page.waitForTimeout(1_000);
    await expect(entryIn(page, first, CURRY)).toHaveCount(0);
  });
});

test('from a recipe page, add-to-plan asks for a date, adds the recipe to the cookbook, and a member sees it within 2 seconds', { tag: '@any-layout' }, async ({ ownerPage, memberPage }) => {
  test.setTimeout(90_000);
  const days = await openPlanner(memberPage, 'next');
  const lastDay = days[6] ?? '';

  await ownerPage.goto('/recipes/tarte-tatin');
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Tarte Tatin' })).toBeVisible();
  await ownerPage.getByRole('button', { name: 'Ajouter au menu' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Ajouter au menu' });
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText("Veuillez d'abord choisir une date");

  // The fourteenth day offered is the last of the following week.
  await dialog.locator('button[aria-pressed]:not([disabled])').filter({ hasText: /\d/ }).last().click();
  await dialog.getByRole('button', { name: 'Dîner' }).click();
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Ajouté au menu !');
  await expect(entryIn(memberPage, lastDay, 'Tarte Tatin')).toBeVisible({ timeout: 2_000 });
  await expect(dialog).toBeHidden();

  // Another household's recipe joined the cookbook in the same write.
  await ownerPage.goto('/cookbook');
  await expect(ownerPage.getByTestId('cookbook-recipes').getByRole('listitem').filter({ hasText: 'Tarte Tatin' })).toBeVisible();
  const meal = entryIn(memberPage, lastDay, 'Tarte Tatin');
  // In the desktop's grid the meal type is behind the meal's options; a phone's row shows it.
  const options = meal.getByRole('button', { name: 'Options de Tarte Tatin' });
  if (await options.isVisible()) await options.click();
  await expect(meal.getByRole('combobox', { name: 'Type de repas pour Tarte Tatin' })).toHaveValue('dinner');
});

// The popular recipes sheet and the Créer menu are the phone layout.
test.describe('on a phone', { tag: '@phone' }, () => {
  test('the demo user plans by taps, and the Créer menu opens the add menu once', async ({ demoPage: page }) => {
    const [first = '', second = ''] = await openPlanner(page, 'next');

    await page.getByRole('button', { name: 'Recettes populaires' }).click();
    await page.getByRole('button', { name: /Crêpes du dimanche/ }).first().click();
    const days = page.getByRole('dialog', { name: 'Choisir un jour' });
    await days.getByRole('button', { name: /^lundi / }).first().click();
    await page.getByRole('dialog', { name: 'Ajouter au menu' }).getByRole('button', { name: 'Passer' }).click();
    await expect(entryIn(page, first, 'Crêpes du dimanche')).toBeVisible();

    await page.getByRole('button', { name: 'Créer' }).click();
    await page.getByRole('dialog', { name: 'Créer' }).getByRole('button', { name: 'Repas au planning' }).click();
    const picker = page.getByRole('dialog', { name: 'Sélectionner une recette' });
    await expect(picker).toBeVisible();
    await expect(page).toHaveURL(/\/meal-entries$/);
    await picker.getByRole('searchbox', { name: 'Rechercher une recette...' }).fill('OMELETTE');
    await picker.getByRole('button', { name: /Omelette aux fines herbes/ }).click();
    await page.getByRole('dialog', { name: 'Choisir un jour' }).getByRole('button', { name: /^mardi / }).first().click();
    const details = page.getByRole('dialog', { name: 'Ajouter au menu' });
    await details.locator('label').filter({ hasText: /^Déjeuner$/ }).click();
    await expect(details.getByRole('radio', { name: 'Déjeuner', exact: true })).toBeChecked();
    await details.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(entryIn(page, second, 'Omelette aux fines herbes')).toBeVisible();
    await expect(entryIn(page, second, 'Omelette aux fines herbes').getByRole('combobox')).toHaveValue('lunch');

    // A long press picks the entry up under the finger, and it moves back to the first day.
    await dayCard(page, first).scrollIntoViewIfNeeded();
    await dragWithFinger(page, dayCard(page, second).getByRole('button', { name: 'Déplacer Omelette aux fines herbes' }), dayCard(page, first));
    await expect(entryIn(page, first, 'Omelette aux fines herbes')).toBeVisible();
    await expect(entryIn(page, second, 'Omelette aux fines herbes')).toHaveCount(0);

    // A quick swipe over the same handle scrolls the page and drags nothing (mealie's #1177).
    const handle = dayCard(page, first).getByRole('button', { name: 'Déplacer Omelette aux fines herbes' });
    await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const scrolled = await page.evaluate(() => window.scrollY);
    await swipeUp(page, handle, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled + 50);
    await expect(entryIn(page, first, 'Omelette aux fines herbes')).toBeVisible();

    // Nothing covers the week: scrolled to the end, its last area sits wholly above the bar of the planner's own controls.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const unplanned = await page.getByRole('region', { name: 'Non planifiées' }).boundingBox();
    const dock = await page.getByTestId('planner-dock').boundingBox();
    expect(unplanned && dock).not.toBeNull();
    expect((unplanned?.y ?? 0) + (unplanned?.height ?? 0)).toBeLessThanOrEqual(dock?.y ?? 0);
    await expect(page.getByTestId('planner-dock').getByRole('button', { name: 'Recettes populaires' })).toBeVisible();
    await expect(page.getByTestId('planner-dock').getByRole('button', { name: 'Ouvrir la liste de courses' })).toBeVisible();
  });
});
