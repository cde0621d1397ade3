import type { Classification, Cost, DietaryRestriction, Difficulty, DishType } from './classification';

/** The discovery page's filters (spec B §5); 'all' leaves difficulty or cost unfiltered. */
export interface DiscoveryFilters {
  dishTypes: readonly DishType[];
  dietaryRestrictions: readonly DietaryRestriction[];
  difficulty: Difficulty | 'all';
  cost: Cost | 'all';
}

export const defaultDiscoveryFilters: DiscoveryFilters = {
  dishTypes: [],
  dietaryRestrictions: [],
  difficulty: 'all',
  cost: 'all',
};

function matchesAny<T>(selected: readonly T[], present: readonly T[]): boolean {
  return selected.length === 0 || selected.some((value) => present.includes(value));
}

/**
 * Whether a recipe passes the filters: dish types and diets when it has any selected value,
 * difficulty and cost when equal to the selection.
 */
export function matchesDiscoveryFilters(recipe: { classification: Classification }, filters: DiscoveryFilters): boolean {
  const { classification } = recipe;
  return (
    matchesAny(filters.dishTypes, classification.dishTypes) &&
    matchesAny(filters.dietaryRestrictions, classification.dietaryRestrictions) &&
    (filters.difficulty === 'all' || filters.difficulty === classification.difficulty) &&
    (filters.cost === 'all' || filters.cost === classification.cost)
  );
}

/** Whether any filter narrows the list, which decides the empty-state message and the reset button. */
export function hasActiveFilters(filters: DiscoveryFilters): boolean {
  return (
    filters.dishTypes.length > 0 ||
    filters.dietaryRestrictions.length > 0 ||
    filters.difficulty !== 'all' ||
    filters.cost !== 'all'
  );
}
