import type { CookbookTag } from './cookbook-tag';
import { SYSTEM_TAG_ID } from './default-cookbook-tags';

/** The tags a recipe joins and leaves in one save. */
export interface RecipeTagChanges {
  added: string[];
  removed: string[];
}

/** The ids of the tags that mark a recipe. */
export function tagIdsOf(tags: Readonly<Record<string, Pick<CookbookTag, 'id' | 'recipeIds'>>>, recipeId: string): string[] {
  return Object.values(tags)
    .filter((tag) => tag.recipeIds.includes(recipeId))
    .map((tag) => tag.id);
}

/**
 * What a save changes, from the tags the form opened with to those picked, among the tags the
 * cookbook still has (writing to a tag deleted meanwhile would recreate half of it). NiooChefs
 * is never among them: bookmarks alone put recipes in it or take them out (spec B §4).
 */
export function recipeTagChanges(before: readonly string[], after: readonly string[], existingTagIds: Iterable<string>): RecipeTagChanges {
  const existing = new Set(existingTagIds);
  existing.delete(SYSTEM_TAG_ID);
  const had = new Set(before);
  const has = new Set(after);
  return {
    added: [...has].filter((tagId) => !had.has(tagId) && existing.has(tagId)),
    removed: [...had].filter((tagId) => !has.has(tagId) && existing.has(tagId)),
  };
}

/** The tags with the recipe added to and taken out of those `changes` name; the others as they were. */
export function withRecipeTagChanges<Tag extends Pick<CookbookTag, 'recipeIds'>>(tags: Readonly<Record<string, Tag>>, recipeId: string, changes: RecipeTagChanges): Record<string, Tag> {
  const added = new Set(changes.added);
  const removed = new Set(changes.removed);
  return Object.fromEntries(
    Object.entries(tags).map(([tagId, tag]) => {
      if (added.has(tagId) && !tag.recipeIds.includes(recipeId)) return [tagId, { ...tag, recipeIds: [...tag.recipeIds, recipeId] }];
      if (removed.has(tagId)) return [tagId, { ...tag, recipeIds: tag.recipeIds.filter((id) => id !== recipeId) }];
      return [tagId, tag];
    }),
  );
}

/** The reverse of `changes`: what undoes them. */
export function reversed(changes: RecipeTagChanges): RecipeTagChanges {
  return { added: changes.removed, removed: changes.added };
}
