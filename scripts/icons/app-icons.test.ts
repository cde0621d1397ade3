import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../stack/paths.ts';
import { appIcons, manifestIcons } from './app-icons.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the PNG's header chunk, which follows the signature. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(path.join(repoRoot, 'public', file));
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), `${file} is a PNG`).toBe(true);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('app icons', () => {
  it.each(appIcons)('public/$file is rendered at $size×$size', ({ file, size }) => {
    expect(pngSize(file)).toEqual({ width: size, height: size });
  });

  it('gives the manifest the 192 and 512 pixel PNGs Chrome installs with, and a maskable one', () => {
    const pngs = manifestIcons().filter((icon) => icon.type === 'image/png');
    expect(pngs.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    expect(pngs.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('is linked from index.html for the iOS home screen', () => {
    const html = readFileSync(path.join(repoRoot, 'index.html'), 'utf8');
    const apple = appIcons.find((icon) => icon.purpose === 'apple');
    expect(html).toContain(`<link rel="apple-touch-icon" href="/${apple?.file}" />`);
  });
});
