import type { Recipe } from '@/domain/recipes/recipe';
import { countedFoodIds, noBuyingUnits, type FoodBuyingUnits } from '@/domain/recipes/recipe-line-amount';
import { recipeIdFromSeoUrl } from '@/domain/recipes/seo-url';
import { paths } from '@/config/paths';
import { createStore } from '@/lib/create-store';
import { fetchBuyingUnits, fetchPublicRecipe, fetchPublicRecipeBySeoUrl } from '../data/rest';

export type RecipeLookup =
  | { state: 'loading' }
  /** `buyingUnits`: how the recipe's counted foods are sold, when the address asked for them. */
  | { state: 'found'; recipe: Recipe; buyingUnits: FoodBuyingUnits }
  | { state: 'redirect'; to: string }
  | { state: 'notFound' };

export interface RecipeAddress {
  id?: string;
  seoUrl?: string;
  /** A public recipe opened by id goes to its readable address (off on the edit form). */
  followSeoUrl?: boolean;
  /**
   * The recipe's amounts are shown: how its counted foods are sold is read with it, so its
   * first render, the server's included, already says '3 gousses' rather than '3 pièces'.
   */
  withBuyingUnits?: boolean;
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
  /** How these catalogue foods are sold; none when that cannot be read (offline), and pieces are then pieces. */
  fetchBuyingUnits: (ids: readonly string[]) => Promise<FoodBuyingUnits>;
  /** A prerendered recipe page's lookup, made before it renders; the page takes it instead of reading again. */
  firstLookup: { key: string; result: RecipeLookup } | null;
  loadFirstLookup: (address: RecipeAddress) => Promise<void>;
  forgetFirstLookup: () => void;
}

const sdk = () => import('../data');
const orNull = (read: Promise<Recipe | null>) => read.catch(() => null);

/**
 * Finds the recipe of /recipes/{id} or /recette/{seoUrl}, with the redirects of spec B §2: a
 * public recipe opened by id goes to its readable address; an unknown readable address is
 * tried by the id it carries (the recipe was renamed) and sent to /recipes/{id}.
 */
export async function findRecipe(
  reads: Pick<RecipeReads, 'fetchRecipe' | 'fetchRecipeBySeoUrl' | 'fetchBuyingUnits'>,
  { id, seoUrl, followSeoUrl = true, withBuyingUnits = false }: RecipeAddress,
): Promise<RecipeLookup> {
  const found = async (recipe: Recipe): Promise<RecipeLookup> => ({
    state: 'found',
    recipe,
    buyingUnits: withBuyingUnits ? await reads.fetchBuyingUnits(countedFoodIds(recipe.ingredients)) : noBuyingUnits,
  });
  if (id) {
    const recipe = await reads.fetchRecipe(id);
    if (!recipe) return { state: 'notFound' };
    return followSeoUrl && recipe.isPublic && recipe.seoUrl ? { state: 'redirect', to: paths.recipeBySeoUrl.href(recipe.seoUrl) } : found(recipe);
  }
  if (!seoUrl) return { state: 'notFound' };
  const bySeoUrl = await reads.fetchRecipeBySeoUrl(seoUrl);
  if (bySeoUrl) return found(bySeoUrl);
  const embeddedId = recipeIdFromSeoUrl(seoUrl);
  const byId = embeddedId ? await reads.fetchRecipe(embeddedId) : null;
  return byId ? { state: 'redirect', to: paths.recipe.href(byId.id) } : { state: 'notFound' };
}

export const useRecipeReads = createStore<RecipeReads>((set, get) => ({
  fetchRecipe: (id) => orNull(fetchPublicRecipe(id).catch(async () => (await sdk()).fetchRecipe(id))),
  fetchRecipeBySeoUrl: (seoUrl) => orNull(fetchPublicRecipeBySeoUrl(seoUrl).catch(async () => (await sdk()).fetchRecipeBySeoUrl(seoUrl))),
  // The catalogue is public, so REST serves members too; the whole catalogue is no recipe page's to load.
  fetchBuyingUnits: (ids) => fetchBuyingUnits(ids).catch(() => noBuyingUnits),
  firstLookup: null,
  // Public reads only: a prerendered page is a visitor's, and the SDK stays out of the server. The
  // page shows the recipe's amounts: its buying units are part of what it renders from.
  loadFirstLookup: async (address) => {
    const result = await findRecipe(
      {
        fetchRecipe: (id) => orNull(fetchPublicRecipe(id)),
        fetchRecipeBySeoUrl: (seoUrl) => orNull(fetchPublicRecipeBySeoUrl(seoUrl)),
        fetchBuyingUnits: get().fetchBuyingUnits,
      },
      { ...address, withBuyingUnits: true },
    );
    set({ firstLookup: { key: recipeAddressKey(address), result } });
  },
  forgetFirstLookup: () => get().firstLookup && set({ firstLookup: null }),
}));

/** For `useShallow`: the reads. */
export const selectRecipeReads = (state: RecipeReads) => ({
  fetchRecipe: state.fetchRecipe,
  fetchRecipeBySeoUrl: state.fetchRecipeBySeoUrl,
  fetchBuyingUnits: state.fetchBuyingUnits,
});
