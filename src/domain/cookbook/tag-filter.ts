import type { CookbookTag } from './cookbook-tag';
import type { TagFilterType } from './saved-view';

/** A cookbook's tags by id, as Cookbook['tags'] holds them; only their recipe ids matter here. */
export type TagsById = Readonly<Record<string, Pick<CookbookTag, 'recipeIds'>>>;

/**
 * Ids of the recipes the selected tags pick (spec B §5): OR is the union of the tags' recipes,
 * AND their intersection, and an empty selection picks nothing. A selected id that is no longer
 * a tag (a saved view outliving a deleted tag) counts as a tag without recipes.
 */
export function recipeIdsForTags(tags: TagsById, selectedTagIds: readonly string[], filterType: TagFilterType): Set<string> {
  const lists = selectedTagIds.map((tagId) => tags[tagId]?.recipeIds ?? []);
  if (filterType === 'OR') return new Set(lists.flat());
  const [first, ...others] = lists;
  const othersAsSets = others.map((ids) => new Set(ids));
  return new Set((first ?? []).filter((id) => othersAsSets.every((ids) => ids.has(id))));
}

/** The recipes the selected tags pick, in their original order. */
export function filterByTags<R extends { id: string }>(
  recipes: readonly R[],
  tags: TagsById,
  selectedTagIds: readonly string[],
  filterType: TagFilterType,
): R[] {
  const picked = recipeIdsForTags(tags, selectedTagIds, filterType);
  return recipes.filter((recipe) => picked.has(recipe.id));
}
