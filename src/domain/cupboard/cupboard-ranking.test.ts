import { describe, expect, it } from 'vitest';
import type { AggregatableLine, AggregatableRecipe } from '../grocery/grocery-line';
import { shopperCatalogue } from '@/testing/shopper-samples';
import { food, stockOf, typed } from '@/testing/shopper-table';
import type { StockAmounts } from './pantry-entry';
import { rankByCupboard } from './cupboard-ranking';

let nextId = 0;
function recipe(name: string, ...lines: Omit<AggregatableLine, 'id'>[]): AggregatableRecipe {
  nextId += 1;
  return { id: `r${nextId}`, name, servings: 4, ingredients: lines.map((line, index) => ({ ...line, id: `i${index + 1}` })) };
}

const rank = (recipes: AggregatableRecipe[], amounts: Record<string, Partial<StockAmounts>>, staples: string[] = []) =>
  rankByCupboard(recipes, stockOf(staples, amounts), shopperCatalogue).map(({ recipe: { name }, missing, missingLines }) => [name, missing.map((missed) => missed.name), missingLines]);

const cupboard = { 'farine-de-ble': { mass: 1000 }, oeuf: { count: 6 }, 'lait-demi-ecreme': { volume: 1000 }, 'beurre-doux': { mass: 250 } };

describe('rankByCupboard', () => {
  it('puts recipes missing nothing first, then by how few foods they miss, naming them in the recipe’s order', () => {
    const crepes = recipe('Crêpes', food('farine-de-ble', 250, 'gram'), food('oeuf', 4, 'piece'), food('lait-demi-ecreme', 50, 'centiliter'), food('sel', 1, 'teaspoon'));
    const quiche = recipe('Quiche', food('farine-de-ble', 200, 'gram'), food('creme-fraiche-epaisse', 20, 'centiliter'), food('jambon-blanc', 4, 'piece'), food('oeuf', 3, 'piece'));
    const gateau = recipe('Gâteau au yaourt', food('farine-de-ble', 200, 'gram'), food('sucre-en-poudre', 150, 'gram'), food('oeuf', 3, 'piece'));
    expect(rank([quiche, gateau, crepes], cupboard)).toEqual([
      ['Crêpes', [], 0],
      ['Gâteau au yaourt', ['sucre en poudre'], 1],
      ['Quiche', ['crème fraîche épaisse', 'jambon blanc'], 2],
    ]);
  });

  it('counts a food present only when the stock covers the recipe’s need at its servings, and says when some is there', () => {
    const pancakes = recipe('Pancakes', food('farine-de-ble', 1.5, 'kilogram'), food('oeuf', 2, 'piece'));
    const [ranked] = rankByCupboard([pancakes], stockOf([], cupboard), shopperCatalogue);
    expect(ranked?.missing).toEqual([{ name: 'farine de blé', foodId: 'farine-de-ble', partly: true }]);
  });

  it('converts as the list does: 3 onions cover 300 g, spoons of flour are weighed', () => {
    const soupe = recipe('Soupe', food('oignon', 300, 'gram'), food('farine-de-ble', 4, 'tablespoon'));
    expect(rank([soupe], { oignon: { count: 3 }, 'farine-de-ble': { mass: 40 } })).toEqual([['Soupe', [], 0]]);
    // 300 g are 2,5 onions at 120 g; 4 tablespoons of flour (60 ml at 0,55 g/ml) are 33 g.
    expect(rank([soupe], { oignon: { count: 2 }, 'farine-de-ble': { mass: 30 } })).toEqual([['Soupe', ['oignon', 'farine de blé'], 2]]);
  });

  it("counts staples as there: the catalogue's and those kept 'toujours en stock'", () => {
    const vinaigrette = recipe('Vinaigrette', food('huile-d-olive', 3, 'tablespoon'), food('poivre-noir', 0.5, 'teaspoon'), food('citron', 1, 'piece'));
    expect(rank([vinaigrette], {}, ['citron'])).toEqual([['Vinaigrette', [], 0]]);
    expect(rank([vinaigrette], {})).toEqual([['Vinaigrette', ['citron'], 1]]);
  });

  it('finds the food of a line saved without a link, and counts a line naming no catalogue food as missing', () => {
    const omelette = recipe('Omelette', typed('œufs', 3, 'piece'), typed('truffe noire', 10, 'gram'));
    expect(rank([omelette], cupboard)).toEqual([['Omelette', ['truffe noire'], 1]]);
  });

  it('counts parsley to taste as there once there is some', () => {
    const taboule = recipe('Taboulé', food('persil-plat', 0, 'piece'));
    expect(rank([taboule], { 'persil-plat': { count: 1 } })).toEqual([['Taboulé', [], 0]]);
    expect(rank([taboule], {})).toEqual([['Taboulé', ['persil plat'], 1]]);
  });

  it('breaks ties by fewer lines missing, then by name, then keeps the order given', () => {
    const a = recipe('Blanquette', food('carotte', 2, 'piece'), food('carotte', 200, 'gram'));
    const b = recipe('Assiette de carottes', food('carotte', 2, 'piece'));
    const c = recipe('Assiette de carottes', food('carotte', 3, 'piece'));
    const ranked = rankByCupboard([a, c, b], stockOf([], {}), shopperCatalogue).map(({ recipe: { id }, missingLines }) => [id, missingLines]);
    expect(ranked).toEqual([
      [c.id, 1],
      [b.id, 1],
      [a.id, 2],
    ]);
  });

  it('puts recipes without lines last: the cupboard says nothing of them', () => {
    const empty = { id: 'empty', name: 'Aaa recette vide', servings: 4, ingredients: [] };
    const crepes = recipe('Crêpes', food('farine-de-ble', 250, 'gram'), food('sucre-en-poudre', 50, 'gram'));
    expect(rankByCupboard([empty, crepes], stockOf([], cupboard), shopperCatalogue).map(({ recipe: { name } }) => name)).toEqual(['Crêpes', 'Aaa recette vide']);
  });

  it('reads a recipe changed since the last ranking anew', () => {
    const crepes = recipe('Crêpes', food('farine-de-ble', 250, 'gram'));
    expect(rank([crepes], cupboard)).toEqual([['Crêpes', [], 0]]);
    const changed = { ...crepes, ingredients: [...(crepes.ingredients ?? []), { id: 'i2', ...food('confiture', 1, 'piece') }] };
    expect(rank([changed], cupboard)).toEqual([['Crêpes', ['confiture'], 1]]);
  });
});
