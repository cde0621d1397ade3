import { z } from 'zod';
import { portionsSchema } from '../planner/meal-entry';
import { unitSchema } from '../recipes/units';
import { lifecycleStatusSchema } from '../shared/lifecycle-status';
import { optionalTimestampSchema } from '../shared/timestamp';
import { customGroceryItemSchema } from './custom-grocery-item';
import { shareFieldsSchema } from './share-fields';

/** A planned meal whose ingredients the list includes, at these portions. */
export const mealEntryRefSchema = z.object({
  mealEntryId: z.string().min(1),
  recipeId: z.string().min(1),
  portions: portionsSchema,
});

/** A ticked aggregated item, identified by what it merges on (spec B §5). */
export const ingredientCheckSchema = z.object({
  standardIngredientId: z.string().min(1),
  unit: unitSchema,
});

/** How older lists recorded a tick: one ingredient line of one meal. */
export const legacyIngredientCheckSchema = z.object({
  mealEntryId: z.string().min(1),
  ingredientId: z.string().min(1),
});

export const checkedItemSchema = z.union([ingredientCheckSchema, legacyIngredientCheckSchema]);

/** groceryListsV2/{id} (spec B §3): references to planned meals plus custom items. */
export const groceryListV2Schema = z.object({
  id: z.string().min(1),
  name: z.string(),
  organizationId: z.string().min(1),
  status: lifecycleStatusSchema,
  mealEntryRefs: z.array(mealEntryRefSchema).default([]),
  checkedItems: z.array(checkedItemSchema).default([]),
  customItems: z.array(customGroceryItemSchema).default([]),
  ...shareFieldsSchema.shape,
  createdAt: optionalTimestampSchema,
  updatedAt: optionalTimestampSchema,
});

export type MealEntryRef = z.infer<typeof mealEntryRefSchema>;
export type CheckedItem = z.infer<typeof checkedItemSchema>;
export type GroceryListV2 = z.infer<typeof groceryListV2Schema>;
