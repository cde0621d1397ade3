import { z } from 'zod';
import { optionalTimestampSchema } from '../shared/timestamp';
import { classificationSchema, createDefaultClassification } from './classification';
import { ingredientLineSchema } from './ingredient-line';

/** Only web addresses: a javascript: or data: source link would run in the app's origin. */
export const webUrlSchema = z.url({ protocol: /^https?$/ });

/**
 * A hosted image, the inline data: image of the upload fallback (spec B §4), or a file the
 * app serves itself (the seeded catalogue's illustrations). A root-relative path must not
 * start with '//' or hold a backslash or whitespace: browsers read '/\' as '//' and drop tabs
 * and newlines, so either could turn the path into another host.
 */
export const recipeImageSchema = z
  .string()
  .refine(
    (value) => /^https?:\/\//i.test(value) || /^data:image\/[a-z0-9.+-]+;base64,/i.test(value) || /^\/(?![/\\])[^\s\\]*$/.test(value),
    { error: 'Expected an http(s), data:image or root-relative address' },
  );

const minutesSchema = z.number().nonnegative();

/** recipes/{id} (spec B §3). Optional text fields read '' and null alike as absent. */
export const recipeSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1),
  image: z
    .union([z.literal(''), recipeImageSchema])
    .nullish()
    .transform((image) => image || null),
  prepTime: minutesSchema.nullish().transform((minutes) => minutes ?? null),
  cookTime: minutesSchema.nullish().transform((minutes) => minutes ?? null),
  servings: z.int().min(1),
  ingredients: z.array(ingredientLineSchema).default([]),
  // One step per line.
  instructions: z.string().default(''),
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
});

export type Recipe = z.infer<typeof recipeSchema>;

/** The time shown on cards and used by the planner's prep-time filter (spec B §5, §9). */
export function recipeTotalMinutes(recipe: Pick<Recipe, 'prepTime' | 'cookTime'>): number {
  return (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0);
}
