import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/fixtures';

// The cookbook's name search runs in the database query (issue 24): it finds a recipe by the
// start of any word of its name, accents aside, and says when nothing matches.

// Each journey here opens its first screen itself.
test.use({ signedInOn: null });

test('the cookbook finds a recipe by the start of a word of its name, and says when none matches', { tag: '@any-layout' }, async ({ demoPage: page }) => {
  await page.goto('/cookbook');
  const cards = page.getByTestId('cookbook-recipes').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Rechercher une recette...' });

  await search.fill('epin');
  await expect(cards.filter({ hasText: 'Curry de pois chiches aux épinards' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Omelette aux fines herbes' })).toHaveCount(0);
  await expectAccessible(page);

  await search.fill('zzqx');
  await expect(page.getByText('Aucune recette ne correspond aux filtres sélectionnés.')).toBeVisible();
  await search.fill('');
  await expect(cards.filter({ hasText: 'Omelette aux fines herbes' })).toBeVisible();
});
