import imageCompression from 'browser-image-compression';
// The worker loads the library by URL; by default from a CDN, which the app must not depend on.
import workerLibraryUrl from 'browser-image-compression/dist/browser-image-compression.js?url';
import { IMAGE_MAX_SIDE_PX } from '@/domain/recipes/recipe-image';

/** JPEG at most `maxSizeMB` and 1920 px on its longest side, compressed in a web worker. */
export async function compressImage(file: File, maxSizeMB: number): Promise<File> {
  return imageCompression(file, {
    maxSizeMB,
    maxWidthOrHeight: IMAGE_MAX_SIDE_PX,
    fileType: 'image/jpeg',
    initialQuality: 0.85,
    useWebWorker: true,
    libURL: new URL(workerLibraryUrl, window.location.href).href,
  });
}

export function toDataUrl(file: File): Promise<string> {
  return imageCompression.getDataUrlFromFile(file);
}
