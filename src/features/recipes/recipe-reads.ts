import type { Recipe } from '@/domain/recipes/recipe';
import { createStore } from '@/lib/create-store';
import { fetchPublicRecipe, fetchPublicRecipeBySeoUrl } from './data-rest';

/**
 * The recipe page's reads. A public recipe comes over REST, so a visitor's page needs no SDK; a
 * household's own recipe (refused there) or a read without a network goes through the SDK, which
 * reads as the user and from the offline cache. Null when there is no such recipe, or none readable.
 */
interface RecipeReads {
  fetchRecipe: (id: string) => Promise<Recipe | null>;
  fetchRecipeBySeoUrl: (seoUrl: string) => Promise<Recipe | null>;
}

const sdk = () => import('./data');
const orNull = (read: Promise<Recipe | null>) => read.catch(() => null);

export const useRecipeReads = createStore<RecipeReads>(() => ({
  fetchRecipe: (id) => orNull(fetchPublicRecipe(id).catch(async () => (await sdk()).fetchRecipe(id))),
  fetchRecipeBySeoUrl: (seoUrl) => orNull(fetchPublicRecipeBySeoUrl(seoUrl).catch(async () => (await sdk()).fetchRecipeBySeoUrl(seoUrl))),
}));

/** For `useShallow`: both reads. */
export const selectRecipeReads = (state: RecipeReads) => ({ fetchRecipe: state.fetchRecipe, fetchRecipeBySeoUrl: state.fetchRecipeBySeoUrl });
