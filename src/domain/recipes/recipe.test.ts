import { describe, expect, it } from 'vitest';
import { recipeSchema, recipeTotalMinutes } from './recipe';

const stored = {
  id: 'r1',
  name: 'Gratin dauphinois',
  image: 'https://example.com/gratin.jpg',
  prepTime: 20,
  cookTime: 60,
  servings: 4,
  ingredients: [
    { id: 'i1', name: 'Pommes de terre', quantity: 1, unit: 'kg', category: 'produce', standardIngredientId: 'potato' },
    { id: 'i2', name: 'Crème', quantity: '20', unit: 'cl', category: 'dairy' },
  ],
  instructions: 'Éplucher.\nCuire.',
  sourceUrl: 'https://example.com/gratin',
  isPublic: true,
  seoUrl: 'recette_gratin_dauphinois_r1',
  bookmarkCount: 3,
  organizationId: 'o1',
  createdBy: { id: 'u1', name: 'Ana' },
  createdAt: { seconds: 1_700_000_000, nanoseconds: 0 },
  classification: { dishTypes: ['main'], dietaryRestrictions: ['vegetarian'], difficulty: 'easy', cost: 'cheap' },
};

describe('recipeSchema', () => {
  it('reads a stored recipe, normalising units, quantities and timestamps', () => {
    const recipe = recipeSchema.parse(stored);
    expect(recipe.ingredients[0]).toMatchObject({ unit: 'kilogram', quantity: 1, standardIngredientId: 'potato' });
    expect(recipe.ingredients[1]).toMatchObject({ unit: 'centiliter', quantity: 20, category: 'dairy' });
    expect(recipe.createdAt).toEqual(new Date(1_700_000_000_000));
    expect(recipe.updatedAt).toBeNull();
  });

  it('fills the defaults of a minimal private recipe', () => {
    const recipe = recipeSchema.parse({ id: 'r1', name: 'Soupe', servings: 2, organizationId: 'o1', createdBy: { id: 'u1' } });
    expect(recipe).toMatchObject({
      image: null,
      prepTime: null,
      cookTime: null,
      ingredients: [],
      instructions: '',
      sourceUrl: null,
      isPublic: false,
      showcase: false,
      seoUrl: null,
      bookmarkCount: 0,
      createdBy: { id: 'u1', name: '' },
      classification: { dishTypes: [], dietaryRestrictions: [], difficulty: 'medium', cost: 'medium' },
    });
  });

  it('fills ingredient line defaults: quantity 0, piece, other aisle', () => {
    const recipe = recipeSchema.parse({ ...stored, ingredients: [{ id: 'i1', name: 'Sel' }] });
    expect(recipe.ingredients[0]).toMatchObject({ quantity: 0, unit: 'piece', category: 'other' });
  });

  it('treats empty optional strings as absent', () => {
    const recipe = recipeSchema.parse({ ...stored, image: '', sourceUrl: '', seoUrl: '' });
    expect([recipe.image, recipe.sourceUrl, recipe.seoUrl]).toEqual([null, null, null]);
  });

  it('accepts an inline image from the upload fallback', () => {
    expect(recipeSchema.parse({ ...stored, image: 'data:image/jpeg;base64,/9j/4AAQ' }).image).toMatch(/^data:image\/jpeg/);
  });

  it('accepts an image the app serves itself', () => {
    expect(recipeSchema.parse({ ...stored, image: '/recipes/ratatouille.svg' }).image).toBe('/recipes/ratatouille.svg');
  });

  it('refuses source links and images that are not web addresses', () => {
    for (const sourceUrl of ['javascript:alert(1)', 'data:text/html,x', 'pas une url', 'ftp://example.com/x']) {
      expect(recipeSchema.safeParse({ ...stored, sourceUrl }).success, sourceUrl).toBe(false);
    }
    for (const image of ['javascript:alert(1)', 'data:text/html;base64,PGI+', 'relative.png', '//evil.example/x.png', '/\\evil.example/x.png', '/\t/evil.example/x.png']) {
      expect(recipeSchema.safeParse({ ...stored, image }).success, image).toBe(false);
    }
  });

  it('requires at least one serving and non-negative times', () => {
    expect(recipeSchema.safeParse({ ...stored, servings: 0 }).success).toBe(false);
    expect(recipeSchema.safeParse({ ...stored, servings: undefined }).success).toBe(false);
    expect(recipeSchema.safeParse({ ...stored, prepTime: -5 }).success).toBe(false);
    expect(recipeSchema.parse({ ...stored, cookTime: 0 }).cookTime).toBe(0);
  });

  it('refuses a blank name', () => {
    expect(recipeSchema.safeParse({ ...stored, name: '  ' }).success).toBe(false);
  });

  it('never shows a bookmark count below zero', () => {
    expect(recipeSchema.parse({ ...stored, bookmarkCount: -1 }).bookmarkCount).toBe(0);
  });

  it('refuses an unknown unit rather than guessing it', () => {
    expect(recipeSchema.safeParse({ ...stored, ingredients: [{ id: 'i1', name: 'Farine', unit: 'oz' }] }).success).toBe(false);
  });
});

describe('recipeTotalMinutes', () => {
  it('adds preparation and cooking, counting missing times as zero', () => {
    expect(recipeTotalMinutes({ prepTime: 20, cookTime: 60 })).toBe(80);
    expect(recipeTotalMinutes({ prepTime: 15, cookTime: null })).toBe(15);
    expect(recipeTotalMinutes({ prepTime: null, cookTime: null })).toBe(0);
  });
});
