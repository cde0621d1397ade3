import { beforeAll, describe, expect, it } from 'vitest';
import { recipeDraftSchema } from '../../src/domain/api/recipe-import.ts';
import { importRecipe, useRecipePages, verifiedUser } from './recipe-import-helpers.ts';

const { pages, serveApp } = useRecipePages();

let api = '';
let idToken = '';
beforeAll(async () => {
  api = await serveApp();
  idToken = await verifiedUser();
});

async function draftOf(path: string) {
  const { status, body } = await importRecipe(api, `${pages().origin}${path}`, idToken);
  expect(status).toBe(200);
  // The app reads the answer with the shared schema: it must pass as it is.
  return recipeDraftSchema.parse(body);
}

describe('POST /api/recipes/import, on pages shaped like French recipe sites', () => {
  it('reads a page with one JSON-LD Recipe: every field of the form, its lines parsed against the catalogue', async () => {
    const draft = await draftOf('/recettes/quiche-lorraine.html');
    expect(draft).toEqual({
      name: 'Quiche lorraine traditionnelle',
      imageUrl: `${pages().origin}/photos/quiche-lorraine-1x1.jpg`,
      prepMinutes: 20,
      cookMinutes: 40,
      totalMinutes: 60,
      servings: 6,
      ingredients: expect.any(Array) as unknown,
      instructions: [
        'Préchauffer le four à 180°C (thermostat 6).',
        'Étaler la pâte dans un moule et la piquer avec une fourchette.',
        'Faire revenir les lardons à la poêle, puis les répartir sur la pâte.',
        'Battre les œufs, la crème et le lait, assaisonner de muscade, puis verser sur les lardons.',
        "Enfourner 40 minutes, jusqu'à ce que la quiche soit dorée.",
      ].join('\n'),
      sourceUrl: `${pages().origin}/recettes/quiche-lorraine.html`,
      classification: { dishTypes: ['main'], dietaryRestrictions: [], difficulty: 'easy', cost: 'cheap' },
    });
    expect(draft.ingredients.slice(0, 4)).toEqual([
      { text: '1 pâte brisée', quantity: 1, unit: 'piece', name: 'pâte brisée', standardIngredientId: 'pate-brisee', category: 'dairy' },
      { text: '200 g de lardons fumés', quantity: 200, unit: 'gram', name: 'lardon', standardIngredientId: 'lardon', category: 'deli' },
      { text: '3 œufs', quantity: 3, unit: 'piece', name: 'œuf', standardIngredientId: 'oeuf', category: 'dairy' },
      { text: '20 cl de crème fraîche épaisse', quantity: 20, unit: 'centiliter', name: 'crème fraîche épaisse', standardIngredientId: 'creme-fraiche-epaisse', category: 'dairy' },
    ]);
  });

  it('finds the Recipe in a @graph, with its diets and dish types', async () => {
    const draft = await draftOf('/recettes/ratatouille-graph.html');
    expect(draft).toMatchObject({
      name: 'Ratatouille maison au four',
      imageUrl: 'https://blog-des-saisons.example/wp-content/uploads/2023/08/ratatouille.jpg',
      prepMinutes: 25,
      cookMinutes: 90,
      servings: 4,
      classification: { dishTypes: ['main', 'side'], dietaryRestrictions: ['vegetarian', 'glutenFree'], difficulty: 'medium', cost: 'medium' },
    });
    expect(draft.ingredients.find((line) => line.text === "2 gousses d'ail")).toMatchObject({ quantity: 2, unit: 'piece', standardIngredientId: 'ail', category: 'produce' });
    expect(draft.ingredients.find((line) => line.text === "3 c. à s. d'huile d'olive")).toMatchObject({ quantity: 3, unit: 'tablespoon', standardIngredientId: 'huile-d-olive' });
  });

  it('finds the Recipe in a top-level array, its instructions one text', async () => {
    const draft = await draftOf('/recettes/mousse-array.html');
    expect(draft).toMatchObject({ name: 'Mousse au chocolat express', prepMinutes: 15, cookMinutes: null, totalMinutes: 135, servings: 4 });
    expect(draft.instructions.split('\n')).toHaveLength(4);
    expect(draft.classification).toMatchObject({ dishTypes: ['dessert'], dietaryRestrictions: ['glutenFree'], difficulty: 'easy' });
  });

  it('flattens HowToSections into steps', async () => {
    const draft = await draftOf('/recettes/tarte-sections.html');
    expect(draft.instructions.split('\n')).toEqual([
      'Pâte brisée : Sabler la farine, le beurre et le sel du bout des doigts.',
      "Ajouter l'eau, former une boule et laisser reposer 30 minutes.",
      'Garniture : Éplucher les pommes et les couper en quartiers.',
      'Battre les œufs, la crème et le sucre.',
      'Garnir la pâte de pommes, napper de crème et cuire 35 minutes à 200 °C.',
    ]);
    expect(draft).toMatchObject({ servings: 8, prepMinutes: 40, cookMinutes: 35, classification: { dishTypes: ['dessert'], difficulty: 'medium', cost: 'medium' } });
  });

  it('reads a microdata-only page sent in Latin-1', async () => {
    const draft = await draftOf('/recettes/blanquette-microdata.html');
    expect(draft).toMatchObject({
      name: "Blanquette de veau à l'ancienne",
      imageUrl: `${pages().origin}/images/blanquette.jpg`,
      prepMinutes: 30,
      cookMinutes: 120,
      servings: 6,
      classification: { dishTypes: ['main'], difficulty: 'hard' },
    });
    expect(draft.ingredients[0]).toMatchObject({ text: "1,2 kg d'épaule de veau", quantity: 1.2, unit: 'kilogram', standardIngredientId: 'epaule-de-veau' });
    expect(draft.instructions.split('\n')).toHaveLength(4);
  });

  it('follows redirects, up to five, and keeps the address the recipe was found at', async () => {
    const draft = await draftOf('/redirect/5');
    expect(draft.name).toBe('Quiche lorraine traditionnelle');
    expect(draft.sourceUrl).toBe(`${pages().origin}/recettes/quiche-lorraine.html`);
  });

  it('reads a page sent compressed', async () => {
    expect((await draftOf('/gzip/quiche-lorraine.html')).name).toBe('Quiche lorraine traditionnelle');
  });
});
