import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/fixtures';

// 'Coller une liste d'ingrédients' (issue 14): a list copied from a recipe site becomes the
// recipe's ingredient lines, reviewed in the form, then saved with what the parser read.

// Each journey here opens its first screen itself.
test.use({ signedInOn: null });

const pastedList = [
  'Pour la pâte :',
  '500 g de farine',
  "3 gousses d'ail, écrasées",
  "2 c. à s. d'huile d'olive",
  '25 cl de lait',
  '1 cuillère à soupe de sauce poivrade maison',
  'Sel, poivre',
].join('\n');

test('the demo household pastes an ingredient list, reviews the marked lines and saves the recipe', { tag: '@any-layout' }, async ({ demoPage: page }) => {
  test.setTimeout(90_000);
  const run = Math.random().toString(36).slice(2, 7);

  await page.goto('/recipes/new');
  await page.getByLabel('Titre').fill(`Fougasse collée ${run}`);
  await page.getByLabel('Portions').fill('4');

  await page.getByRole('button', { name: "Coller une liste d'ingrédients" }).click();
  const list = page.getByLabel("Liste d'ingrédients");
  await expect(list).toBeFocused();
  await list.fill(pastedList);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ajouter à la recette' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'ingrédients ajoutés' })).toHaveText(
    "6 ingrédients ajoutés, à vérifier avant d'enregistrer. 1 aliment n'est pas reconnu dans le catalogue : il est signalé dans la liste. 1 ligne n'a pas de quantité : sans quantité, elle ne sera pas enregistrée.",
  );
  const names = page.getByRole('combobox', { name: /^Ingrédient \d+$/ });
  await expect(names).toHaveCount(6);
  await expect(page.getByRole('combobox', { name: 'Ingrédient 1' })).toHaveValue('farine de blé');
  await expect(page.getByLabel('Quantité 1')).toHaveValue('500');
  await expect(page.getByLabel('Unité 1')).toHaveValue('gram');
  await expect(page.getByLabel('Unité 3')).toHaveValue('tablespoon');

  // The food the catalogue lacks is marked in words, read with its field, until the cook edits it.
  const unmatched = page.getByRole('combobox', { name: 'Ingrédient 5' });
  await expect(unmatched).toHaveValue('sauce poivrade maison');
  await expect(unmatched).toHaveAccessibleDescription('Aliment non reconnu : choisissez-le dans le catalogue ou gardez ce nom.');
  await expect(page.getByLabel('Quantité 6')).toHaveAccessibleDescription('Quantité à préciser, sinon la ligne ne sera pas enregistrée.');
  await expectAccessible(page);
  await page.getByLabel('Quantité 6').fill('1');
  await expect(page.getByLabel('Quantité 6')).toHaveAccessibleDescription('');
  await expect(page.getByText('Aliment non reconnu : choisissez-le dans le catalogue ou gardez ce nom.')).toBeVisible();

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/cookbook$/);
  await page.getByRole('link', { name: new RegExp(`Fougasse collée ${run}`) }).click();
  const ingredients = page.getByTestId('ingredients').getByRole('listitem');
  await expect(ingredients).toHaveCount(6);
  const saved: readonly (readonly [name: string, quantity: string])[] = [
    ['farine de blé', '500 g'],
    // As the list words them: garlic in cloves, spoons in French.
    ['ail', '3 gousses'],
    ["huile d'olive", '2 c. à s.'],
    ['lait demi-écrémé', '25 cl'],
    ['sauce poivrade maison', '1 c. à s.'],
    ['sel', '1 pièce'],
  ];
  for (const [name, quantity] of saved) {
    await expect(ingredients.filter({ has: page.getByText(name, { exact: true }) })).toContainText(quantity);
  }
});
