import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Classification } from '../../src/domain/recipes/classification';
import { readPublicRecipeSeed } from '../../scripts/seed/public-recipes';
import { expect, test } from './support/fixtures';
import { storePublicRecipes, type PublicRecipeToStore } from './support/household-admin';

// Discovery over a large catalogue (issue 24): filters and the name search run in the query, so
// 'Difficile' finds the difficult recipes among 5,000 and pages on through them, and a recipe
// published a minute ago is found by a word of its name, plural and accents aside. The stored
// recipes are older than the seed's, so the other journeys' first pages stay as they were, and
// they are removed afterwards.

const CATALOGUE_SIZE = 5_000;
const DAY_MS = 24 * 60 * 60 * 1_000;
/** Every ninth recipe is difficult, every fifth a dessert: 556 difficult, 111 of them desserts. */
const isHard = (index: number) => index % 9 === 4;
const isDessert = (index: number) => index % 5 === 0;

function storedCatalogue(now: number): PublicRecipeToStore[] {
  return Array.from({ length: CATALOGUE_SIZE }, (_, index) => {
    const classification: Classification = {
      dishTypes: [isDessert(index) ? 'dessert' : 'main'],
      dietaryRestrictions: [],
      difficulty: isHard(index) ? 'hard' : 'easy',
      cost: 'medium',
    };
    // Older than the seed's oldest recipe (118 days), one minute apart.
    return { name: `Essai ${index} ${isHard(index) ? 'corsé' : 'simple'}`, classification, createdAt: new Date(now - 200 * DAY_MS - index * 60_000) };
  });
}

/** A word no recipe has: letters only, as names are searched by word. */
function uniqueWord(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

const cards = (page: Page) => page.getByRole('main').getByRole('listitem');

// The emulator answers a query by scanning the whole collection, which at 5,000 recipes takes
// seconds on a busy machine; Firestore answers from its indexes.
const slowQuery = { timeout: 30_000 };

/** The names of the cards shown, each card's heading. */
async function shownNames(page: Page): Promise<string[]> {
  return cards(page).getByRole('heading').allTextContents();
}

let removeStored: (() => Promise<void>) | undefined;
const fresh = `Gâteau ${uniqueWord()}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const now = Date.now();
  removeStored = await storePublicRecipes([
    ...storedCatalogue(now),
    { name: fresh, classification: { dishTypes: ['dessert'], dietaryRestrictions: [], difficulty: 'easy', cost: 'cheap' }, createdAt: new Date(now - 60_000) },
  ]);
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  await removeStored?.();
});

test("@desktop 'Difficile' shows only difficult recipes of the whole catalogue, 'Voir plus' brings 20 more, and a search finds a recipe published a minute ago", async ({ page }) => {
  test.setTimeout(240_000);
  const seed = readPublicRecipeSeed().recipes;
  const hardDesserts = new Set(seed.filter((recipe) => recipe.classification.difficulty === 'hard' && recipe.classification.dishTypes.includes('dessert')).map((recipe) => recipe.name));

  await page.goto('/recipes');
  await expect(cards(page)).toHaveCount(20, slowQuery);
  await page.getByRole('button', { name: 'Filtres' }).click();
  await page.getByLabel('Difficulté').selectOption({ label: 'Difficile' });

  await expect(cards(page)).toHaveCount(20, slowQuery);
  await expect(cards(page).filter({ hasText: 'Difficile' })).toHaveCount(20);
  const firstPage = await shownNames(page);

  await page.getByRole('button', { name: 'Voir plus' }).click();
  await expect(cards(page)).toHaveCount(40, slowQuery);
  await expect(cards(page).filter({ hasText: 'Difficile' })).toHaveCount(40);
  const twoPages = await shownNames(page);
  expect(twoPages.slice(0, 20)).toEqual(firstPage);
  expect(new Set(twoPages).size).toBe(40);

  // Difficult desserts: the seed's and the 111 stored here, newest first, none of them easy.
  await page.getByRole('button', { name: 'Dessert' }).click();
  await expect(cards(page)).toHaveCount(20, slowQuery);
  for (const name of await shownNames(page)) expect(hardDesserts.has(name) || /^Essai \d+ corsé$/.test(name), name).toBe(true);
  await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
  await expect(cards(page)).toHaveCount(20, slowQuery);

  const word = fresh.split(' ')[1] ?? '';
  await page.getByRole('searchbox', { name: 'Rechercher une recette...' }).fill(`GATEAUX ${word}`);
  await expect(cards(page)).toHaveCount(1, slowQuery);
  await expect(cards(page).getByRole('heading', { name: fresh })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher une recette...' }).fill(`gâteaux ${word}z`);
  await expect(page.getByText('Aucune recette ne correspond aux filtres sélectionnés.')).toBeVisible(slowQuery);
});
