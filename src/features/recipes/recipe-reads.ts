import type { Recipe } from '@/domain/recipes/recipe';
import { recipeIdFromSeoUrl } from '@/domain/recipes/seo-url';
import { paths } from '@/config/paths';
import { createStore } from '@/lib/create-store';
import { fetchPublicRecipe, fetchPublicRecipeBySeoUrl } from './data-rest';

export type RecipeLookup = { state: 'loading' } | { state: 'found'; recipe: Recipe } | { state: 'redirect'; to: string } | { state: 'notFound' };

export interface RecipeAddress {
  id?: string;
  seoUrl?: string;
  /** A public recipe opened by id goes to its readable address (off on the edit form). */
  followSeoUrl?: boolean;
}

/** The key of one address's lookup. */
export const recipeAddressKey = ({ id, seoUrl }: RecipeAddress) => `${id ?? ''}|${seoUrl ?? ''}`;

/**
 * The recipe page's reads. A public recipe comes over REST, so a visitor's page needs no SDK; a
 * household's own recipe (refused there) or a read without a network goes through the SDK, which
 * reads as the user and from the offline cache. Null when there is no such recipe, or none readable.
 */
interface RecipeReads {
  fetchRecipe: (id: string) => Promise<Recipe | null>;
  fetchRecipeBySeoUrl: (seoUrl: string) => Promise<Recipe | null>;
  /** A prerendered recipe page's lookup, made before it renders; the page takes it instead of reading again. */
  firstLookup: { key: string; result: RecipeLookup } | null;
  loadFirstLookup: (address: RecipeAddress) => Promise<void>;
  forgetFirstLookup: () => void;
}

const sdk = () => import('./data');
const orNull = (read: Promise<Recipe | null>) => read.catch(() => null);

/**
 * Finds the recipe of /recipes/{id} or /recette/{seoUrl}, with the redirects of spec B §2: a
 * public recipe opened by id goes to its readable address; an unknown readable address is
 * tried by the id it carries (the recipe was renamed) and sent to /recipes/{id}.
 */
export async function findRecipe(reads: Pick<RecipeReads, 'fetchRecipe' | 'fetchRecipeBySeoUrl'>, { id, seoUrl, followSeoUrl = true }: RecipeAddress): Promise<RecipeLookup> {
  if (id) {
    const recipe = await reads.fetchRecipe(id);
    if (!recipe) return { state: 'notFound' };
    return followSeoUrl && recipe.isPublic && recipe.seoUrl ? { state: 'redirect', to: paths.recipeBySeoUrl.href(recipe.seoUrl) } : { state: 'found', recipe };
  }
  if (!seoUrl) return { state: 'notFound' };
  const bySeoUrl = await reads.fetchRecipeBySeoUrl(seoUrl);
  if (bySeoUrl) return { state: 'found', recipe: bySeoUrl };
  const embeddedId = recipeIdFromSeoUrl(seoUrl);
  const byId = embeddedId ? await reads.fetchRecipe(embeddedId) : null;
  return byId ? { state: 'redirect', to: paths.recipe.href(byId.id) } : { state: 'notFound' };
}

export const useRecipeReads = createStore<RecipeReads>((set, get) => ({
  fetchRecipe: (id) => orNull(fetchPublicRecipe(id).catch(async () => (await sdk()).fetchRecipe(id))),
  fetchRecipeBySeoUrl: (seoUrl) => orNull(fetchPublicRecipeBySeoUrl(seoUrl).catch(async () => (await sdk()).fetchRecipeBySeoUrl(seoUrl))),
  firstLookup: null,
  // Public reads only: a prerendered page is a visitor's, and the SDK stays out of the server.
  loadFirstLookup: async (address) => {
    const result = await findRecipe(
      { fetchRecipe: (id) => orNull(fetchPublicRecipe(id)), fetchRecipeBySeoUrl: (seoUrl) => orNull(fetchPublicRecipeBySeoUrl(seoUrl)) },
      address,
    );
    set({ firstLookup: { key: recipeAddressKey(address), result } });
  },
  forgetFirstLookup: () => get().firstLookup && set({ firstLookup: null }),
}));

/** For `useShallow`: both reads. */
export const selectRecipeReads = (state: RecipeReads) => ({ fetchRecipe: state.fetchRecipe, fetchRecipeBySeoUrl: state.fetchRecipeBySeoUrl });
