import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/fixtures';

// Every dialog the phone's top bar and bottom bar open (spec A §2, issue 27): its title and its
// close button on the screen, whatever bar it was opened from, and it closes by its button and
// by Escape. A dialog drawn inside a bar was once placed by that bar, above the top of the screen.

/** The help page the user menu embeds is another site: the journey stays off the network. */
const HELP_PAGE = '<!doctype html><html lang="fr"><head><title>Aide</title></head><body><main><h1>Aide</h1></main></body></html>';

interface BarDialog {
  title: string;
  closeLabel: string;
  open: (page: Page) => Promise<void>;
}

const openCreateMenu = (page: Page) => page.getByTestId('bottom-bar').getByRole('button', { name: 'Créer' }).click();

const dialogs: BarDialog[] = [
  {
    title: 'Aide & Suggestions',
    closeLabel: 'Fermer',
    open: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Menu utilisateur' }).click();
      await page.getByTestId('user-menu').getByRole('button', { name: 'Aide & Suggestions' }).click();
    },
  },
  { title: 'Créer', closeLabel: 'Fermer', open: openCreateMenu },
  {
    title: 'Ajouter un article',
    closeLabel: 'Fermer',
    open: async (page) => {
      await openCreateMenu(page);
      await page.getByRole('dialog', { name: 'Créer' }).getByRole('button', { name: 'Article de courses' }).click();
    },
  },
  {
    title: 'Sélectionner une recette',
    closeLabel: 'Fermer',
    open: async (page) => {
      await openCreateMenu(page);
      await page.getByRole('dialog', { name: 'Créer' }).getByRole('button', { name: 'Repas au planning' }).click();
      await expect(page).toHaveURL(/\/meal-entries$/);
    },
  },
];

async function expectOpenOnScreen(page: Page, { title, closeLabel }: BarDialog): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: title, exact: true })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: closeLabel, exact: true })).toBeInViewport({ ratio: 1 });
}

test('every dialog of the top bar and the bottom bar opens on the screen and closes', { tag: '@phone' }, async ({ demoPage: page }) => {
  // Eight dialogs opened and four axe scans, each of a whole screen; on a busy phone run 60 s was short.
  test.setTimeout(120_000);
  await page.route(/^https:\/\/nioo\.fr\/aide/, (route) => route.fulfill({ contentType: 'text/html', body: HELP_PAGE }));

  // The user menu is a list of choices under its button, not a dialog; it too stays on screen.
  await page.getByRole('banner').getByRole('button', { name: 'Menu utilisateur' }).click();
  await expect(page.getByTestId('user-menu')).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('user-menu')).toBeHidden();

  for (const barDialog of dialogs) {
    const dialog = page.getByRole('dialog', { name: barDialog.title });

    await barDialog.open(page);
    await expectOpenOnScreen(page, barDialog);
    await expectAccessible(page, barDialog.title);
    await dialog.getByRole('button', { name: barDialog.closeLabel, exact: true }).click();
    await expect(dialog).toBeHidden();

    await barDialog.open(page);
    await expectOpenOnScreen(page, barDialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});
