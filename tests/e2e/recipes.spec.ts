import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/accounts';

async function cards(page: Page) {
  return page.getByRole('main').getByRole('listitem');
}

test.describe('discovery for visitors', () => {
  test('browses the three views, filters, opens a recipe and scales its portions', async ({ page }) => {
    await page.goto('/recipes');
    await expect(page.getByRole('heading', { level: 1, name: 'Dernières recettes' })).toBeVisible();
    await expect(await cards(page)).toHaveCount(20);
    await expect(page.getByRole('button', { name: 'Ajouter à mon carnet' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'En ce moment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'En ce moment' })).toBeVisible();
    await expect(await cards(page)).toHaveCount(8);

    await page.getByRole('tab', { name: 'Recettes préférées' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recettes préférées' })).toBeVisible();
    await expect(await cards(page)).toHaveCount(20);

    await page.getByRole('button', { name: 'Filtres' }).click();
    await page.getByRole('button', { name: 'Dessert' }).click();
    await expect(page.getByRole('button', { name: /Filtres/ })).toContainText('Actif');
    const desserts = await cards(page);
    await expect(desserts.first()).toBeVisible();
    expect(await desserts.count()).toBeLessThan(20);
    await page.getByLabel('Difficulté').selectOption({ label: 'Difficile' });
    await page.getByLabel('Coût').selectOption({ label: 'Bon marché' });
    await page.getByRole('button', { name: 'Végan' }).click();
    await expect(page.getByText('Aucune recette ne correspond aux filtres sélectionnés.')).toBeVisible();
    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
    await expect(await cards(page)).toHaveCount(20);

    await page.getByRole('tab', { name: 'En ce moment' }).click();
    await page.getByRole('link', { name: /Ratatouille/ }).click();
    await expect(page).toHaveURL(/\/recette\/recette_ratatouille_ratatouille$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ratatouille' })).toBeVisible();
    const ingredients = page.getByTestId('ingredients');
    const aubergine = ingredients.getByRole('listitem').filter({ hasText: 'aubergine' });
    const before = await aubergine.textContent();
    await expect(page.getByTestId('portions')).toContainText('6');
    await page.getByRole('button', { name: 'Plus de portions' }).click();
    await expect(page).toHaveURL(/\?portions=7$/);
    await expect(aubergine).not.toHaveText(before ?? '');
    await page.getByRole('button', { name: 'Moins de portions' }).click();
    await expect(page).toHaveURL(/recette_ratatouille_ratatouille$/);
    await expect(aubergine).toHaveText(before ?? '');

    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'En ce moment' })).toBeVisible();
  });

  test('shows Recipe not found for an unknown address', async ({ page }) => {
    await page.goto('/recette/recette_nimporte_quoi_inconnu');
    await expect(page.getByRole('heading', { name: 'Recipe not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to recipes' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
  });

  test('sends a public recipe opened by id to its readable address', async ({ page }) => {
    await page.goto('/recipes/crepes?portions=8');
    await expect(page).toHaveURL(/\/recette\/recette_crepes_crepes\?portions=8$/);
  });
});
