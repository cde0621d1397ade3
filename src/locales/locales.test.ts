import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('locales', () => {
  it('English has exactly the keys of French', () => {
    expect(keyPaths(en).sort()).toEqual(keyPaths(fr).sort());
  });

  it('has no empty translation', () => {
    for (const [name, locale] of Object.entries({ fr, en })) {
      const empty = keyPaths(locale).filter((path) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], locale) === '');
      expect(empty, name).toEqual([]);
    }
  });
});
