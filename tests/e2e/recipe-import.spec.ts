import { startRecipePagesServer, type RecipePagesServer } from '../fixtures/recipe-pages-server';
import { expect, test } from './support/fixtures';
import { recipePagesPort } from './test-stack';

// Each journey here opens its first screen itself.
test.use({ signedInOn: null });

// A French recipe site in miniature, on the one loopback host and port the stack's API may read.
let pages: RecipePagesServer;
test.beforeAll(async () => {
  pages = await startRecipePagesServer({ port: recipePagesPort });
});
test.afterAll(async () => {
  await pages.close();
});

test('the demo user imports a recipe from a web address, reviews it, saves it and finds it in the cookbook', { tag: '@any-layout' }, async ({ demoPage: page }) => {
  const run = Math.random().toString(36).slice(2, 7);
  await page.goto('/recipes/new');
  await expect(page.getByRole('heading', { name: 'Importer depuis une adresse web' })).toBeVisible();

  // An address that is not a web page's is refused in French, and the form stays empty.
  await page.getByLabel('Adresse de la page de la recette').fill('ftp://cuisine.example/quiche');
  await page.getByRole('button', { name: 'Importer' }).click();
  await expect(page.getByRole('alert')).toHaveText("Cette adresse n'est pas une adresse web (http ou https).");
  await expect(page.getByLabel('Titre')).toHaveValue('');

  await page.getByLabel('Adresse de la page de la recette').fill(`${pages.origin}/recettes/quiche-lorraine.html`);
  await page.getByRole('button', { name: 'Importer' }).click();
  await expect(page.getByText('Recette importée : vérifiez-la, puis enregistrez-la.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir la photo de la page' })).toHaveAttribute('href', `${pages.origin}/photos/quiche-lorraine-1x1.jpg`);

  // Review: the form holds the page's recipe, with its lines matched to the catalogue.
  await expect(page.getByLabel('Titre')).toHaveValue('Quiche lorraine traditionnelle');
  await expect(page.getByLabel('Portions')).toHaveValue('6');
  await expect(page.getByLabel('Préparation (min)')).toHaveValue('20');
  await expect(page.getByLabel('Cuisson (min)')).toHaveValue('40');
  await expect(page.getByLabel('Source (adresse web)')).toHaveValue(`${pages.origin}/recettes/quiche-lorraine.html`);
  await expect(page.getByRole('combobox', { name: 'Ingrédient 2' })).toHaveValue('lardon');
  await expect(page.getByLabel('Quantité 2')).toHaveValue('200');
  await expect(page.getByLabel('Étapes (une par ligne)')).toHaveValue(/^Préchauffer le four à 180°C \(thermostat 6\)\.\n/);
  await page.getByLabel('Titre').fill(`Quiche lorraine ${run}`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page).toHaveURL(/\/cookbook$/);
  await page.getByTestId('cookbook-recipes').getByRole('link', { name: new RegExp(`Quiche lorraine ${run}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Quiche lorraine ${run}` })).toBeVisible();
  await expect(page.getByTestId('ingredients')).toContainText('lardon');
  await expect(page.getByText('Enfourner 40 minutes, jusqu\'à ce que la quiche soit dorée.')).toBeVisible();
});
