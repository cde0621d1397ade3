import { namePrefixTerm, searchWords } from '../recipes/discovery-terms';
import type { HouseholdPageAnswer, HouseholdPageQuery } from '../recipes/household-page';
import type { Recipe } from '../recipes/recipe';
import type { CookbookFilter } from './cookbook-filter';
import { recipeIdsForTags } from './tag-filter';

/** A recipe read by id: undefined while unknown, null when gone or unreadable. */
export type RecipeById = (id: string) => Recipe | null | undefined;

/**
 * What a screen narrows the listing by besides the name and the tags (the planner panel's diet,
 * dish type, difficulty, cost and time): a term the household's query asks when no name is
 * searched, and what each recipe shown must pass, checked on what comes back.
 */
export interface ListingNarrowing {
  /** The same for the same narrowing: a new one reads from its first page again. */
  key: string;
  term: string | null;
  matches: (recipe: Recipe) => boolean;
}

export interface CookbookListingInput {
  filter: CookbookFilter;
  narrowing?: ListingNarrowing | null;
  organizationId: string;
  /** The bookmarked public recipes, from the cookbook document. */
  publicRecipeIds: readonly string[];
  /** How many candidates to read: the pages shown, plus what the in-memory filter skipped. */
  budget: number;
  household: HouseholdPageAnswer | null;
  byId: RecipeById;
}

export interface CookbookListing {
  /** The household's query to run, or none when tags name the recipes. */
  household: HouseholdPageQuery | null;
  /** The recipes to read by id. */
  ids: string[];
  /** The matching recipes read so far, in the order they show. */
  recipes: Recipe[];
  /** Every read asked for has answered: what matches among `budget` candidates is known. */
  settled: boolean;
  /** No candidate is left past `budget`. */
  exhausted: boolean;
}

/**
 * The name search as the query runs it: the longest typed word narrows the query (it matches
 * the fewest recipes), the others are checked on what comes back. Null when nothing searchable
 * was typed (searchWords keeps no single letter, the shortest prefix stored): the listing is then
 * filtered in memory, a page at a time.
 */
export function searchTerm(words: readonly string[]): string | null {
  const longest = words.reduce<string | null>((best, word) => (best === null || word.length > best.length ? word : best), null);
  return longest === null ? null : namePrefixTerm(longest);
}

/**
 * A recipe's searchable words, worked out once per recipe read rather than on every keystroke:
 * a recipe kept from one answer to the next is the same object.
 */
const wordsOfRecipe = new WeakMap<Recipe, string[]>();
function recipeWords(recipe: Recipe): string[] {
  let words = wordsOfRecipe.get(recipe);
  if (!words) {
    words = searchWords(recipe.name);
    wordsOfRecipe.set(recipe, words);
  }
  return words;
}

/** Whether every typed word starts one of the name's words, as the prefix terms find them. */
export function matchesWordPrefixes(name: string, words: readonly string[], own: readonly string[] = searchWords(name)): boolean {
  if (words.length === 0) return true;
  return words.every((word) => own.some((candidate) => candidate.startsWith(word)));
}

/** The ids read so far from the start of `ids`, up to the first one still unknown, so nothing shows out of order. */
function readPrefix(ids: readonly string[], byId: RecipeById): (Recipe | null)[] {
  const read: (Recipe | null)[] = [];
  for (const id of ids) {
    const recipe = byId(id);
    if (recipe === undefined) break;
    read.push(recipe);
  }
  return read;
}

/** Whether the answer can stand for the query: the same recipes, or a superset filtered here. */
function answers(answer: HouseholdPageAnswer, asked: HouseholdPageQuery): boolean {
  if (answer.term !== null && answer.term !== asked.term) return false;
  if (answer.term === null && asked.term !== null && answer.limit !== null) return false;
  return answer.limit === null || (asked.limit !== null && answer.limit >= asked.limit) || answer.recipes.length < answer.limit;
}

/**
 * What the cookbook reads and shows (spec B §2, §5) for one selection, a page at a time: with
 * tags (or a saved view) the ids their lists name, read by id; otherwise the household's recipes
 * by a paged query (narrowed by the name search), then its bookmarked public recipes by id once
 * the household's are exhausted. Typed words and the narrowing are checked in memory on whatever was read.
 */
export function cookbookListing({ filter, narrowing = null, organizationId: householdId, publicRecipeIds, budget, household, byId }: CookbookListingInput): CookbookListing {
  const words = searchWords(filter.query);
  const matches = (recipe: Recipe) => (narrowing === null || narrowing.matches(recipe)) && matchesWordPrefixes(recipe.name, words, recipeWords(recipe));
  const bookmarked = new Set(publicRecipeIds);
  const isBookmarked = (recipe: Recipe) => recipe.isPublic && recipe.organizationId !== householdId && bookmarked.has(recipe.id);

  const tagIds = filter.view ? filter.view.tagIds : filter.selectedTagIds;
  if (tagIds.length > 0) {
    // Last tagged first: a recipe is mostly tagged when saved, so this is near the listing's newest first.
    const picked = [...recipeIdsForTags(filter.tags, tagIds, filter.view ? filter.view.filterType : filter.filterType)].reverse();
    const ids = picked.slice(0, budget);
    const read = readPrefix(ids, byId);
    // A tag may still name a recipe the cookbook no longer holds (a bookmark removed since).
    const recipes = read.filter((recipe): recipe is Recipe => recipe !== null && (recipe.organizationId === householdId || isBookmarked(recipe)) && matches(recipe));
    return { household: null, ids, recipes, settled: read.length === ids.length, exhausted: ids.length === picked.length };
  }

  // A name's prefix term is mostly the rarer: the narrowing's term is asked only without one.
  const query: HouseholdPageQuery = { term: searchTerm(words) ?? narrowing?.term ?? null, limit: budget };
  if (!household) return { household: query, ids: [], recipes: [], settled: false, exhausted: false };
  const own = household.recipes.filter(matches);
  const settled = answers(household, query);
  const full = household.limit !== null && household.recipes.length >= household.limit;
  if (!settled || full) return { household: query, ids: [], recipes: own, settled, exhausted: false };

  const ownIds = new Set(household.recipes.map((recipe) => recipe.id));
  const publicIds = [...bookmarked].filter((id) => !ownIds.has(id));
  const ids = publicIds.slice(0, Math.max(0, budget - household.recipes.length));
  const read = readPrefix(ids, byId);
  const publicOnes = read.filter((recipe): recipe is Recipe => recipe !== null && isBookmarked(recipe) && matches(recipe));
  return { household: query, ids, recipes: [...own, ...publicOnes], settled: read.length === ids.length, exhausted: ids.length === publicIds.length };
}
