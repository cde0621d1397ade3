import { create } from 'zustand';
import type { Recipe } from '@/domain/recipes/recipe';
import type { RecipeWrite } from '@/domain/recipes/recipe-form';
import { nextSeoUrl } from '@/domain/recipes/seo-url';
import { useSession } from '@/features/auth/store';
import * as data from './data';

interface RecipesActions {
  fetchRecipe: (id: string) => Promise<Recipe | null>;
  fetchRecipeBySeoUrl: (seoUrl: string) => Promise<Recipe | null>;
  /** Creates or updates a recipe of the user's default household; returns its id. */
  saveRecipe: (fields: RecipeWrite, existing: Recipe | null) => Promise<string | null>;
  deleteRecipe: (id: string) => Promise<void>;
}

/** Recipe reads that may be refused (a private recipe of another household) read as "not found". */
const orNull = (read: Promise<Recipe | null>) => read.catch(() => null);

export const useRecipes = create<RecipesActions>()(() => ({
  fetchRecipe: (id) => orNull(data.fetchRecipe(id)),
  fetchRecipeBySeoUrl: (seoUrl) => orNull(data.fetchRecipeBySeoUrl(seoUrl)),

  saveRecipe: async (fields, existing) => {
    const { user, organization } = useSession.getState();
    // Spec B §6: without a default household, creation silently does nothing.
    if (!user || !organization) return null;
    if (existing) {
      const seoUrl = nextSeoUrl(existing, fields, existing.id);
      await data.updateRecipe(existing.id, { ...fields, seoUrl });
      return existing.id;
    }
    const id = data.newRecipeId();
    const seoUrl = nextSeoUrl({ isPublic: false, name: fields.name, seoUrl: null }, fields, id);
    await data.createRecipe(id, { ...fields, seoUrl }, { organizationId: organization.id, createdBy: { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() } });
    return id;
  },

  deleteRecipe: (id) => data.deleteRecipe(id),
}));
