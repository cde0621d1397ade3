import { z } from 'zod';
import { householdTagSchema } from '../household/household-tag';
import { optionalTimestampSchema } from '../shared/timestamp';

/** Tags a cookbook may hold, NiooChefs and Favoris included (DESIGN.md §3, firestore.rules). */
export const COOKBOOK_MAX_TAGS = 20;

/** A tag of the cookbook (spec B §3): the household tag plus the recipes it marks. */
export const cookbookTagSchema = householdTagSchema.extend({
  recipeIds: z.array(z.string()).default([]),
  createdAt: optionalTimestampSchema,
  updatedAt: optionalTimestampSchema,
});

export type CookbookTag = z.infer<typeof cookbookTagSchema>;

/** True once a cookbook holds as many tags as it may: a new one would be refused (firestore.rules). */
export function isTagLimitReached(tags: Readonly<Record<string, unknown>>): boolean {
  return Object.keys(tags).length >= COOKBOOK_MAX_TAGS;
}
