import { z } from 'zod';
import { DEFAULT_UNIT, unitSchema } from '../recipes/units';
import { quantitySchema } from '../shared/quantity';
import { optionalTimestampSchema } from '../shared/timestamp';
import { storedGroceryCategorySchema } from './categories';

/** An item added by hand to a list rather than coming from a planned recipe (spec B §3). */
export const customGroceryItemSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1),
  // Older lists stored it as text; it is read as a number (spec B §5).
  quantity: quantitySchema,
  unit: unitSchema.default(DEFAULT_UNIT),
  category: storedGroceryCategorySchema,
  checked: z.boolean().default(false),
  createdAt: optionalTimestampSchema,
  standardIngredientId: z.string().min(1).nullish(),
});

export type CustomGroceryItem = z.infer<typeof customGroceryItemSchema>;
