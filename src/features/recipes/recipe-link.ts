import { paths } from '@/app/paths';
import type { Recipe } from '@/domain/recipes/recipe';

/** Public recipes are linked by their readable address (spec B §2). */
export function recipeLink(recipe: Pick<Recipe, 'id' | 'seoUrl' | 'isPublic'>, portions?: number): string {
  const path = recipe.isPublic && recipe.seoUrl ? paths.recipeBySeoUrl(recipe.seoUrl) : paths.recipe(recipe.id);
  return portions ? `${path}?portions=${portions}` : path;
}
