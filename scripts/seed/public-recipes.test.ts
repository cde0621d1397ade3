import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { costs, dietaryRestrictions, difficulties, dishTypes } from '../../src/domain/recipes/classification.ts';
import { recipeSchema } from '../../src/domain/recipes/recipe.ts';
import { standardIngredientSchema } from '../../src/domain/recipes/standard-ingredient.ts';
import { repoRoot } from '../stack/paths.ts';
import catalogueData from './data/standard-ingredients.json' with { type: 'json' };
import { recipeImageSvg } from './generate-recipe-images.ts';
import { readPublicRecipeSeed, toStoredRecipe } from './public-recipes.ts';

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
