import { recipeSchema, type Recipe } from '@/domain/recipes/recipe';

/** A recipe of the household, as the cookbook lists it, for the picker's component tests. */
export function buildRecipe(id: string, name: string, extra: Record<string, unknown> = {}): Recipe {
  return recipeSchema.parse({ id, name, servings: 6, organizationId: 'org-1', createdBy: { id: 'user-1', name: 'Camille Martin' }, ...extra });
}
