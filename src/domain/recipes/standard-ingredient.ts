import { z } from 'zod';
import { storedGroceryCategorySchema } from '../grocery/categories';
import { unitSchema } from './units';

/** An entry of the shared ingredient catalogue (standardIngredients). */
export const standardIngredientSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  // Not in the spec: the English interface shows this instead of the French name.
  nameEn: z.string().min(1).optional(),
  // Other names the search also matches, e.g. plural or regional forms.
  aliases: z.array(z.string()).default([]),
  language: z.string().min(1),
  category: storedGroceryCategorySchema,
  preferredUnit: unitSchema.optional(),
});

export type StandardIngredient = z.infer<typeof standardIngredientSchema>;
