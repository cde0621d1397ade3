import { describe, expect, it } from 'vitest';
import {
  fitInline,
  IMAGE_MAX_INPUT_BYTES,
  IMAGE_MAX_SIDE_PX,
  imageFileProblem,
  INLINE_COMPRESSION_STEPS,
  INLINE_MAX_MB,
  pictureToDelete,
  recipeImagePath,
  sanitizeFileName,
  storagePathOf,
  uploadFailureKind,
  type CompressionStep,
} from './recipe-image';
import { INLINE_IMAGE_MAX_LENGTH } from './recipe-limits';

describe('imageFileProblem', () => {
  it('accepts any image type up to 10 MB', () => {
    expect(imageFileProblem({ type: 'image/heic', size: IMAGE_MAX_INPUT_BYTES })).toBeNull();
  });

  it('refuses a file that is not an image, then one over 10 MB', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('notAnImage');
    expect(imageFileProblem({ type: '', size: 10 })).toBe('notAnImage');
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_INPUT_BYTES + 1 })).toBe('tooLarge');
  });
});

describe('recipe image paths', () => {
  it('keeps a safe file name and drops accents and path tricks', () => {
    expect(sanitizeFileName('Tarte Tatin été.JPG')).toBe('Tarte-Tatin-ete.JPG');
    expect(sanitizeFileName('../../etc/passwd')).toBe('etc-passwd');
    expect(sanitizeFileName('???')).toBe('image.jpg');
  });

  it('files the picture under its author and the time', () => {
    expect(recipeImagePath('u1', 1_700_000_000_000, 'ma photo.png')).toBe('recipe-images/u1/1700000000000-ma-photo.png');
  });
});

describe('uploadFailureKind', () => {
  it.each(['storage/unauthorized', 'storage/unknown', 'storage/retry-limit-exceeded', 'storage/object-not-found'])('falls back to inline on %s', (code) => {
    expect(uploadFailureKind({ code })).toBe('fallback');
  });

  it('falls back on network and CORS errors', () => {
    expect(uploadFailureKind(new Error('Network request failed'))).toBe('fallback');
    expect(uploadFailureKind(new Error('blocked by CORS policy'))).toBe('fallback');
  });

  it('offers retry for anything else, such as a cancelled or timed-out upload', () => {
    expect(uploadFailureKind({ code: 'storage/canceled' })).toBe('failed');
    expect(uploadFailureKind(new Error('boom'))).toBe('failed');
  });
});

const downloadUrl = (path: string, host = 'https://firebasestorage.googleapis.com', token = 't1') =>
  `${host}/v0/b/nioo-prod.firebasestorage.app/o/${encodeURIComponent(path)}?alt=media&token=${token}`;

describe('storagePathOf', () => {
  it('reads the object path of a download URL, from Google or the emulator, and of a gs:// URL', () => {
    expect(storagePathOf(downloadUrl('recipe-images/u1/1-tarte été.jpg'))).toBe('recipe-images/u1/1-tarte été.jpg');
    expect(storagePathOf(downloadUrl('recipe-images/u1/1-a.jpg', 'http://127.0.0.1:9199'))).toBe('recipe-images/u1/1-a.jpg');
    expect(storagePathOf('gs://nioo-prod.firebasestorage.app/recipe-images/u1/1-a.jpg')).toBe('recipe-images/u1/1-a.jpg');
  });

  it('finds no stored file in inline pictures, the app\'s own files or other sites', () => {
    expect(storagePathOf('data:image/jpeg;base64,/9j/4AAQ')).toBeNull();
    expect(storagePathOf('/recipes/tarte-tatin.svg')).toBeNull();
    expect(storagePathOf('https://example.com/photos/tarte.jpg')).toBeNull();
    expect(storagePathOf('https://firebasestorage.googleapis.com/v0/b/bucket/o/%E0%A4%A')).toBeNull();
  });
});

describe('pictureToDelete', () => {
  const mine = downloadUrl('recipe-images/u1/1700000000000-tarte.jpg');
  const replacement = downloadUrl('recipe-images/u1/1700000009999-tarte.jpg');

  it('deletes my stored picture once it is replaced or removed', () => {
    expect(pictureToDelete(mine, replacement, 'u1')).toBe('recipe-images/u1/1700000000000-tarte.jpg');
    expect(pictureToDelete(mine, undefined, 'u1')).toBe('recipe-images/u1/1700000000000-tarte.jpg');
    expect(pictureToDelete(mine, '', 'u1')).toBe('recipe-images/u1/1700000000000-tarte.jpg');
    expect(pictureToDelete(mine, 'data:image/jpeg;base64,/9j/4AAQ', 'u1')).toBe('recipe-images/u1/1700000000000-tarte.jpg');
  });

  it('keeps a picture the recipe still shows, even through a fresh download URL', () => {
    expect(pictureToDelete(mine, mine, 'u1')).toBeNull();
    expect(pictureToDelete(mine, downloadUrl('recipe-images/u1/1700000000000-tarte.jpg', undefined, 't2'), 'u1')).toBeNull();
  });

  it('never deletes what is not a file of my own folder', () => {
    expect(pictureToDelete(null, replacement, 'u1')).toBeNull();
    expect(pictureToDelete(mine, replacement, 'u2')).toBeNull();
    expect(pictureToDelete(mine, undefined, '')).toBeNull();
    expect(pictureToDelete('data:image/jpeg;base64,/9j/4AAQ', replacement, 'u1')).toBeNull();
    expect(pictureToDelete('/recipes/tarte-tatin.svg', replacement, 'u1')).toBeNull();
    expect(pictureToDelete(downloadUrl('avatars/u1/me.jpg'), undefined, 'u1')).toBeNull();
    expect(pictureToDelete(downloadUrl('recipe-images/u1/old/1-a.jpg'), undefined, 'u1')).toBeNull();
    expect(pictureToDelete(downloadUrl('recipe-images/u10/1-a.jpg'), undefined, 'u1')).toBeNull();
  });
});

describe('fitInline', () => {
  /** An encoder whose data: URL at each step is as long as `lengths` says, recording the steps asked. */
  function encoder(lengths: number[]) {
    const steps: CompressionStep[] = [];
    const encode = async (step: CompressionStep) => 'd'.repeat(lengths[steps.push(step) - 1] ?? 0);
    return { steps, encode };
  }

  it('keeps the first compression, like an upload, when it fits the recipe document', async () => {
    const { steps, encode } = encoder([INLINE_IMAGE_MAX_LENGTH]);
    expect(await fitInline(encode)).toHaveLength(INLINE_IMAGE_MAX_LENGTH);
    expect(steps).toEqual([{ maxSizeMB: INLINE_MAX_MB, maxSidePx: IMAGE_MAX_SIDE_PX }]);
  });

  it('compresses again, harder and with fewer pixels, while the result is too long', async () => {
    const { steps, encode } = encoder([INLINE_IMAGE_MAX_LENGTH + 1, INLINE_IMAGE_MAX_LENGTH + 1, 1_000]);
    expect(await fitInline(encode)).toHaveLength(1_000);
    expect(steps).toEqual(INLINE_COMPRESSION_STEPS);
    for (const [index, step] of steps.entries()) {
      if (index === 0) continue;
      expect(step.maxSizeMB).toBeLessThan(steps[index - 1]?.maxSizeMB ?? 0);
      expect(step.maxSidePx).toBeLessThan(steps[index - 1]?.maxSidePx ?? 0);
    }
  });

  it('gives up, with null, when even the hardest compression does not fit', async () => {
    const { steps, encode } = encoder(INLINE_COMPRESSION_STEPS.map(() => INLINE_IMAGE_MAX_LENGTH + 1));
    expect(await fitInline(encode)).toBeNull();
    expect(steps).toHaveLength(INLINE_COMPRESSION_STEPS.length);
  });
});
