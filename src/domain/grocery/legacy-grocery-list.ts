import { z } from 'zod';
import { ingredientLineSchema } from '../recipes/ingredient-line';
import { lifecycleStatusSchema } from '../shared/lifecycle-status';
import { optionalTimestampSchema } from '../shared/timestamp';
import { shareFieldsSchema } from './share-fields';

/** An item of a legacy list: a copied ingredient line, ticked or not, rather than a meal reference. */
export const legacyGroceryItemSchema = ingredientLineSchema.extend({
  checked: z.boolean().default(false),
  createdAt: optionalTimestampSchema,
  updatedAt: optionalTimestampSchema,
});

/** groceryLists/{id}: still read, shared and archived, no longer created (DESIGN.md §3). */
export const legacyGroceryListSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  organizationId: z.string().min(1),
  mealPlanId: z.string().nullish(),
  status: lifecycleStatusSchema,
  items: z.array(legacyGroceryItemSchema).default([]),
  startDate: optionalTimestampSchema,
  endDate: optionalTimestampSchema,
  ...shareFieldsSchema.shape,
  createdAt: optionalTimestampSchema,
  updatedAt: optionalTimestampSchema,
});

export type LegacyGroceryItem = z.infer<typeof legacyGroceryItemSchema>;
export type LegacyGroceryList = z.infer<typeof legacyGroceryListSchema>;
