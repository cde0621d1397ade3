import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { costs, dietaryRestrictions, difficulties, dishTypes } from '../../src/domain/recipes/classification.ts';
import { recipeSchema } from '../../src/domain/recipes/recipe.ts';
import { standardIngredientSchema, type BuyingUnit, type StandardIngredient } from '../../src/domain/recipes/standard-ingredient.ts';
import type { Unit } from '../../src/domain/recipes/units.ts';
import { repoRoot } from '../stack/paths.ts';
import catalogueData from '../../src/domain/recipes/standard-ingredients.json' with { type: 'json' };
import { householdRecipes } from './demo-recipes.ts';
import { recipeImageSvg } from './generate-recipe-images.ts';
import { readPublicRecipeSeed, toStoredRecipe } from './public-recipes.ts';
import { readStandardIngredientCatalogue } from './standard-ingredients.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the public recipe catalogue', () => {
  // Parsing is strict: a misspelt field or enumeration value fails here, before any test runs.
  const { households, recipes } = readPublicRecipeSeed();
  const catalogue = new Map(z.array(standardIngredientSchema).parse(catalogueData).map((entry) => [entry.id, entry]));

  it('has enough recipes for three discovery pages, each under its own key', () => {
    expect(recipes.length).toBeGreaterThanOrEqual(42);
    expect(new Set(recipes.map((recipe) => recipe.key)).size).toBe(recipes.length);
  });

  it('reads back every document the seed writes as a valid public recipe', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const creator = { uid: 'u1', name: 'Léa Martin', organizationId: 'o1' };
    for (const seed of recipes) {
      const recipe = recipeSchema.parse({ id: seed.key, ...toStoredRecipe(seed, creator, now) });
      expect(recipe).toMatchObject({ isPublic: true, organizationId: 'o1', createdBy: { id: 'u1', name: 'Léa Martin' } });
      expect(recipe.seoUrl).toMatch(new RegExp(`^recette_[a-z0-9_]+_${seed.key}$`));
      expect(recipe.createdAt?.getTime()).toBe(now.getTime() - seed.daysAgo * DAY_MS);
      expect(new Set(recipe.ingredients.map((line) => line.id)).size, seed.key).toBe(seed.ingredients.length);
    }
  });

  it('writes real recipes: 4 to 10 steps and 4 to 14 ingredient lines', () => {
    for (const recipe of recipes) {
      expect(recipe.instructions.split('\n').filter((step) => step.trim()).length, recipe.key).toBeGreaterThanOrEqual(4);
      expect(recipe.instructions.split('\n').length, recipe.key).toBeLessThanOrEqual(10);
      expect(recipe.ingredients.length, recipe.key).toBeGreaterThanOrEqual(4);
      expect(recipe.ingredients.length, recipe.key).toBeLessThanOrEqual(14);
    }
  });

  it('links every ingredient line to the catalogue, with its name and aisle', () => {
    for (const recipe of recipes) {
      for (const line of recipe.ingredients) {
        const entry = catalogue.get(line.standardIngredientId);
        expect(entry, `${recipe.key}: ${line.standardIngredientId}`).toBeDefined();
        expect({ name: line.name, category: line.category }, `${recipe.key}: ${line.standardIngredientId}`).toEqual({
          name: entry?.name,
          category: entry?.category,
        });
      }
    }
  });

  it('illustrates every recipe with a small served image that matches the generator', () => {
    for (const recipe of recipes) {
      expect(recipe.image).toBe(`/recipes/${recipe.key}.svg`);
      const file = path.join(repoRoot, 'public', recipe.image);
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(Buffer.byteLength(svg), recipe.key).toBeLessThanOrEqual(3 * 1024);
      // Stale when the data changed without re-running generate-recipe-images.ts.
      expect(svg, recipe.key).toBe(recipeImageSvg(recipe));
    }
  });

  it('gives every recipe a known creator household, and every household a recipe', () => {
    const keys = households.map((household) => household.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(households.map((household) => household.creator.email)).size).toBe(keys.length);
    for (const household of households) expect(household.creator.email).toMatch(/@nioo\.test$/);
    for (const recipe of recipes) expect(keys, recipe.key).toContain(recipe.household);
    for (const key of keys) expect(recipes.some((recipe) => recipe.household === key), key).toBe(true);
  });

  it('fills the showcase, and orders "popular" and "latest" meaningfully', () => {
    expect(recipes.filter((recipe) => recipe.showcase).length).toBeGreaterThanOrEqual(6);
    expect(new Set(recipes.map((recipe) => recipe.bookmarkCount)).size).toBeGreaterThan(1);
    expect(new Set(recipes.map((recipe) => recipe.daysAgo)).size).toBeGreaterThan(1);
  });

  it('answers every discovery filter value with at least one recipe', () => {
    const classifications = recipes.map((recipe) => recipe.classification);
    for (const dishType of dishTypes) expect(classifications.some((c) => c.dishTypes.includes(dishType)), dishType).toBe(true);
    for (const diet of dietaryRestrictions) expect(classifications.some((c) => c.dietaryRestrictions.includes(diet)), diet).toBe(true);
    for (const difficulty of difficulties) expect(classifications.some((c) => c.difficulty === difficulty), difficulty).toBe(true);
    for (const cost of costs) expect(classifications.some((c) => c.cost === cost), cost).toBe(true);
  });

  it('keeps diets consistent: every vegan recipe is also vegetarian', () => {
    for (const { classification, key } of recipes) {
      if (classification.dietaryRestrictions.includes('vegan')) expect(classification.dietaryRestrictions, key).toContain('vegetarian');
    }
  });
});

type Dimension = 'count' | 'mass' | 'volume';

const lineDimension = (unit: Unit): Dimension => (unit === 'piece' ? 'count' : unit === 'gram' || unit === 'kilogram' ? 'mass' : 'volume');
const buyingDimension = (unit: BuyingUnit): Dimension => (unit === 'weight' ? 'mass' : unit === 'volume' ? 'volume' : 'count');

/**
 * What the catalogue lacks to put a line of this food on the shopping list in the food's buying
 * unit: pieces and weights meet through the weight of a piece, volumes and weights through the
 * density (a tin or a pot measured in spoons needs both). A staple's spoonful goes to the
 * cupboard as it is.
 */
function missingForLine(food: StandardIngredient, unit: Unit): string[] {
  if (food.buyingUnit === undefined) return ['buyingUnit'];
  if (food.staple === true && (unit === 'teaspoon' || unit === 'tablespoon')) return [];
  const from = lineDimension(unit);
  const to = buyingDimension(food.buyingUnit);
  if (from === to) return [];
  return [
    ...((from === 'count' || to === 'count') && food.pieceGrams === undefined ? ['pieceGrams'] : []),
    ...((from === 'volume' || to === 'volume') && food.gramsPerMl === undefined ? ['gramsPerMl'] : []),
  ];
}

describe('the ingredient catalogue against the seed recipes', () => {
  const catalogue = new Map(readStandardIngredientCatalogue().map((entry) => [entry.id, entry]));
  // The demo household's family recipes are copies of catalogue recipes, so these are all the seed's lines.
  const recipes = [...readPublicRecipeSeed().recipes, ...householdRecipes];

  it('reads back the buying unit, weight of a piece, density and staple mark the seed writes', () => {
    expect(catalogue.get('ail')).toMatchObject({ buyingUnit: 'clove', pieceGrams: 5 });
    expect(catalogue.get('farine-de-ble')).toMatchObject({ buyingUnit: 'weight', gramsPerMl: 0.55 });
    expect(catalogue.get('sel')).toMatchObject({ buyingUnit: 'weight', staple: true });
  });

  it('knows what a line lacks: the weight of a piece across pieces and weight, the density across spoons and weight', () => {
    const onion: StandardIngredient = { id: 'oignon', name: 'oignon', aliases: [], language: 'fr', category: 'produce', buyingUnit: 'piece' };
    expect(missingForLine(onion, 'piece')).toEqual([]);
    expect(missingForLine(onion, 'kilogram')).toEqual(['pieceGrams']);
    expect(missingForLine({ ...onion, pieceGrams: 120 }, 'kilogram')).toEqual([]);
    expect(missingForLine({ ...onion, buyingUnit: 'weight' }, 'tablespoon')).toEqual(['gramsPerMl']);
    expect(missingForLine({ ...onion, buyingUnit: 'jar' }, 'centiliter')).toEqual(['pieceGrams', 'gramsPerMl']);
    expect(missingForLine({ ...onion, buyingUnit: 'weight', staple: true }, 'teaspoon')).toEqual([]);
    expect(missingForLine({ ...onion, buyingUnit: 'weight', staple: true }, 'piece')).toEqual(['pieceGrams']);
    expect(missingForLine({ ...onion, buyingUnit: undefined }, 'piece')).toEqual(['buyingUnit']);
  });

  it('gives every food of the seed recipes what its lines need to add up on one line of the list', () => {
    const gaps = recipes.flatMap((recipe) =>
      recipe.ingredients.flatMap((line) => {
        const food = catalogue.get(line.standardIngredientId);
        if (!food) return [`${recipe.key}: ${line.standardIngredientId} is not in the catalogue`];
        const missing = missingForLine(food, line.unit);
        return missing.length > 0 ? [`${recipe.key}: ${food.id} in ${line.unit} lacks ${missing.join(', ')}`] : [];
      }),
    );
    expect(gaps).toEqual([]);
  });

  it('gives every food what the unit the recipe form offers for it first needs', () => {
    const gaps = [...catalogue.values()].flatMap((food) => {
      const missing = food.preferredUnit ? missingForLine(food, food.preferredUnit) : [];
      return missing.length > 0 ? [`${food.id} in ${food.preferredUnit} lacks ${missing.join(', ')}`] : [];
    });
    expect(gaps).toEqual([]);
  });
});
