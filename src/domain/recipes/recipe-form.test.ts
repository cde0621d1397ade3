import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { recipeSchema } from './recipe';
import { RECIPE_INSTRUCTIONS_MAX_LENGTH, RECIPE_MAX_INGREDIENT_LINES, RECIPE_NAME_MAX_LENGTH } from './recipe-limits';
import {
  firstIncompleteLineIndex,
  isIncompleteLine,
  newRecipeFormInput,
  recipeAfterSave,
  recipeFormInput,
  recipeFormSchema,
  toRecipeWrite,
  type RecipeFormInput,
} from './recipe-form';

const line = (overrides: Partial<NonNullable<RecipeFormInput['ingredients']>[number]> = {}) => ({
  id: 'l1',
  name: 'Farine',
  quantity: 200,
  unit: 'gram' as const,
  category: 'sweetGrocery' as const,
  ...overrides,
});

const filled: RecipeFormInput = {
  ...newRecipeFormInput(4),
  name: '  Crêpes  ',
  prepTime: '15',
  cookTime: 20,
  instructions: 'Mélanger.\nCuire.',
  ingredients: [line(), line({ id: 'l2', name: 'Lait', quantity: '0,5', unit: 'liter', category: 'dairy' })],
};

/** The codes a field fails with, by field path. */
function errors(input: RecipeFormInput): Record<string, string[]> {
  const result = recipeFormSchema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byPath[issue.path.join('.')] ??= []).push(issue.message);
  return byPath;
}

describe('recipeFormSchema', () => {
  it('accepts a filled form, reading number fields typed as text', () => {
    const values = recipeFormSchema.parse(filled);
    expect(values).toMatchObject({ name: 'Crêpes', servings: 4, prepTime: 15, cookTime: 20, sourceUrl: undefined, image: undefined });
    expect(values.ingredients[1]).toMatchObject({ quantity: 0.5, unit: 'liter' });
  });

  it('requires a title once trimmed', () => {
    expect(errors({ ...filled, name: '   ' })).toEqual({ name: ['titleRequired'] });
  });

  it('wants the title on one line: a pasted tab or line break is named, not silently refused by the database', () => {
    expect(errors({ ...filled, name: 'Crêpes\tau sucre' })).toEqual({ name: ['singleLine'] });
    expect(errors({ ...filled, name: 'Crêpes\r\nEND:VEVENT' })).toEqual({ name: ['singleLine'] });
    expect(recipeFormSchema.parse({ ...filled, name: 'Crêpes\n' }).name).toBe('Crêpes');
  });

  it(`keeps to the stored recipe's limits: a title of ${RECIPE_NAME_MAX_LENGTH} characters, ${RECIPE_INSTRUCTIONS_MAX_LENGTH} of instructions, ${RECIPE_MAX_INGREDIENT_LINES} lines`, () => {
    expect(recipeFormSchema.parse({ ...filled, name: ` ${'n'.repeat(RECIPE_NAME_MAX_LENGTH)} ` }).name).toHaveLength(RECIPE_NAME_MAX_LENGTH);
    expect(errors({ ...filled, name: 'n'.repeat(RECIPE_NAME_MAX_LENGTH + 1) })).toEqual({ name: ['titleTooLong'] });
    expect(recipeFormSchema.safeParse({ ...filled, instructions: 'i'.repeat(RECIPE_INSTRUCTIONS_MAX_LENGTH + 1) }).success).toBe(false);
    const lines = (count: number) => Array.from({ length: count }, (_, i) => line({ id: `l${i}` }));
    expect(recipeFormSchema.parse({ ...filled, ingredients: lines(RECIPE_MAX_INGREDIENT_LINES) }).ingredients).toHaveLength(RECIPE_MAX_INGREDIENT_LINES);
    expect(recipeFormSchema.safeParse({ ...filled, ingredients: lines(RECIPE_MAX_INGREDIENT_LINES + 1) }).success).toBe(false);
  });

  it('requires servings, a whole number of at least 1', () => {
    expect(errors({ ...filled, servings: '' })).toEqual({ servings: ['required'] });
    expect(errors({ ...filled, servings: Number.NaN })).toEqual({ servings: ['required'] });
    expect(errors({ ...filled, servings: 0 })).toEqual({ servings: ['servingsMin'] });
    expect(errors({ ...filled, servings: '2.5' })).toEqual({ servings: ['servingsMin'] });
    expect(recipeFormSchema.parse({ ...filled, servings: '1' }).servings).toBe(1);
  });

  it('reads blank times as absent and refuses negative ones', () => {
    const values = recipeFormSchema.parse({ ...filled, prepTime: '', cookTime: undefined });
    expect([values.prepTime, values.cookTime]).toEqual([undefined, undefined]);
    expect(recipeFormSchema.parse({ ...filled, prepTime: 0 }).prepTime).toBe(0);
    expect(errors({ ...filled, prepTime: -5, cookTime: '-1' })).toEqual({ prepTime: ['timeMin'], cookTime: ['timeMin'] });
  });

  it('takes a blank source as none and needs an http(s) address otherwise', () => {
    expect(recipeFormSchema.parse({ ...filled, sourceUrl: '  ' }).sourceUrl).toBeUndefined();
    expect(recipeFormSchema.parse({ ...filled, sourceUrl: ' https://cuisine.example/crepes ' }).sourceUrl).toBe(
      'https://cuisine.example/crepes',
    );
    for (const sourceUrl of ['cuisine.example/crepes', 'javascript:alert(1)', 'ftp://cuisine.example/crepes']) {
      expect(errors({ ...filled, sourceUrl }), sourceUrl).toEqual({ sourceUrl: ['invalidUrl'] });
    }
  });

  it('stores a blank quantity as 0 and refuses a negative one', () => {
    expect(recipeFormSchema.parse({ ...filled, ingredients: [line({ quantity: '' })] }).ingredients[0]?.quantity).toBe(0);
    expect(errors({ ...filled, ingredients: [line(), line({ quantity: -1 })] })).toEqual({ 'ingredients.1.quantity': ['quantityMin'] });
  });

  it('defaults a missing classification to medium difficulty and cost, with no dish type or diet', () => {
    const { classification: _omitted, ...withoutClassification } = filled;
    expect(recipeFormSchema.parse(withoutClassification).classification).toEqual({
      dishTypes: [],
      dietaryRestrictions: [],
      difficulty: 'medium',
      cost: 'medium',
    });
  });

  it('fails only with codes both locales translate', () => {
    const codes = Object.values(
      errors({
        ...filled,
        name: '',
        servings: 0,
        prepTime: -1,
        sourceUrl: 'nope',
        ingredients: [line({ quantity: -1 })],
      }),
    ).flat();
    codes.push(...(errors({ ...filled, name: 'n'.repeat(RECIPE_NAME_MAX_LENGTH + 1) }).name ?? []));
    codes.push(...(errors({ ...filled, name: 'a\tb' }).name ?? []));
    expect(new Set(codes)).toEqual(new Set(['titleRequired', 'titleTooLong', 'singleLine', 'servingsMin', 'timeMin', 'invalidUrl', 'quantityMin']));
    for (const messages of [fr.validation, en.validation]) {
      const translated = messages as Record<string, string | undefined>;
      expect(codes.filter((code) => !translated[code])).toEqual([]);
    }
    expect(fr.validation).toMatchObject({ titleRequired: 'Le titre est obligatoire', invalidUrl: "L'adresse doit être une URL valide" });
  });
});

describe('isIncompleteLine', () => {
  it('flags a blank name or a quantity that is not positive', () => {
    expect(isIncompleteLine(line())).toBe(false);
    expect(isIncompleteLine(line({ quantity: '0,25' }))).toBe(false);
    for (const incomplete of [line({ name: '  ' }), line({ quantity: 0 }), line({ quantity: '' }), line({ quantity: -2 }), line({ quantity: Number.NaN })]) {
      expect(isIncompleteLine(incomplete)).toBe(true);
    }
  });
});

describe('firstIncompleteLineIndex', () => {
  it('points at the first incomplete line, -1 when all are complete', () => {
    expect(firstIncompleteLineIndex([line(), line({ name: '' }), line({ quantity: 0 })])).toBe(1);
    expect(firstIncompleteLineIndex([line(), line()])).toBe(-1);
    expect(firstIncompleteLineIndex([])).toBe(-1);
  });
});

describe('toRecipeWrite', () => {
  it('keeps complete lines only, trimmed, and times only when non-zero', () => {
    const write = toRecipeWrite(
      recipeFormSchema.parse({
        ...filled,
        prepTime: 0,
        cookTime: '',
        ingredients: [
          line({ name: ' Farine ', standardIngredientId: 'flour' }),
          line({ id: 'l2', name: '', quantity: 3 }),
          line({ id: 'l3', name: 'Sel', quantity: '' }),
          line({ id: 'l4', name: 'Oeufs', quantity: 3, unit: 'piece', standardIngredientId: null, declinedFoodId: 'oeuf' }),
        ],
      }),
    );
    expect(write.ingredients).toEqual([
      { id: 'l1', name: 'Farine', quantity: 200, unit: 'gram', category: 'sweetGrocery', standardIngredientId: 'flour' },
      // The cook's no to a recognised food stays in the form.
      { id: 'l4', name: 'Oeufs', quantity: 3, unit: 'piece', category: 'sweetGrocery' },
    ]);
    expect(write).not.toHaveProperty('prepTime');
    expect(write).not.toHaveProperty('cookTime');
    expect(write.name).toBe('Crêpes');
  });

  it('writes no undefined value, and no tag ids (tags live on the cookbook)', () => {
    const write = toRecipeWrite(recipeFormSchema.parse({ ...newRecipeFormInput(2), name: 'Soupe', tagIds: ['t1'] }));
    expect(Object.values(write)).not.toContain(undefined);
    expect(Object.keys(write).sort()).toEqual(['classification', 'ingredients', 'instructions', 'isPublic', 'name', 'servings']);
  });

  it('keeps the times, source and image that are set', () => {
    const write = toRecipeWrite(
      recipeFormSchema.parse({ ...filled, sourceUrl: 'https://cuisine.example/crepes', image: 'https://img.example/c.jpg', isPublic: true }),
    );
    expect(write).toMatchObject({
      prepTime: 15,
      cookTime: 20,
      sourceUrl: 'https://cuisine.example/crepes',
      image: 'https://img.example/c.jpg',
      isPublic: true,
    });
  });

  it('writes what the stored recipe schema reads back', () => {
    const write = toRecipeWrite(recipeFormSchema.parse(filled));
    const stored = recipeSchema.parse({ ...write, id: 'r1', organizationId: 'o1', createdBy: { id: 'u1' } });
    expect(stored).toMatchObject({ ...write, prepTime: 15, cookTime: 20, sourceUrl: null, image: null });
  });
});

describe('recipeFormInput', () => {
  it('fills the form from a recipe so that saving it unchanged writes the same fields', () => {
    const recipe = recipeSchema.parse({
      id: 'r1',
      name: 'Crêpes',
      servings: 4,
      cookTime: 20,
      ingredients: [{ id: 'l1', name: 'Farine', quantity: 200, unit: 'g', category: 'sweetGrocery', standardIngredientId: 'flour' }],
      instructions: 'Cuire.',
      isPublic: true,
      organizationId: 'o1',
      createdBy: { id: 'u1' },
    });
    const input = recipeFormInput(recipe, ['t1']);
    expect(input).toMatchObject({ prepTime: '', sourceUrl: '', image: '', tagIds: ['t1'] });
    expect(toRecipeWrite(recipeFormSchema.parse(input))).toEqual({
      name: 'Crêpes',
      servings: 4,
      cookTime: 20,
      instructions: 'Cuire.',
      ingredients: recipe.ingredients,
      isPublic: true,
      classification: recipe.classification,
    });
  });
});

describe('newRecipeFormInput', () => {
  it('starts blank with the given servings and the default classification', () => {
    expect(newRecipeFormInput(3)).toMatchObject({
      name: '',
      servings: 3,
      ingredients: [],
      isPublic: false,
      classification: { difficulty: 'medium', cost: 'medium', dishTypes: [], dietaryRestrictions: [] },
    });
  });
});

describe('recipeAfterSave', () => {
  const now = new Date('2025-03-01T10:00:00Z');
  const owner = { id: 'r1', organizationId: 'o1', createdBy: { id: 'u1', name: 'Camille' } };

  it('gives a new recipe its fields, its address and the defaults of a stored one', () => {
    const write = toRecipeWrite(recipeFormSchema.parse({ ...newRecipeFormInput(4), name: 'Soupe', isPublic: true }));
    expect(recipeAfterSave(owner, write, 'recette_soupe_r1', now)).toMatchObject({
      ...owner,
      name: 'Soupe',
      servings: 4,
      seoUrl: 'recette_soupe_r1',
      bookmarkCount: 0,
      showcase: false,
      createdAt: now,
      updatedAt: now,
    });
  });

  it('keeps what the form does not hold and drops the optional fields it cleared', () => {
    const stored = recipeSchema.parse({ ...owner, name: 'Crêpes', servings: 4, cookTime: 20, sourceUrl: 'https://cuisine.example/c', bookmarkCount: 3, createdAt: new Date(0) });
    const write = toRecipeWrite(recipeFormSchema.parse({ ...recipeFormInput(stored, []), cookTime: '', sourceUrl: '', name: 'Crêpes fines' }));
    expect(recipeAfterSave(stored, write, null, now)).toMatchObject({ name: 'Crêpes fines', cookTime: null, sourceUrl: null, bookmarkCount: 3, createdAt: new Date(0), updatedAt: now });
  });
});
