import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { classificationSchema } from '../recipes/classification';
import { RECIPE_INSTRUCTIONS_MAX_LENGTH, RECIPE_MAX_INGREDIENT_LINES, RECIPE_NAME_MAX_LENGTH } from '../recipes/recipe-limits';
import { unitSchema } from '../recipes/units';
import { storedGroceryCategorySchema } from '../grocery/categories';
import { singleLineText } from '../shared/single-line';
import { URL_MAX_LENGTH, webUrlSchema } from '../shared/web-url';

/** Whether the address is http(s) is the server's to say, with its own message: here only its length. */
export const recipeImportRequestSchema = z.object({
  url: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(URL_MAX_LENGTH, { error: 'invalidUrl' }),
});

export type RecipeImportRequest = z.infer<typeof recipeImportRequestSchema>;

/** How long an original ingredient line may be, well past any real one. */
export const IMPORTED_LINE_MAX_LENGTH = 500;

/** One `recipeIngredient` of the page: its text as written, and what the ingredient-line parser read in it. */
export const importedIngredientSchema = z.object({
  text: z.string().max(IMPORTED_LINE_MAX_LENGTH),
  quantity: z.number().nonnegative(),
  unit: unitSchema,
  name: z.string(),
  standardIngredientId: z.string().min(1).nullable(),
  // The catalogue's aisle when the food matched, so the shopping list sorts it as any other line.
  category: storedGroceryCategorySchema,
});

export type ImportedIngredient = z.infer<typeof importedIngredientSchema>;

const minutes = z.int().nonnegative().nullable();

/**
 * The recipe a page describes (schema.org Recipe), within the stored recipe's limits so the form
 * takes all of it. Nothing is saved: the form shows it for review.
 */
export const recipeDraftSchema = z.object({
  name: z.string().max(RECIPE_NAME_MAX_LENGTH).regex(singleLineText),
  /** The page's picture, an http(s) address on another site: the form offers it, never stores it. */
  imageUrl: webUrlSchema.nullable(),
  prepMinutes: minutes,
  cookMinutes: minutes,
  totalMinutes: minutes,
  servings: z.int().min(1).nullable(),
  ingredients: z.array(importedIngredientSchema).max(RECIPE_MAX_INGREDIENT_LINES),
  // One step per line, as recipes keep them.
  instructions: z.string().max(RECIPE_INSTRUCTIONS_MAX_LENGTH),
  /** The page the recipe was read from, after its redirects; null when that address is too long to keep. */
  sourceUrl: webUrlSchema.nullable(),
  classification: classificationSchema,
});

export type RecipeDraft = z.infer<typeof recipeDraftSchema>;

/**
 * POST /api/recipes/import: the service fetches the page and answers the recipe it describes.
 * Not retried: a page that timed out once would only make the user wait as long again.
 */
export const recipeImportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/recipes/import',
  request: recipeImportRequestSchema,
  response: recipeDraftSchema,
  bearer: true,
  retry: false,
});
