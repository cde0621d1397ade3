import { INLINE_IMAGE_MAX_LENGTH } from './recipe-limits';

/** Spec B §5 and §9: the limits of a recipe picture. */
export const IMAGE_MAX_INPUT_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_SIDE_PX = 1920;
export const UPLOAD_MAX_MB = 1;
/**
 * An inline picture lives inside the recipe document (1 MiB in all): base64 adds a third, so
 * 0.5 MB of JPEG leaves room for the rest of the recipe (DESIGN.md §3).
 */
export const INLINE_MAX_MB = 0.5;
export const UPLOAD_TIMEOUT_MS = 30_000;

/** How hard to compress: a target size, which the compressor only approaches, and a longest side. */
export interface CompressionStep {
  maxSizeMB: number;
  maxSidePx: number;
}

/**
 * An inline picture is compressed like an upload first, then harder with fewer pixels, until its
 * data: URL fits the recipe document (INLINE_IMAGE_MAX_LENGTH, which the schema and the rules
 * enforce): the compressor's size target is best effort, and a picture it cannot shrink comes
 * back as it was.
 */
export const INLINE_COMPRESSION_STEPS: readonly CompressionStep[] = [
  { maxSizeMB: INLINE_MAX_MB, maxSidePx: IMAGE_MAX_SIDE_PX },
  { maxSizeMB: INLINE_MAX_MB / 2, maxSidePx: 1280 },
  { maxSizeMB: INLINE_MAX_MB / 4, maxSidePx: 800 },
];

/**
 * The data: URL of the first compression step whose result fits a recipe document, or null
 * when none does: the picture is then refused rather than failing the recipe's save.
 */
export async function fitInline(encode: (step: CompressionStep) => Promise<string>): Promise<string | null> {
  for (const step of INLINE_COMPRESSION_STEPS) {
    const dataUrl = await encode(step);
    if (dataUrl.length <= INLINE_IMAGE_MAX_LENGTH) return dataUrl;
  }
  return null;
}

export type ImageFileProblem = 'notAnImage' | 'tooLarge';

export function imageFileProblem(file: { type: string; size: number }): ImageFileProblem | null {
  if (!file.type.startsWith('image/')) return 'notAnImage';
  if (file.size > IMAGE_MAX_INPUT_BYTES) return 'tooLarge';
  return null;
}

/** Letters, digits, dot, dash and underscore only: the name becomes part of a storage path. */
export function sanitizeFileName(name: string): string {
  const cleaned = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '');
  return cleaned.slice(-100) || 'image.jpg';
}

const RECIPE_IMAGES_FOLDER = 'recipe-images';

/** recipe-images/{userId}/{timestamp}-{sanitizedFileName} (spec B §7). */
export function recipeImagePath(userId: string, now: number, fileName: string): string {
  return `${RECIPE_IMAGES_FOLDER}/${userId}/${now}-${sanitizeFileName(fileName)}`;
}

// Storage is not there (or not for us): keep the picture inline instead (spec B §8).
const fallbackCodes = new Set([
  'storage/unauthorized',
  'storage/unknown',
  'storage/retry-limit-exceeded',
  'storage/object-not-found',
  'storage/bucket-not-found',
  'storage/project-not-found',
  'storage/no-default-bucket',
  'storage/unauthenticated',
]);

/** What an upload failure means for the user: fall back to an inline picture, or retry/remove. */
export function uploadFailureKind(error: unknown): 'fallback' | 'failed' {
  const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message.toLowerCase() : '';
  if (fallbackCodes.has(code) || message.includes('network') || message.includes('cors')) return 'fallback';
  return 'failed';
}

function encodedObjectPath(url: URL): string | undefined {
  if (url.protocol === 'gs:') return url.pathname.slice(1);
  if (url.protocol === 'https:' || url.protocol === 'http:') return /^\/v0\/b\/[^/]+\/o\/([^/]+)$/.exec(url.pathname)?.[1];
  return undefined;
}

/**
 * The object path a Firebase Storage address names: a download URL
 * (`http(s)://{host}/v0/b/{bucket}/o/{encoded path}?alt=media…`, from Google or the emulator)
 * or `gs://{bucket}/{path}`. Null for anything else: inline data: pictures, the app's own
 * files, pictures on other sites.
 */
export function storagePathOf(address: string): string | null {
  try {
    const encoded = encodedObjectPath(new URL(address));
    return encoded ? decodeURIComponent(encoded) : null;
  } catch {
    // Not an absolute address, or a malformed escape.
    return null;
  }
}

/**
 * The stored picture a recipe save leaves unused, to delete once the save has succeeded: the
 * old picture when it was replaced or removed, if it is a file in the user's own folder (the
 * rules let nobody delete anyone else's, and another member's picture is theirs). Its storage
 * path, or null.
 */
export function pictureToDelete(before: string | null | undefined, after: string | null | undefined, userId: string): string | null {
  if (!before || !userId) return null;
  const path = storagePathOf(before);
  // A fresh download URL of the same file (a new token) still shows that file.
  if (!path || path === (after ? storagePathOf(after) : null)) return null;
  const [folder, owner, fileName, ...deeper] = path.split('/');
  return folder === RECIPE_IMAGES_FOLDER && owner === userId && fileName && deeper.length === 0 ? path : null;
}
