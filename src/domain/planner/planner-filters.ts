import { tagPicker, type TagsById } from '../cookbook/tag-filter';
import type { TagFilterType } from '../cookbook/saved-view';
import type { Classification, Cost, DietaryRestriction, Difficulty, DishType } from '../recipes/classification';
import { recipeTotalMinutes, type Recipe } from '../recipes/recipe';

/** The diets the planner's filter panel offers; lactoseFree is not among them (spec B §5). */
export const plannerDietaryFlags = ['vegetarian', 'vegan', 'glutenFree'] as const satisfies readonly DietaryRestriction[];
export type PlannerDietaryFlag = (typeof plannerDietaryFlags)[number];

export function isPlannerDietaryFlag(value: string): value is PlannerDietaryFlag {
  return plannerDietaryFlags.some((flag) => flag === value);
}

/** The prep-time buckets, on prepTime + cookTime (spec B §5, §9). */
export const QUICK_MAX_MINUTES = 30;
export const MEDIUM_MAX_MINUTES = 60;
export const prepTimeBuckets = ['quick', 'medium', 'long'] as const;
export type PrepTimeBucket = (typeof prepTimeBuckets)[number];

/** The planner panel's filters; 'all' and empty lists leave a criterion unfiltered. */
export interface PlannerFilters {
  /** The 'Rechercher une recette...' box: a case-insensitive substring of the name. */
  query: string;
  /** Every checked diet must be among the recipe's dietary restrictions. */
  dietaryFlags: readonly PlannerDietaryFlag[];
  difficulty: Difficulty | 'all';
  cost: Cost | 'all';
  /** Any one of them is enough. */
  dishTypes: readonly DishType[];
  /** Selected tags; none selected leaves the list whole rather than empty. */
  tagIds: readonly string[];
  tagFilterType: TagFilterType;
  prepTime: PrepTimeBucket | 'all';
}

export const defaultPlannerFilters: PlannerFilters = {
  query: '',
  dietaryFlags: [],
  difficulty: 'all',
  cost: 'all',
  dishTypes: [],
  tagIds: [],
  tagFilterType: 'OR',
  prepTime: 'all',
};

/** What the filters read of a recipe. */
export type FilterableRecipe = Pick<Recipe, 'id' | 'name' | 'prepTime' | 'cookTime'> & { classification: Classification };

/** The bucket of a total time: quick up to 30 minutes, medium up to 60, long beyond (a recipe without times is quick). */
export function prepTimeBucket(totalMinutes: number): PrepTimeBucket {
  if (totalMinutes <= QUICK_MAX_MINUTES) return 'quick';
  return totalMinutes <= MEDIUM_MAX_MINUTES ? 'medium' : 'long';
}

/** What the filters compare of a recipe, worked out once. */
interface IndexedRecipe {
  /** The name as the search box compares it. */
  lowered: string;
  bucket: PrepTimeBucket;
}

// Each keystroke filters the same recipes again, and a changed recipe arrives as a new object:
// each recipe's name and time bucket are worked out once.
const indexes = new WeakMap<FilterableRecipe, IndexedRecipe>();

function indexOf(recipe: FilterableRecipe): IndexedRecipe {
  let index = indexes.get(recipe);
  if (!index) {
    index = { lowered: recipe.name.toLocaleLowerCase(), bucket: prepTimeBucket(recipeTotalMinutes(recipe)) };
    indexes.set(recipe, index);
  }
  return index;
}

/**
 * The recipes passing every filter (they combine with AND), in their original order. Names and
 * time buckets are worked out once per recipe list and tags' ids are sets once per tag, so a
 * call is one pass of comparisons, the cheapest first.
 */
export function filterPlannerRecipes<R extends FilterableRecipe>(
  recipes: readonly R[],
  filters: PlannerFilters,
  tags: TagsById,
): R[] {
  const needle = filters.query.trim().toLocaleLowerCase();
  const tagged = filters.tagIds.length > 0 ? tagPicker(tags, filters.tagIds, filters.tagFilterType) : null;
  const { dietaryFlags, difficulty, cost, dishTypes, prepTime } = filters;
  const shown: R[] = [];
  for (const recipe of recipes) {
    const known = indexOf(recipe);
    const { classification } = recipe;
    if (
      (prepTime === 'all' || prepTime === known.bucket) &&
      (difficulty === 'all' || difficulty === classification.difficulty) &&
      (cost === 'all' || cost === classification.cost) &&
      (dietaryFlags.length === 0 || dietaryFlags.every((flag) => classification.dietaryRestrictions.includes(flag))) &&
      (dishTypes.length === 0 || dishTypes.some((dishType) => classification.dishTypes.includes(dishType))) &&
      (!tagged || tagged(recipe.id)) &&
      (needle === '' || known.lowered.includes(needle))
    ) {
      shown.push(recipe);
    }
  }
  return shown;
}

/**
 * Whether the 'Filtres' panel narrows the list, which shows its 'Actif' badge. The search box
 * sits outside that panel and has its own visible text, so it does not count; nor does the
 * AND/OR choice while no tag is selected.
 */
export function isAnyPlannerFilterActive(filters: PlannerFilters): boolean {
  return (
    filters.dietaryFlags.length > 0 ||
    filters.difficulty !== 'all' ||
    filters.cost !== 'all' ||
    filters.dishTypes.length > 0 ||
    filters.tagIds.length > 0 ||
    filters.prepTime !== 'all'
  );
}
