import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';

/** Every key path of a locale file, sorted. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value)
    .flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
    .sort();
}

describe('locale files', () => {
  // The app loads only the visitor's language, with no other behind it: a key missing from one
  // file would show as its raw key.
  it('hold the same keys in French and English', () => {
    expect(keyPaths(en)).toEqual(keyPaths(fr));
  });
});
