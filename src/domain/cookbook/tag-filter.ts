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

// A filter runs on every keystroke with the same tags: each tag's ids become a set once. Tags
// are replaced, never changed in place, when they change, so a changed tag is a new list here.
const idSets = new WeakMap<readonly string[], ReadonlySet<string>>();
const noIds: readonly string[] = [];

function idSet(ids: readonly string[]): ReadonlySet<string> {
  let set = idSets.get(ids);
  if (!set) {
    set = new Set(ids);
    idSets.set(ids, set);
  }
  return set;
}

/**
 * Whether the selected tags pick a recipe, as recipeIdsForTags decides, for a filter that asks
 * of every recipe: it looks the recipe up in each tag's ids rather than building their union or
 * intersection on every call.
 */
export function tagPicker(tags: TagsById, selectedTagIds: readonly string[], filterType: TagFilterType): (recipeId: string) => boolean {
  const sets = selectedTagIds.map((tagId) => idSet(tags[tagId]?.recipeIds ?? noIds));
  const [only] = sets;
  if (only === undefined) return () => false;
  if (sets.length === 1) return (recipeId) => only.has(recipeId);
  return filterType === 'OR' ? (recipeId) => sets.some((ids) => ids.has(recipeId)) : (recipeId) => sets.every((ids) => ids.has(recipeId));
}
