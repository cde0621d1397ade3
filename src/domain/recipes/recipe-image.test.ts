import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_INPUT_BYTES, imageFileProblem, recipeImagePath, sanitizeFileName, uploadFailureKind } from './recipe-image';

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
