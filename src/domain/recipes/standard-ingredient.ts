import { z } from 'zod';
import { storedGroceryCategorySchema } from '../grocery/categories';
import { unitSchema } from './units';

/**
 * How shops sell a food (DESIGN.md §3, "What the list shows"): by weight (g, kg), by volume
 * (cl, l), or by the unit: a piece (an onion, a lemon), a clove counted within a head (garlic),
 * a bunch or bouquet (parsley, radishes), a can, a packet, a jar or a slice.
 */
export const buyingUnits = ['weight', 'volume', 'piece', 'clove', 'bunch', 'can', 'packet', 'jar', 'slice'] as const;

export type BuyingUnit = (typeof buyingUnits)[number];

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
  // What the shopping list counts in; absent, the list keeps the recipes' own units.
  buyingUnit: z.enum(buyingUnits).optional(),
  // Average weight in grams of one piece as recipes count it (an onion, a clove, a bunch, a
  // can): how pieces and weights of one food add up on one line.
  pieceGrams: z.number().positive().optional(),
  // Grams in a millilitre, for a food bought by weight that recipes also measure in spoons or
  // cups (flour, sugar, butter).
  gramsPerMl: z.number().positive().optional(),
  // Checked in the cupboard, never bought by the spoon: salt, pepper, spices, oil, vinegar…
  staple: z.boolean().optional(),
});

export type StandardIngredient = z.infer<typeof standardIngredientSchema>;
