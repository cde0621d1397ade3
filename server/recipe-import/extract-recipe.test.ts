import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe.ts';

const page = (name: string) => readFileSync(new URL(`../../tests/fixtures/recipe-pages/${name}`, import.meta.url), 'utf8');
const at = new URL('https://www.cuisine-exemple.fr/recettes/quiche-lorraine');

describe('extractRecipe', () => {
  it('reads a single JSON-LD Recipe: entities decoded, HowToSteps one per line, pictures made absolute', () => {
    expect(extractRecipe(page('quiche-lorraine.html'), at)).toEqual({
      name: 'Quiche lorraine traditionnelle',
      imageUrl: 'https://www.cuisine-exemple.fr/photos/quiche-lorraine-1x1.jpg',
      prepTime: 'PT20M',
      cookTime: 'PT40M',
      totalTime: 'PT1H',
      recipeYield: '6 personnes',
      ingredients: ['1 pâte brisée', '200 g de lardons fumés', '3 œufs', '20 cl de crème fraîche épaisse', '25 cl de lait', '1 pincée de noix de muscade'],
      instructions: [
        'Préchauffer le four à 180°C (thermostat 6).',
        'Étaler la pâte dans un moule et la piquer avec une fourchette.',
        'Faire revenir les lardons à la poêle, puis les répartir sur la pâte.',
        'Battre les œufs, la crème et le lait, assaisonner de muscade, puis verser sur les lardons.',
        "Enfourner 40 minutes, jusqu'à ce que la quiche soit dorée.",
      ],
      labels: ['quiche lorraine', 'quiche', 'lardons', 'facile', 'bon marché', 'Plat principal'],
    });
  });

  it('finds the Recipe in a @graph among the page’s other nodes, with an ImageObject and a yield list', () => {
    const recipe = extractRecipe(page('ratatouille-graph.html'), at);
    expect(recipe).toMatchObject({
      name: 'Ratatouille maison au four',
      imageUrl: 'https://blog-des-saisons.example/wp-content/uploads/2023/08/ratatouille.jpg',
      recipeYield: ['4', '4 portions'],
      prepTime: 'PT25M',
      cookTime: 'PT1H30M',
    });
    expect(recipe?.ingredients).toHaveLength(8);
    expect(recipe?.instructions[1]).toBe("Faire revenir l'oignon et l'ail dans l'huile d'olive.");
    expect(recipe?.labels).toEqual(expect.arrayContaining(['végétarien', 'sans gluten', 'Plat principal', 'Accompagnement', 'https://schema.org/VegetarianDiet']));
  });

  it('finds the Recipe in a top-level array, "@type" as a list, its instructions one text with paragraphs and a raw line break', () => {
    const recipe = extractRecipe(page('mousse-array.html'), at);
    expect(recipe).toMatchObject({ name: 'Mousse au chocolat express', recipeYield: 4, totalTime: 'P0DT2H15M', cookTime: undefined });
    expect(recipe?.instructions).toEqual([
      'Faire fondre le chocolat au bain-marie.',
      'Séparer les blancs des jaunes, puis mélanger les jaunes au chocolat tiédi.',
      'Monter les blancs en neige ferme avec le sel et les incorporer délicatement.',
      'Réserver 2 heures au réfrigérateur.',
    ]);
  });

  it('flattens HowToSections, each name opening its first step, from a Recipe nested as a WebPage’s mainEntity', () => {
    expect(extractRecipe(page('tarte-sections.html'), at)?.instructions).toEqual([
      'Pâte brisée : Sabler la farine, le beurre et le sel du bout des doigts.',
      "Ajouter l'eau, former une boule et laisser reposer 30 minutes.",
      'Garniture : Éplucher les pommes et les couper en quartiers.',
      'Battre les œufs, la crème et le sucre.',
      'Garnir la pâte de pommes, napper de crème et cuire 35 minutes à 200 °C.',
    ]);
  });

  it('reads microdata when the page has no JSON-LD, leaving nested items’ properties to them', () => {
    expect(extractRecipe(page('blanquette-microdata.html'), new URL('http://mamie.example/recettes/blanquette.html'))).toEqual({
      name: "Blanquette de veau à l'ancienne",
      imageUrl: 'http://mamie.example/images/blanquette.jpg',
      prepTime: 'PT30M',
      cookTime: 'PT2H',
      totalTime: undefined,
      recipeYield: '6 personnes',
      ingredients: ["1,2 kg d'épaule de veau", '2 carottes', '250 g de champignons de Paris', '20 cl de crème fraîche', "2 jaunes d'oeuf", '1 bouquet garni'],
      instructions: [
        'Couper la viande en morceaux et la blanchir 5 minutes.',
        "Couvrir d'eau froide, ajouter les carottes et le bouquet garni, cuire 1 h 30 à petit feu.",
        'Ajouter les champignons et cuire encore 30 minutes.',
        "Lier la sauce avec la crème et les jaunes d'oeuf, hors du feu.",
      ],
      labels: ['blanquette', 'veau', 'plat mijoté', 'difficile', 'Plat principal'],
    });
  });

  it('finds nothing on a page without a Recipe, or with an empty one', () => {
    expect(extractRecipe(page('article-no-recipe.html'), at)).toBeNull();
    expect(extractRecipe('<p>Bonjour</p>', at)).toBeNull();
    expect(extractRecipe('<script type="application/ld+json">{"@type":"Recipe"}</script>', at)).toBeNull();
    expect(extractRecipe('<script type="application/ld+json">{"@type": "Recipe", oops</script>', at)).toBeNull();
  });

  it('reads "@type" in its other spellings and skips JSON-LD that does not parse', () => {
    const html = `<script type="application/ld+json">{ broken</script><script type="application/ld+json">{"@type":"schema:Recipe","name":"Crêpes &amp; sucre","recipeIngredient":["250 g de farine"]}</script>`;
    expect(extractRecipe(html, at)).toMatchObject({ name: 'Crêpes & sucre', ingredients: ['250 g de farine'] });
  });

  it('finds the JSON-LD of a page nested a hundred thousand deep, and reads a recipe nested that deep as none', () => {
    const deep = (inside: string) => `${'<div>'.repeat(100_000)}${inside}${'</div>'.repeat(100_000)}`;
    const jsonLd = '<script type="application/ld+json">{"@type":"Recipe","name":"Crêpes"}</script>';
    expect(extractRecipe(`<html><head>${jsonLd}</head><body>${deep('')}</body></html>`, at)?.name).toBe('Crêpes');
    expect(extractRecipe(`<div itemscope itemtype="https://schema.org/Recipe">${deep('<span itemprop="name">Crêpes</span>')}</div>`, at)).toBeNull();
    expect(extractRecipe(`<script type="application/ld+json">${'['.repeat(50_000)}{"@type":"Recipe","name":"Crêpes"}${']'.repeat(50_000)}</script>`, at)).toBeNull();
  });
});
