import { paths } from '@/config/paths';
import type { Recipe } from '@/domain/recipes/recipe';

/** Public recipes are linked by their readable address (spec B §2). */
export function recipeLink(recipe: Pick<Recipe, 'id' | 'seoUrl' | 'isPublic'>, portions?: number): string {
  const path = recipe.isPublic && recipe.seoUrl ? paths.recipeBySeoUrl.href(recipe.seoUrl) : paths.recipe.href(recipe.id);
  return portions ? `${path}?portions=${portions}` : path;
}
