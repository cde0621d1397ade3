import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

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
    const amountOf = (name: string) => ingredients.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) }).locator('span').last();
    const before = await aubergine.textContent();
    await expect(page.getByTestId('portions')).toContainText('6');
    // The list's words: garlic in cloves, spoons and pieces in kitchen fractions.
    await expect(amountOf('aubergine')).toHaveText('2 pièces');
    await expect(amountOf('ail')).toHaveText('3 gousses');
    await expect(amountOf('poivre noir')).toHaveText('½ c. à c.');
    await page.getByRole('button', { name: 'Plus de portions' }).click();
    await expect(page).toHaveURL(/\?portions=7$/);
    await expect(aubergine).not.toHaveText(before ?? '');
    await expect(amountOf('ail')).toHaveText('3 ½ gousses');
    await page.getByRole('button', { name: 'Moins de portions' }).click();
    await expect(page).toHaveURL(/recette_ratatouille_ratatouille$/);
    await expect(aubergine).toHaveText(before ?? '');

    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'En ce moment' })).toBeVisible();
  });

  test('shows Recette introuvable for an unknown address', async ({ page }) => {
    await page.goto('/recette/recette_nimporte_quoi_inconnu');
    await expect(page.getByRole('heading', { name: 'Recette introuvable' })).toBeVisible();
    await page.getByRole('link', { name: 'Retour aux recettes' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
  });

  test('sends a public recipe opened by id to its readable address', async ({ page }) => {
    await page.goto('/recipes/crepes?portions=8');
    await expect(page).toHaveURL(/\/recette\/recette_crepes_crepes\?portions=8$/);
  });
});

async function addIngredient(page: Page, index: number, typed: string, pick: string, quantity: string) {
  await page.getByRole('button', { name: 'Ajouter un ingrédient' }).click();
  const name = page.getByRole('combobox', { name: `Ingrédient ${index}` });
  await expect(name).toBeFocused();
  await name.fill(typed);
  await page.getByRole('option', { name: pick, exact: true }).click();
  await expect(name).toHaveValue(pick);
  await page.getByLabel(`Quantité ${index}`).fill(quantity);
}

async function createTagInForm(page: Page, name: string) {
  await page.getByRole('button', { name: 'Nouveau tag' }).click();
  await page.getByLabel('Nom du tag').fill(name);
  await page.getByRole('main').getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page.getByRole('button', { name, pressed: true })).toBeVisible();
}

test('the demo household writes a public recipe, renames it, tags it, filters and bookmarks', { tag: '@any-layout' }, async ({ demoPage: page }) => {
  // A whole journey of a dozen screens: longer than one interaction's default budget.
  test.setTimeout(120_000);
  const run = Math.random().toString(36).slice(2, 7);

  // A public recipe with three catalogue ingredients and two new tags.
  await page.goto('/recipes/new');
  await page.getByLabel('Titre').fill(`Velouté test ${run}`);
  await page.getByLabel('Portions').fill('4');
  const picture = page.locator('input[type="file"]');
  await picture.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') });
  await expect(page.getByRole('alert')).toContainText('Le fichier doit être une image');
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
  await picture.setInputFiles({ name: 'velouté.png', mimeType: 'image/png', buffer: png });
  // The local stack has no Storage emulator: the picture is kept inline, as the spec says.
  await expect(page.getByText("Firebase Storage non disponible. L'image sera stockée en base64.")).toBeVisible();
  await expect(page.getByRole('img', { name: 'Aperçu de la photo' })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await addIngredient(page, 1, 'carot', 'carotte', '3');
  // A second empty line is refused: focus goes back to the incomplete one.
  await page.getByRole('button', { name: 'Ajouter un ingrédient' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Ajouter un ingrédient' }).click();
  await expect(page.getByRole('combobox', { name: 'Ingrédient 2' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Ingrédient 3' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Ingrédient 2' }).fill('poir');
  await page.getByRole('option', { name: 'poireau', exact: true }).click();
  await page.getByLabel('Quantité 2').fill('2');
  await addIngredient(page, 3, 'crème fr', 'crème fraîche épaisse', '20');
  await page.getByLabel('Étapes (une par ligne)').fill('Éplucher les légumes.\nCuire 20 minutes.\nMixer avec la crème.');
  await page.getByRole('radio', { name: 'Publique' }).click();
  await createTagInForm(page, `Rapide ${run}`);
  await createTagInForm(page, `Hiver ${run}`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/cookbook$/);

  // Its readable address, then the address follows a new name.
  await page.getByRole('link', { name: new RegExp(`Velouté test ${run}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/recette/recette_veloute_test_${run}_\\w+$`));
  await expect(page.getByTestId('ingredients').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'Tags' })).toContainText(`Rapide ${run}`);
  await expect(page.getByRole('img', { name: new RegExp(`Velouté test ${run}`) })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await page.getByRole('link', { name: 'Modifier' }).click();
  await expect(page.getByLabel('Titre')).toHaveValue(`Velouté test ${run}`);
  await expect(page.getByTestId('visibility-hint')).toContainText(`/recette/recette_veloute_test_${run}_`);
  await page.getByLabel('Titre').fill(`Velouté express ${run}`);
  await expect(page.getByTestId('visibility-hint')).toContainText(`/recette/recette_veloute_express_${run}_`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/cookbook$/);
  await page.getByRole('link', { name: new RegExp(`Velouté express ${run}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/recette/recette_veloute_express_${run}_\\w+$`));

  // Tag filter: OR is the union, AND the intersection; then a saved view.
  await page.goto('/cookbook');
  const recipeCard = page.getByTestId('cookbook-recipes').getByRole('link', { name: new RegExp(`Velouté express ${run}`) });
  await page.getByRole('group', { name: 'Tags' }).getByRole('button', { name: `Rapide ${run}` }).click();
  await page.getByRole('group', { name: 'Tags' }).getByRole('button', { name: 'Favoris' }).click();
  await expect(recipeCard).toBeVisible();
  await page.getByRole('radio', { name: 'Tous (ET)' }).click();
  await expect(recipeCard).toHaveCount(0);
  await page.getByRole('group', { name: 'Tags' }).getByRole('button', { name: 'Favoris' }).click();
  await page.getByRole('group', { name: 'Tags' }).getByRole('button', { name: `Hiver ${run}` }).click();
  await expect(recipeCard).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer comme vue' }).click();
  await page.getByLabel('Nom de la vue').fill(`Soirs ${run}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
  const view = page.getByRole('group', { name: 'Vues' }).getByRole('button', { name: `Soirs ${run}`, exact: true });
  await expect(view).toHaveAttribute('aria-pressed', 'true');
  await expect(recipeCard).toBeVisible();

  // Bookmark another household's recipe: it joins the cookbook under NiooChefs, then leaves.
  await page.goto('/recipes');
  await page.getByRole('tab', { name: 'En ce moment' }).click();
  const other = 'Ratatouille';
  const card = page.getByRole('listitem').filter({ hasText: other });
  await card.getByRole('button', { name: 'Ajouter à mon carnet' }).click();
  await expect(card.getByRole('button', { name: 'Retirer de mon carnet' })).toBeVisible();
  // In-app navigation, as a user would: a reload right after the click could cut the write short.
  await page.getByRole('link', { name: /^(Mes recettes|Carnet)$/ }).click();
  await page.getByRole('group', { name: 'Vues' }).getByRole('button', { name: 'Toutes les recettes' }).click();
  await page.getByRole('group', { name: 'Tags' }).getByRole('button', { name: 'NiooChefs' }).click();
  const bookmarked = page.getByTestId('cookbook-recipes').getByRole('listitem').filter({ hasText: other });
  await expect(bookmarked).toBeVisible();
  await bookmarked.getByRole('button', { name: 'Retirer de mon carnet' }).click();
  await expect(bookmarked).toHaveCount(0);

  // Clean up this run's view so the next one starts from the same screen.
  await page.getByRole('button', { name: `Supprimer la vue Soirs ${run}` }).click();
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByRole('button', { name: `Soirs ${run}`, exact: true })).toHaveCount(0);

  // After a reload the cookbook comes back from the database: the bookmark is really gone.
  await page.reload();
  const cookbook = page.getByTestId('cookbook-recipes');
  await expect(cookbook.getByRole('link', { name: new RegExp(`Velouté express ${run}`) })).toBeVisible();
  await expect(cookbook.getByRole('listitem').filter({ hasText: other })).toHaveCount(0);
});
