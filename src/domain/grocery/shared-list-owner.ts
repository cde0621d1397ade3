import { z } from 'zod';

/**
 * sharedGroceryListOwners/{token}: which list of which household a shared view shows, kept out
 * of the view that anyone holding the link reads (DESIGN.md §3, "Shared list views hold no ids").
 * firestore.rules reads it to let only that household's writers publish and archive the view;
 * the API service reads it to put a visitor's tick on the list. No client reads it. `legacy`
 * marks the view of a legacy groceryLists list, which only the migration writes: its ticks stay
 * on the view.
 */
export const sharedListOwnerSchema = z.object({
  organizationId: z.string().min(1),
  listId: z.string().min(1),
  legacy: z.boolean().default(false),
});

export type SharedListOwner = z.infer<typeof sharedListOwnerSchema>;

/** What a household's writer writes: never the legacy mark. */
export type SharedListBinding = Omit<SharedListOwner, 'legacy'>;
