import { expect, test } from './support/fixtures';

// Two members of one household, each in their own browser: what one bookmarks elsewhere joins
// the other's open cookbook, and leaves it again when un-bookmarked, without a reload.

test('a cookbook open on another device follows bookmarks added and removed there', { tag: '@any-layout' }, async ({ ownerPage, memberPage }) => {
  test.setTimeout(90_000);
  await memberPage.goto('/cookbook');
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Mes recettes' })).toBeVisible();
  await expect(memberPage.getByText('Votre carnet est vide.')).toBeVisible();
  // Gone if the page reloads: the member's cookbook must follow on its own.
  await memberPage.evaluate(() => Object.assign(window, { cookbookSync: 'same page' }));

  await ownerPage.getByRole('tab', { name: 'En ce moment' }).click();
  const card = ownerPage.getByRole('listitem').filter({ hasText: 'Ratatouille' });
  await card.getByRole('button', { name: 'Ajouter à mon carnet' }).click();
  await expect(card.getByRole('button', { name: 'Retirer de mon carnet' })).toBeVisible();

  const kept = memberPage.getByTestId('cookbook-recipes').getByRole('listitem').filter({ hasText: 'Ratatouille' });
  await expect(kept).toBeVisible();

  await card.getByRole('button', { name: 'Retirer de mon carnet' }).click();
  await expect(card.getByRole('button', { name: 'Ajouter à mon carnet' })).toBeVisible();

  await expect(kept).toHaveCount(0);
  await expect(memberPage.getByText('Votre carnet est vide.')).toBeVisible();
  expect(await memberPage.evaluate(() => (window as { cookbookSync?: string }).cookbookSync)).toBe('same page');
});
