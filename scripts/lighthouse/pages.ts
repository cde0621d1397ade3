import { paths } from '../../src/config/paths.ts';
import { seoUrlFor } from '../../src/domain/recipes/seo-url.ts';
import { readPublicRecipeSeed } from '../seed/public-recipes.ts';

/**
 * The public pages a visitor opens on a phone: the catalogue, and a recipe of the seeded
 * catalogue at the address people share (its seoUrl), which the stack seeds on every start.
 */
export function auditedPaths(): string[] {
  const [recipe] = readPublicRecipeSeed().recipes;
  if (!recipe) throw new Error('The seeded catalogue holds no public recipe to audit.');
  return [paths.recipes.href(), paths.recipeBySeoUrl.href(seoUrlFor(recipe.name, recipe.key))];
}
