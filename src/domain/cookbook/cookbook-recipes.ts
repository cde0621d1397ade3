import type { Recipe } from '../recipes/recipe';

/**
 * What the cookbook shows (spec B §2): the household's recipes, then the public recipes its
 * `publicRecipeIds` lists now, as far as they have been read. Derived from the current list
 * every time, so a recipe whose bookmark was removed, here or on another device, leaves at once.
 */
export function cookbookRecipes(householdRecipes: readonly Recipe[], publicRecipeIds: readonly string[], publicRecipes: Readonly<Record<string, Recipe>>): Recipe[] {
  const own = new Set(householdRecipes.map((recipe) => recipe.id));
  const bookmarked = publicRecipeIds.flatMap((id) => {
    const recipe = publicRecipes[id];
    return recipe && !own.has(id) ? [recipe] : [];
  });
  return [...householdRecipes, ...bookmarked];
}

/** The listed public recipes not read yet, to fetch. */
export function unreadPublicRecipeIds(publicRecipeIds: readonly string[], publicRecipes: Readonly<Record<string, Recipe>>): string[] {
  return [...new Set(publicRecipeIds)].filter((id) => !(id in publicRecipes));
}
