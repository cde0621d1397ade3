import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { prepTimeBucket } from '../../src/domain/planner/planner-filters.ts';
import { recipeSchema, recipeTotalMinutes } from '../../src/domain/recipes/recipe.ts';
import { standardIngredientSchema } from '../../src/domain/recipes/standard-ingredient.ts';
import { repoRoot } from '../stack/paths.ts';
import catalogueData from '../../src/domain/recipes/standard-ingredients.json' with { type: 'json' };
import { bookmarkedRecipeIds, familyRecipes, ownRecipeIds } from './demo-cookbook.ts';
import { householdRecipes } from './demo-recipes.ts';
import { readPublicRecipeSeed, toStoredRecipe } from './public-recipes.ts';

describe('the demo cookbook', () => {
  const publicRecipes = new Map(readPublicRecipeSeed().recipes.map((recipe) => [recipe.key, recipe]));
  const ingredients = new Map(z.array(standardIngredientSchema).parse(catalogueData).map((entry) => [entry.id, entry]));

  it('holds about a dozen recipes and keeps the ids the end-to-end journeys use', () => {
    const all = [...ownRecipeIds, ...bookmarkedRecipeIds];
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(new Set(all).size).toBe(all.length);
    expect(ownRecipeIds).toEqual(expect.arrayContaining(['demo-crepes', 'demo-gratin', 'demo-lentilles']));
    expect(bookmarkedRecipeIds).toEqual(expect.arrayContaining(['tarte-tatin', 'soupe-au-pistou']));
    // The journeys bookmark these themselves and expect them not to be in the cookbook yet.
    expect(bookmarkedRecipeIds).not.toContain('ratatouille');
    expect(bookmarkedRecipeIds).not.toContain('cassoulet');
    for (const id of bookmarkedRecipeIds) expect(publicRecipes.has(id), id).toBe(true);
    for (const family of familyRecipes) expect(publicRecipes.has(family.from), family.from).toBe(true);
  });

  it('writes its own recipes as valid private recipes, linked to the ingredient catalogue', () => {
    const creator = { uid: 'u1', name: 'Alex Demo', organizationId: 'o1' };
    for (const seed of householdRecipes) {
      const recipe = recipeSchema.parse({ id: seed.key, ...toStoredRecipe(seed, creator, new Date()), isPublic: false, seoUrl: null });
      expect(recipe.ingredients).toHaveLength(seed.ingredients.length);
      expect(existsSync(path.join(repoRoot, 'public', seed.image)), seed.image).toBe(true);
      for (const line of seed.ingredients) {
        const entry = ingredients.get(line.standardIngredientId);
        expect({ name: line.name, category: line.category }, `${seed.key}: ${line.standardIngredientId}`).toEqual({
          name: entry?.name,
          category: entry?.category,
        });
      }
      const steps = seed.instructions.split('\n');
      expect(steps.length, seed.key).toBeGreaterThanOrEqual(4);
      expect(steps.every((step) => step.trim() !== ''), seed.key).toBe(true);
    }
  });

  it('varies what the planner filters on: every prep-time bucket, several diets, difficulties and costs', () => {
    const classified = [
      ...householdRecipes,
      ...familyRecipes.map((family) => publicRecipes.get(family.from)),
      ...bookmarkedRecipeIds.map((id) => publicRecipes.get(id)),
    ].filter((recipe) => recipe !== undefined);
    const buckets = new Set(classified.map((recipe) => prepTimeBucket(recipeTotalMinutes(recipe))));
    expect([...buckets].sort()).toEqual(['long', 'medium', 'quick']);
    expect(new Set(householdRecipes.map((recipe) => prepTimeBucket(recipeTotalMinutes(recipe)))).size).toBe(3);
    const diets = new Set(classified.flatMap((recipe) => recipe.classification.dietaryRestrictions));
    expect(diets).toEqual(new Set(['vegetarian', 'vegan', 'glutenFree', 'lactoseFree']));
    expect(new Set(classified.map((recipe) => recipe.classification.difficulty)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(classified.map((recipe) => recipe.classification.cost)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(classified.flatMap((recipe) => recipe.classification.dishTypes)).size).toBeGreaterThanOrEqual(4);
  });
});
