import type { Recipe } from '../recipes/recipe';
import type { RecipeById } from './cookbook-pages';

/**
 * The whole cookbook (spec B §2): the household's recipes, then the public recipes its
 * `publicRecipeIds` lists now, as far as they have been read. Derived from the current list
 * every time, so a recipe whose bookmark was removed, here or on another device, leaves at once;
 * one deleted or made private since is skipped.
 */
export function cookbookRecipes(householdRecipes: readonly Recipe[], publicRecipeIds: readonly string[], byId: RecipeById): Recipe[] {
  const own = new Set(householdRecipes.map((recipe) => recipe.id));
  const bookmarked = [...new Set(publicRecipeIds)].flatMap((id) => {
    const recipe = byId(id);
    return recipe && recipe.isPublic && !own.has(id) ? [recipe] : [];
  });
  return [...householdRecipes, ...bookmarked];
}

/**
 * Whether a public recipe the cookbook lists is still unread: a screen that works from the whole
 * cookbook at once (the week proposal) waits for them, or it would choose among the household's
 * own recipes only.
 */
export function hasUnreadBookmarks(publicRecipeIds: readonly string[], byId: RecipeById): boolean {
  return publicRecipeIds.some((id) => byId(id) === undefined);
}
