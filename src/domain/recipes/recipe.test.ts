import { describe, expect, it } from 'vitest';
import { URL_MAX_LENGTH } from '../shared/web-url';
import { recipeSchema, recipeTotalMinutes } from './recipe';
import { INLINE_IMAGE_MAX_LENGTH, RECIPE_INSTRUCTIONS_MAX_LENGTH, RECIPE_MAX_INGREDIENT_LINES, RECIPE_NAME_MAX_LENGTH } from './recipe-limits';

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

  it('refuses a name holding a line break, a tab or a control character, as the rules do', () => {
    for (const name of ['Tarte\r\nEND:VEVENT', 'Tarte\taux pommes', 'Tarte\u0001', 'Tarte\u2029aux pommes']) {
      expect(recipeSchema.safeParse({ ...stored, name }).success, JSON.stringify(name)).toBe(false);
    }
  });

  it('never shows a bookmark count below zero', () => {
    expect(recipeSchema.parse({ ...stored, bookmarkCount: -1 }).bookmarkCount).toBe(0);
  });

  it('leaves out a line it cannot read, an unknown unit included rather than guessing it, and keeps the others', () => {
    const ingredients = [{ id: 'i1', name: 'Farine', unit: 'oz' }, 42, null, { name: 'Sel' }, { id: 'i2', name: 'Sel', quantity: Infinity }, stored.ingredients[0]];
    expect(recipeSchema.parse({ ...stored, ingredients }).ingredients).toEqual([expect.objectContaining({ id: 'i1', name: 'Pommes de terre' })]);
  });

  it(`reads at most ${RECIPE_MAX_INGREDIENT_LINES} ingredient lines`, () => {
    const lines = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `i${i}`, name: 'Sel' }));
    expect(recipeSchema.parse({ ...stored, ingredients: lines(RECIPE_MAX_INGREDIENT_LINES) }).ingredients).toHaveLength(RECIPE_MAX_INGREDIENT_LINES);
    expect(recipeSchema.safeParse({ ...stored, ingredients: lines(RECIPE_MAX_INGREDIENT_LINES + 1) }).success).toBe(false);
  });

  it(`limits the name to ${RECIPE_NAME_MAX_LENGTH} characters and the instructions to ${RECIPE_INSTRUCTIONS_MAX_LENGTH}`, () => {
    expect(recipeSchema.safeParse({ ...stored, name: 'n'.repeat(RECIPE_NAME_MAX_LENGTH) }).success).toBe(true);
    expect(recipeSchema.safeParse({ ...stored, name: 'n'.repeat(RECIPE_NAME_MAX_LENGTH + 1) }).success).toBe(false);
    expect(recipeSchema.safeParse({ ...stored, instructions: 'i'.repeat(RECIPE_INSTRUCTIONS_MAX_LENGTH) }).success).toBe(true);
    expect(recipeSchema.safeParse({ ...stored, instructions: 'i'.repeat(RECIPE_INSTRUCTIONS_MAX_LENGTH + 1) }).success).toBe(false);
  });

  it('accepts uploaded pictures, on the local Storage emulator too, and inline ones within the inline budget', () => {
    const inline = (format: string, length: number) => `data:image/${format};base64,`.padEnd(length, 'A');
    for (const image of [
      'https://firebasestorage.googleapis.com/v0/b/nioo.appspot.com/o/recipe-images%2Fu1%2F1-a.jpg?alt=media&token=t',
      'http://127.0.0.1:9199/v0/b/demo-nioo.appspot.com/o/x.jpg?alt=media',
      'http://localhost:9199/v0/b/demo-nioo.appspot.com/o/x.jpg?alt=media',
      inline('jpeg', INLINE_IMAGE_MAX_LENGTH),
      inline('png', 100),
      inline('webp', 100),
    ]) {
      expect(recipeSchema.safeParse({ ...stored, image }).success, image.slice(0, 60)).toBe(true);
    }
    for (const image of [
      'http://img.example/gratin.jpg',
      'http://127.0.0.1.evil.example/x.jpg',
      inline('jpeg', INLINE_IMAGE_MAX_LENGTH + 1),
      'data:image/svg+xml;base64,PHN2Zz4=',
      `https://img.example/${'a'.repeat(URL_MAX_LENGTH)}`,
      '/recipes/../index.html',
      '/assets/logo.svg',
    ]) {
      expect(recipeSchema.safeParse({ ...stored, image }).success, image.slice(0, 60)).toBe(false);
    }
  });
});

describe('recipeTotalMinutes', () => {
  it('adds preparation and cooking, counting missing times as zero', () => {
    expect(recipeTotalMinutes({ prepTime: 20, cookTime: 60 })).toBe(80);
    expect(recipeTotalMinutes({ prepTime: 15, cookTime: null })).toBe(15);
    expect(recipeTotalMinutes({ prepTime: null, cookTime: null })).toBe(0);
  });
});
