import { z } from 'zod';
import { storedGroceryCategorySchema } from '../grocery/categories';
import { quantitySchema } from '../shared/quantity';
import { DEFAULT_UNIT, unitSchema } from './units';

/** One ingredient of a recipe (spec B §3); a blank quantity is stored as 0 (spec B §5). */
export const ingredientLineSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  quantity: quantitySchema.default(0),
  unit: unitSchema.default(DEFAULT_UNIT),
  category: storedGroceryCategorySchema,
  // Links the line to the catalogue so the grocery list can merge it with other recipes.
  standardIngredientId: z.string().min(1).nullish(),
});

export type IngredientLine = z.infer<typeof ingredientLineSchema>;
