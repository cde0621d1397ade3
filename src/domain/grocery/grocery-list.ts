import { z } from 'zod';
import { DEFAULT_UNIT, unitSchema } from '../recipes/units';
import { lifecycleStatusSchema } from '../shared/lifecycle-status';
import { quantitySchema } from '../shared/quantity';
import { optionalTimestampSchema } from '../shared/timestamp';
import { storedGroceryCategorySchema } from './categories';
import { shareFieldsSchema } from './share-fields';

/** An item of a legacy list, which stored copies of items rather than meal references. */
export const legacyGroceryItemSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  quantity: quantitySchema.default(0),
  unit: unitSchema.default(DEFAULT_UNIT),
  category: storedGroceryCategorySchema,
  standardIngredientId: z.string().min(1).nullish(),
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
