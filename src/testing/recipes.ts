import { recipeSchema, type Recipe } from '@/domain/recipes/recipe';
import { useCookbook } from '@/features/cookbook';
import { useRecipes } from '@/features/recipes';

/** A recipe of org-1 for four, by Camille, read with the app's schema; `overrides` replace its fields. */
export function buildRecipe(overrides: Record<string, unknown> = {}): Recipe {
  return recipeSchema.parse({ id: 'r1', name: 'Recette r1', servings: 4, organizationId: 'org-1', createdBy: { id: 'user-1', name: 'Camille' }, ...overrides });
}

/** The cookbook as the live queries leave it once loaded: these recipes, no bookmarked ones. */
export function seedCookbook(recipes: Recipe[]): void {
  useRecipes.setState({ householdRecipes: recipes, householdRecipesStatus: 'loaded' });
  useCookbook.setState({ loading: false });
}
