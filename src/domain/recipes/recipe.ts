import { z } from 'zod';
import { singleLineText } from '../shared/single-line';
import { optionalTimestampSchema } from '../shared/timestamp';
import { webUrlSchema } from '../shared/web-url';
import { classificationSchema, createDefaultClassification } from './classification';
import { discoveryTermsSchema } from './discovery-terms';
import { ingredientLineSchema, type IngredientLine } from './ingredient-line';
import { recipeImageSchema } from './recipe-image-address';
import { RECIPE_INSTRUCTIONS_MAX_LENGTH, RECIPE_MAX_INGREDIENT_LINES, RECIPE_NAME_MAX_LENGTH } from './recipe-limits';

const minutesSchema = z.number().nonnegative();

/**
 * Each line is read on its own, and a malformed one is left out rather than failing the whole
 * recipe: firestore.rules cannot afford to check a hundred lines field by field (a request may
 * evaluate 1,000 expressions, eleven lines' checks take them all), so it only checks the list
 * and its length, and this keeps one bad line from hiding a recipe from every list.
 */
const ingredientLinesSchema = z
  .array(ingredientLineSchema.nullable().catch(null))
  .max(RECIPE_MAX_INGREDIENT_LINES)
  .transform((lines) => lines.filter((line): line is IngredientLine => line !== null));

/** recipes/{id} (spec B §3). Optional text fields read '' and null alike as absent. */
export const recipeSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1).max(RECIPE_NAME_MAX_LENGTH).regex(singleLineText),
  image: z
    .union([z.literal(''), recipeImageSchema])
    .nullish()
    .transform((image) => image || null),
  prepTime: minutesSchema.nullish().transform((minutes) => minutes ?? null),
  cookTime: minutesSchema.nullish().transform((minutes) => minutes ?? null),
  servings: z.int().min(1),
  ingredients: ingredientLinesSchema.default([]),
  // One step per line.
  instructions: z.string().max(RECIPE_INSTRUCTIONS_MAX_LENGTH).default(''),
  sourceUrl: z
    .union([z.literal(''), webUrlSchema])
    .nullish()
    .transform((url) => url || null),
  isPublic: z.boolean().default(false),
  showcase: z.boolean().default(false),
  seoUrl: z
    .string()
    .nullish()
    .transform((seoUrl) => seoUrl || null),
  // Concurrent un-bookmarks can decrement past zero; a count is never shown negative.
  bookmarkCount: z
    .int()
    .default(0)
    .transform((count) => Math.max(0, count)),
  organizationId: z.string().min(1),
  createdBy: z.object({ id: z.string().min(1), name: z.string().default('') }),
  createdAt: optionalTimestampSchema,
  updatedAt: optionalTimestampSchema,
  classification: classificationSchema.default(createDefaultClassification),
  // What discovery's queries match (discovery-terms.ts); absent on recipes saved before them.
  discoveryTerms: discoveryTermsSchema.optional(),
});

export type Recipe = z.infer<typeof recipeSchema>;

/** The time shown on cards and used by the planner's prep-time filter (spec B §5, §9). */
export function recipeTotalMinutes(recipe: Pick<Recipe, 'prepTime' | 'cookTime'>): number {
  return (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0);
}
