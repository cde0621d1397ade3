import type { ListingNarrowing } from '../cookbook/cookbook-pages';
import type { TagFilterType } from '../cookbook/saved-view';
import type { Classification, Cost, DietaryRestriction, Difficulty, DishType } from '../recipes/classification';
import { discoveryTerm } from '../recipes/discovery-terms';
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
  /** The 'Rechercher une recette...' box: each word starts a word of the name, as the cookbook searches (cookbook-pages.ts). */
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

/** The diets, the rarest first: a vegan recipe is vegetarian too, so asking for vegan narrows most. */
const dietsRarestFirst: readonly PlannerDietaryFlag[] = ['vegan', 'glutenFree', 'vegetarian'];

/** The filters the panel narrows the cookbook's listing by: all but the name search and the tags, which the listing runs itself. */
export type NarrowingFilters = Pick<PlannerFilters, 'dietaryFlags' | 'difficulty' | 'cost' | 'dishTypes' | 'prepTime'>;

// Each keystroke checks the same recipes read again, and a changed recipe arrives as a new
// object: each recipe's time bucket is worked out once.
const buckets = new WeakMap<FilterableRecipe, PrepTimeBucket>();

function bucketOf(recipe: FilterableRecipe): PrepTimeBucket {
  let bucket = buckets.get(recipe);
  if (!bucket) {
    bucket = prepTimeBucket(recipeTotalMinutes(recipe));
    buckets.set(recipe, bucket);
  }
  return bucket;
}

/** Whether a recipe passes the 'Filtres' panel's diet, difficulty, cost, dish type and time (they combine with AND, the cheapest checked first). */
export function matchesPlannerFilters(recipe: FilterableRecipe, { dietaryFlags, difficulty, cost, dishTypes, prepTime }: NarrowingFilters): boolean {
  const { classification } = recipe;
  return (
    (prepTime === 'all' || prepTime === bucketOf(recipe)) &&
    (difficulty === 'all' || difficulty === classification.difficulty) &&
    (cost === 'all' || cost === classification.cost) &&
    (dietaryFlags.length === 0 || dietaryFlags.every((flag) => classification.dietaryRestrictions.includes(flag))) &&
    (dishTypes.length === 0 || dishTypes.some((dishType) => classification.dishTypes.includes(dishType)))
  );
}

/**
 * The panel's filters as the cookbook's listing narrows by them (cookbook-pages.ts); the name
 * search and the tags are the listing's own. The household's query holds one array-contains
 * term, so it asks for the rarest checked diet, joined with the dish type when only one is
 * checked (`d:dessert|r:vegan`, discovery-terms.ts); the rest (other diets, several dish types,
 * difficulty, cost, time) is checked on what comes back, reading on until a page is full.
 */
export function plannerNarrowing(filters: NarrowingFilters): ListingNarrowing & { matches: (recipe: FilterableRecipe) => boolean } {
  const diet = dietsRarestFirst.find((flag) => filters.dietaryFlags.includes(flag));
  const [dishType, ...otherDishTypes] = filters.dishTypes;
  const term = discoveryTerm({ diet, dishType: otherDishTypes.length === 0 ? dishType : undefined });
  const key = [[...filters.dietaryFlags].sort().join(','), filters.difficulty, filters.cost, [...filters.dishTypes].sort().join(','), filters.prepTime].join('|');
  return { key, term: term === '' ? null : term, matches: (recipe) => matchesPlannerFilters(recipe, filters) };
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
