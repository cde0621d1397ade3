import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/fixtures';

// A saved view is renamed and its tags changed in the dialog that created it (issue 27, spec B
// §4), and the cookbook then filters by the new tags. The journey creates its own view in the
// demo household and deletes it at the end, so the household is left as it was found.

// Each journey here opens its first screen itself.
test.use({ signedInOn: null });

test('a saved view is renamed and retagged, and the cookbook filters by its new tags', { tag: '@any-layout' }, async ({ demoPage: page }) => {
  // Two saves, a reload and a delete, each a transaction: more than the default 30 s on a busy machine.
  const run = Date.now().toString(36);
  await page.goto('/cookbook');
  const cards = page.getByTestId('cookbook-recipes').getByRole('listitem');
  const views = page.getByRole('group', { name: 'Vues' });
  await expect(cards.first()).toBeVisible();

  // The demo household keeps its Crêpes du dimanche under Favoris, the Tarte Tatin it bookmarked under NiooChefs.
  await page.getByRole('group', { name: 'Tags' }).getByRole('button', { name: 'Favoris' }).click();
  await page.getByRole('button', { name: 'Enregistrer comme vue' }).click();
  await page.getByRole('dialog', { name: 'Enregistrer comme vue' }).getByLabel('Nom de la vue').fill(`Favoris ${run}`);
  await page.getByRole('dialog', { name: 'Enregistrer comme vue' }).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(views.getByRole('button', { name: `Favoris ${run}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards.filter({ hasText: 'Crêpes du dimanche' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Tarte Tatin' })).toHaveCount(0);

  await views.getByRole('button', { name: `Modifier la vue Favoris ${run}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier la vue' });
  await expect(dialog.getByLabel('Nom de la vue')).toHaveValue(`Favoris ${run}`);
  await expectAccessible(page);
  await dialog.getByLabel('Nom de la vue').fill(`Chefs ${run}`);
  await dialog.getByRole('button', { name: 'Favoris' }).click();
  await dialog.getByRole('button', { name: 'NiooChefs' }).click();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();

  const renamed = views.getByRole('button', { name: `Chefs ${run}`, exact: true });
  await expect(renamed).toHaveAttribute('aria-pressed', 'true');
  await expect(views.getByRole('button', { name: `Favoris ${run}`, exact: true })).toHaveCount(0);
  await expect(cards.filter({ hasText: 'Tarte Tatin' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Crêpes du dimanche' })).toHaveCount(0);

  // Stored: after a reload the cookbook reads the view back from the database, renamed and retagged.
  await page.reload();
  await renamed.click();
  await expect(renamed).toHaveAttribute('aria-pressed', 'true');
  await expect(cards.filter({ hasText: 'Tarte Tatin' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Crêpes du dimanche' })).toHaveCount(0);

  await views.getByRole('button', { name: `Supprimer la vue Chefs ${run}` }).click();
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(renamed).toHaveCount(0);
});

// The tag manager loads its forms once the cookbook shows (cookbook-dialogs.ts): a tap opens it
// with the household's tags, and it closes as it opened.
test("the tag manager opens from the cookbook with the household's tags, and closes", { tag: '@any-layout' }, async ({ demoPage: page }) => {
  await page.goto('/cookbook');
  await expect(page.getByTestId('cookbook-recipes').getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Gérer les tags' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gérer les tags' });
  await expect(dialog.getByText('Favoris', { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
