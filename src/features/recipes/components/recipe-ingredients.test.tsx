import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FoodBuyingUnits } from '@/domain/recipes/recipe-line-amount';
import { useRecipeReads } from '@/features/recipes';
import { buildRecipe } from '@/testing/recipes';
import { renderApp } from '@/testing/render-app';

const SEO_URL = 'recette_gratin_r1';

const recipe = buildRecipe({
  name: 'Gratin',
  isPublic: true,
  seoUrl: SEO_URL,
  servings: 4,
  ingredients: [
    { id: 'l1', name: 'ail', quantity: 2, unit: 'piece', category: 'produce', standardIngredientId: 'ail' },
    { id: 'l2', name: 'persil plat', quantity: 1, unit: 'piece', category: 'produce', standardIngredientId: 'persil-plat' },
    { id: 'l3', name: 'oignon', quantity: 1, unit: 'piece', category: 'produce', standardIngredientId: 'oignon' },
    { id: 'l4', name: 'citron', quantity: 1, unit: 'piece', category: 'produce' },
    { id: 'l5', name: "huile d'olive", quantity: 1, unit: 'tablespoon', category: 'condiments', standardIngredientId: 'huile-d-olive' },
    { id: 'l6', name: 'muscade', quantity: 0.333, unit: 'teaspoon', category: 'condiments', standardIngredientId: 'muscade' },
    { id: 'l7', name: 'pomme de terre', quantity: 1, unit: 'kilogram', category: 'produce', standardIngredientId: 'pomme-de-terre' },
    { id: 'l8', name: 'crème liquide', quantity: 20, unit: 'centiliter', category: 'dairy', standardIngredientId: 'creme-liquide' },
    { id: 'l9', name: 'sel, poivre', quantity: 0, unit: 'piece', category: 'condiments' },
  ],
});

const sold: FoodBuyingUnits = new Map([
  ['ail', 'clove'],
  ['persil-plat', 'bunch'],
  ['oignon', 'piece'],
]);

/** The page's ingredient list as a cook reads it: each line's name and amount. */
function ingredientLines(): string[][] {
  return within(screen.getByTestId('ingredients'))
    .getAllByRole('listitem')
    .map((item) => Array.from(item.children, (cell) => cell.textContent ?? ''));
}

function openRecipe(path: string, buyingUnits: (ids: readonly string[]) => Promise<FoodBuyingUnits> = async () => sold) {
  const fetchBuyingUnits = vi.fn(buyingUnits);
  useRecipeReads.setState({ fetchRecipeBySeoUrl: async (seoUrl) => (seoUrl === SEO_URL ? recipe : null), fetchBuyingUnits });
  renderApp(path);
  return fetchBuyingUnits;
}

describe('the recipe page’s ingredients', () => {
  it('reads pieces in the food’s buying unit and spoons in kitchen fractions, as the grocery list does', async () => {
    const fetchBuyingUnits = openRecipe(`/recette/${SEO_URL}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gratin' })).toBeInTheDocument();
    // Only the foods counted in pieces need their buying unit, asked once.
    expect(fetchBuyingUnits).toHaveBeenCalledExactlyOnceWith(['ail', 'oignon', 'persil-plat']);
    expect(ingredientLines()).toEqual([
      ['ail', '2 gousses'],
      ['persil plat', '1 botte'],
      ['oignon', '1 pièce'],
      ['citron', '1 pièce'],
      ["huile d'olive", '1 c. à s.'],
      ['muscade', '⅓ c. à c.'],
      ['pomme de terre', '1 kg'],
      ['crème liquide', '20 cl'],
      ['sel, poivre', ''],
    ]);
  });

  it('reads the amounts at the portions chosen in the same words', async () => {
    const user = userEvent.setup();
    openRecipe(`/recette/${SEO_URL}?portions=6`);
    expect(await screen.findByTestId('portions')).toHaveTextContent('6 portions');
    expect(ingredientLines()).toEqual([
      ['ail', '3 gousses'],
      ['persil plat', '1 ½ botte'],
      ['oignon', '1 ½ pièce'],
      ['citron', '1 ½ pièce'],
      ["huile d'olive", '1 ½ c. à s.'],
      ['muscade', '½ c. à c.'],
      ['pomme de terre', '1,5 kg'],
      ['crème liquide', '30 cl'],
      ['sel, poivre', ''],
    ]);

    await user.click(screen.getByRole('button', { name: 'Moins de portions' }));
    expect(screen.getByTestId('portions')).toHaveTextContent('5 portions');
    expect(ingredientLines()).toEqual([
      ['ail', '2 ½ gousses'],
      ['persil plat', '1 ¼ botte'],
      ['oignon', '1 ¼ pièce'],
      ['citron', '1 ¼ pièce'],
      ["huile d'olive", '1 ¼ c. à s.'],
      // No kitchen fraction is near 0,42: the decimal, as the list's exact amounts read it.
      ['muscade', '0,42 c. à c.'],
      ['pomme de terre', '1,25 kg'],
      ['crème liquide', '25 cl'],
      ['sel, poivre', ''],
    ]);
  });

  it('reads fewer portions than the recipe’s in fractions of a piece or a spoon', async () => {
    openRecipe(`/recette/${SEO_URL}?portions=2`);
    expect(await screen.findByTestId('portions')).toHaveTextContent('2 portions');
    expect(ingredientLines()).toEqual([
      ['ail', '1 gousse'],
      ['persil plat', '½ botte'],
      ['oignon', '½ pièce'],
      ['citron', '½ pièce'],
      ["huile d'olive", '½ c. à s.'],
      ['muscade', '0,17 c. à c.'],
      ['pomme de terre', '0,5 kg'],
      ['crème liquide', '10 cl'],
      ['sel, poivre', ''],
    ]);
  });

  it('counts in pieces the foods whose buying unit it does not know (none could be read)', async () => {
    openRecipe(`/recette/${SEO_URL}`, async () => new Map());
    expect(await screen.findByRole('heading', { level: 1, name: 'Gratin' })).toBeInTheDocument();
    expect(ingredientLines().slice(0, 3)).toEqual([
      ['ail', '2 pièces'],
      ['persil plat', '1 pièce'],
      ['oignon', '1 pièce'],
    ]);
  });
});
