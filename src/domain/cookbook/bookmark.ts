import { z } from 'zod';
import { optionalTimestampSchema } from '../shared/timestamp';

/** A public recipe kept in a user's cookbook; bookmarks belong to the user, not the household. */
export const bookmarkSchema = z.object({
  userId: z.string().min(1),
  recipeId: z.string().min(1),
  createdAt: optionalTimestampSchema,
});

export type Bookmark = z.infer<typeof bookmarkSchema>;

/**
 * One document per user and recipe: bookmarking twice, from two tabs, rewrites the same
 * document instead of adding a second one, and the rules can check the id against its fields.
 */
export function bookmarkId(userId: string, recipeId: string): string {
  return `${userId}_${recipeId}`;
}
