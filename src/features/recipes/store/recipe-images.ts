import { fitInline, IMAGE_MAX_SIDE_PX, imageFileProblem, pictureToDelete, recipeImagePath, UPLOAD_MAX_MB, UPLOAD_TIMEOUT_MS, uploadFailureKind, type CompressionStep } from '@/domain/recipes/recipe-image';
import { compressImage, toDataUrl } from '@/lib/compress-image';
import { canUploadImages, deleteImage, uploadImage } from '@/lib/firebase/storage';

export type ImageStage = { stage: 'compressing' } | { stage: 'uploading'; percent: number };

export type ImageErrorKey = `recipeForm.image.errors.${'notAnImage' | 'tooLarge' | 'compressionEmpty' | 'processing' | 'uploadFailed' | 'urlFailed'}`;

export type ImageOutcome =
  | { kind: 'stored'; url: string }
  | { kind: 'inline'; url: string; notice: 'recipeForm.image.errors.storageUnavailable' }
  | { kind: 'failed'; error: ImageErrorKey };

class EmptyCompression extends Error {}

async function compressed(file: File, step: CompressionStep): Promise<File> {
  const result = await compressImage(file, step);
  if (result.size === 0) throw new EmptyCompression();
  return result;
}

/** The picture inside the recipe document, compressed until it fits there; refused when it cannot. */
async function inline(file: File): Promise<ImageOutcome> {
  const url = await fitInline(async (step) => toDataUrl(await compressed(file, step)));
  return url ? { kind: 'inline', url, notice: 'recipeForm.image.errors.storageUnavailable' } : { kind: 'failed', error: 'recipeForm.image.errors.processing' };
}

/** Checks, compresses and stores a picture: uploaded, inline when Storage is unavailable, or why not. */
export async function prepareImage(file: File, userId: string | null, onProgress: (stage: ImageStage) => void): Promise<ImageOutcome> {
  const problem = imageFileProblem(file);
  if (problem) return { kind: 'failed', error: `recipeForm.image.errors.${problem}` };
  onProgress({ stage: 'compressing' });
  try {
    if (!userId || !canUploadImages()) return await inline(file);
    const upload = await compressed(file, { maxSizeMB: UPLOAD_MAX_MB, maxSidePx: IMAGE_MAX_SIDE_PX });
    try {
      const url = await uploadImage(recipeImagePath(userId, Date.now(), file.name), upload, (percent) => onProgress({ stage: 'uploading', percent }), UPLOAD_TIMEOUT_MS);
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
}

/**
 * Once a save has landed, deletes the user's own picture it replaced or removed. In the
 * background: a picture left behind costs a little storage, a failed or slow save costs the recipe.
 */
export function deleteReplacedPicture(before: string | null, after: string | undefined, userId: string): void {
  const path = pictureToDelete(before, after, userId);
  if (!before || !path) return;
  deleteImage(before).catch((error: unknown) => console.warn(`Replaced recipe picture ${path} not deleted:`, error));
}
