import { recipeImportEndpoint, type RecipeDraft } from '@/domain/api/recipe-import';
import { api } from '@/lib/api';

/** Asks the API service to read a web page's recipe; a refusal is an ApiError naming its French message. */
export function requestRecipeImport(url: string): Promise<RecipeDraft> {
  return api.call(recipeImportEndpoint, { url });
}
