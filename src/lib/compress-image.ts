import imageCompression from 'browser-image-compression';
// The worker loads the library by URL; by default from a CDN, which the app must not depend on.
import workerLibraryUrl from 'browser-image-compression/dist/browser-image-compression.js?url';
import type { CompressionStep } from '@/domain/recipes/recipe-image';

/** JPEG of at most about `maxSizeMB` and `maxSidePx` on its longest side, compressed in a web worker. */
export async function compressImage(file: File, { maxSizeMB, maxSidePx }: CompressionStep): Promise<File> {
  return imageCompression(file, {
    maxSizeMB,
    maxWidthOrHeight: maxSidePx,
    fileType: 'image/jpeg',
    initialQuality: 0.85,
    useWebWorker: true,
    libURL: new URL(workerLibraryUrl, window.location.href).href,
  });
}

export function toDataUrl(file: File): Promise<string> {
  return imageCompression.getDataUrlFromFile(file);
}
