import { expect, test } from './support/fixtures';

test.describe('the shell in French', () => {
  test('renders /recipes in French for a French browser', async ({ page, isMobile }) => {
    await page.goto('/recipes');
    await expect(page.getByRole('heading', { level: 1, name: 'Dernières recettes' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const nav = isMobile ? page.getByTestId('bottom-bar') : page.getByRole('banner');
    await expect(nav.getByRole('link', { name: 'Explorer' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Connexion' })).toBeVisible();
  });

  test('sends a visitor opening /cookbook to /login', async ({ page }) => {
    await page.goto('/cookbook');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the Créer menu sends a visitor to /login', async ({ page, isMobile }) => {
    await page.goto('/recipes');
    const createButton = page.getByRole('button', { name: 'Créer' });
    if (!isMobile) {
      // The bottom bar and its add button are for phones only (under 768 px).
      await expect(createButton).toBeHidden();
      await page.setViewportSize({ width: 390, height: 844 });
    }
    // Tapped the moment the prerendered page shows, before the app holds it: the tap is kept
    // until it does (early-taps.ts), not lost.
    await createButton.click();
    const menu = page.getByRole('dialog', { name: 'Créer' });
    for (const choice of ['Nouvelle recette', 'Repas au planning', 'Article de courses']) {
      await expect(menu.getByRole('button', { name: choice })).toBeVisible();
    }
    await menu.getByRole('button', { name: 'Nouvelle recette' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  for (const path of ['/login', '/signup', '/verify-email', '/forgot-password']) {
    test(`shows only the logo on ${path}`, async ({ page }) => {
      await page.goto(path);
      const banner = page.getByRole('banner');
      await expect(banner.getByTestId('logo')).toBeVisible();
      await expect(banner.getByRole('link')).toHaveCount(1);
      await expect(banner.getByRole('button')).toHaveCount(0);
      await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
    });
  }
});

test.describe('the shell in English', () => {
  test.use({ locale: 'en-US' });

  test('renders /recipes in English for an English browser', async ({ page, isMobile }) => {
    await page.goto('/recipes');
    await expect(page.getByRole('heading', { level: 1, name: 'Latest recipes' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const nav = isMobile ? page.getByTestId('bottom-bar') : page.getByRole('banner');
    await expect(nav.getByRole('link', { name: 'Explore' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});
