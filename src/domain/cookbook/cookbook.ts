import { z } from 'zod';
import { optionalTimestampSchema } from '../shared/timestamp';
import { COOKBOOK_MAX_TAGS, cookbookTagSchema } from './cookbook-tag';
import { savedViewSchema } from './saved-view';

// Tags are written by dotted path (tags.{id}.name…), so the map key is the tag's identity and
// the household is the cookbook's: both are filled in when a stored tag lacks them.
const storedTagSchema = cookbookTagSchema.extend({
  id: z.string().optional(),
  organizationId: z.string().optional(),
});

/** Saved views a cookbook may hold (DESIGN.md §3, firestore.rules). */
export const COOKBOOK_MAX_SAVED_VIEWS = 30;

/**
 * Public recipes a cookbook's publicRecipeIds may list when a client writes it (firestore.rules,
 * maxPublicRecipeIds()). Bookmarks now keep them; the list is still read whatever its length.
 */
export const COOKBOOK_MAX_PUBLIC_RECIPES = 1000;

/** cookbooks/{organizationId} (spec B §3): one per household. */
export const cookbookSchema = z
  .object({
    id: z.string().min(1),
    organizationId: z.string().min(1),
    // Public recipes of other households kept in this cookbook.
    publicRecipeIds: z.array(z.string()).default([]),
    tags: z
      .record(z.string(), storedTagSchema)
      .refine((tags) => Object.keys(tags).length <= COOKBOOK_MAX_TAGS, { error: `At most ${COOKBOOK_MAX_TAGS} tags` })
      .default({}),
    savedViews: z.array(savedViewSchema).max(COOKBOOK_MAX_SAVED_VIEWS).default([]),
    createdAt: optionalTimestampSchema,
    updatedAt: optionalTimestampSchema,
  })
  .transform((cookbook) => ({
    ...cookbook,
    tags: Object.fromEntries(
      Object.entries(cookbook.tags).map(([id, tag]) => [
        id,
        { ...tag, id, organizationId: tag.organizationId ?? cookbook.organizationId },
      ]),
    ),
  }));

export type Cookbook = z.infer<typeof cookbookSchema>;
