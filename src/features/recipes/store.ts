import { createStore } from '@/lib/create-store';
import type { Recipe } from '@/domain/recipes/recipe';
import type { RecipeWrite } from '@/domain/recipes/recipe-form';
import { imageFileProblem, INLINE_MAX_MB, pictureToDelete, recipeImagePath, UPLOAD_MAX_MB, UPLOAD_TIMEOUT_MS, uploadFailureKind } from '@/domain/recipes/recipe-image';
import { nextSeoUrl } from '@/domain/recipes/seo-url';
import { compressImage, toDataUrl } from '@/lib/compress-image';
import { useSession } from '@/features/auth';
import * as data from './data';

interface RecipesActions {
  fetchRecipe: (id: string) => Promise<Recipe | null>;
  fetchRecipeBySeoUrl: (seoUrl: string) => Promise<Recipe | null>;
  /** Creates or updates a recipe of the user's default household; returns its id. */
  saveRecipe: (fields: RecipeWrite, existing: Recipe | null) => Promise<string | null>;
  deleteRecipe: (id: string) => Promise<void>;
  /** Checks, compresses and stores a picture: uploaded, inline when Storage is unavailable, or why not. */
  prepareImage: (file: File, onProgress: (stage: ImageStage) => void) => Promise<ImageOutcome>;
}

export type ImageStage = { stage: 'compressing' } | { stage: 'uploading'; percent: number };

export type ImageErrorKey = `recipeForm.image.errors.${'notAnImage' | 'tooLarge' | 'compressionEmpty' | 'processing' | 'uploadFailed' | 'urlFailed'}`;

export type ImageOutcome =
  | { kind: 'stored'; url: string }
  | { kind: 'inline'; url: string; notice: 'recipeForm.image.errors.storageUnavailable' }
  | { kind: 'failed'; error: ImageErrorKey };

class EmptyCompression extends Error {}

async function compressed(file: File, maxSizeMB: number): Promise<File> {
  const result = await compressImage(file, maxSizeMB);
  if (result.size === 0) throw new EmptyCompression();
  return result;
}

async function inline(file: File): Promise<ImageOutcome> {
  return { kind: 'inline', url: await toDataUrl(await compressed(file, INLINE_MAX_MB)), notice: 'recipeForm.image.errors.storageUnavailable' };
}

/**
 * Once a save has landed, deletes the user's own picture it replaced or removed. In the
 * background: a picture left behind costs a little storage, a failed or slow save costs the recipe.
 */
function deleteReplacedPicture(before: string | null, after: string | undefined, userId: string): void {
  const path = pictureToDelete(before, after, userId);
  if (!before || !path) return;
  data.deleteImage(before).catch((error: unknown) => console.warn(`Replaced recipe picture ${path} not deleted:`, error));
}

/** Recipe reads that may be refused (a private recipe of another household) read as "not found". */
const orNull = (read: Promise<Recipe | null>) => read.catch(() => null);

export const useRecipes = createStore<RecipesActions>(() => ({
  fetchRecipe: (id) => orNull(data.fetchRecipe(id)),
  fetchRecipeBySeoUrl: (seoUrl) => orNull(data.fetchRecipeBySeoUrl(seoUrl)),

  saveRecipe: async (fields, existing) => {
    const { user, organization } = useSession.getState();
    // Spec B §6: without a default household, creation silently does nothing.
    if (!user || !organization) return null;
    if (existing) {
      const seoUrl = nextSeoUrl(existing, fields, existing.id);
      await data.updateRecipe(existing.id, { ...fields, seoUrl });
      deleteReplacedPicture(existing.image, fields.image, user.id);
      return existing.id;
    }
    const id = data.newRecipeId();
    const seoUrl = nextSeoUrl({ isPublic: false, name: fields.name, seoUrl: null }, fields, id);
    await data.createRecipe(id, { ...fields, seoUrl }, { organizationId: organization.id, createdBy: { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() } });
    return id;
  },

  deleteRecipe: (id) => data.deleteRecipe(id),

  prepareImage: async (file, onProgress) => {
    const problem = imageFileProblem(file);
    if (problem) return { kind: 'failed', error: `recipeForm.image.errors.${problem}` };
    const userId = useSession.getState().user?.id;
    onProgress({ stage: 'compressing' });
    try {
      if (!userId || !data.canUploadImages()) return await inline(file);
      const upload = await compressed(file, UPLOAD_MAX_MB);
      try {
        const url = await data.uploadImage(recipeImagePath(userId, Date.now(), file.name), upload, (percent) => onProgress({ stage: 'uploading', percent }), UPLOAD_TIMEOUT_MS);
        return { kind: 'stored', url };
      } catch (error) {
        if ((error as { code?: string }).code === 'nioo/download-url') return { kind: 'failed', error: 'recipeForm.image.errors.urlFailed' };
        if (uploadFailureKind(error) === 'fallback') return await inline(file);
        return { kind: 'failed', error: 'recipeForm.image.errors.uploadFailed' };
      }
    } catch (error) {
      console.error('Image preparation failed', error);
      return { kind: 'failed', error: error instanceof EmptyCompression ? 'recipeForm.image.errors.compressionEmpty' : 'recipeForm.image.errors.processing' };
    }
  },
}));
