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

/** Every text of a locale file by its key path. */
function texts(value: unknown, prefix = ''): Map<string, string> {
  if (typeof value === 'string') return new Map([[prefix, value]]);
  if (typeof value !== 'object' || value === null) return new Map();
  return new Map(Object.entries(value).flatMap(([key, child]) => [...texts(child, prefix ? `${prefix}.${key}` : key)]));
}

/** Texts rightly the same in both languages, each for its reason. */
const sameInBothLanguages = new Set([
  // The product's name, alone and heading the calendar feed.
  'Nioo',
  'Nioo — {{household}}',
  // French words English shares, and the spec's French labels ('Email ou mot de passe incorrect.').
  'Planning',
  'Invitation',
  'Dessert',
  'Portions',
  'Photo',
  'Tags',
  'Email',
  '{{recipe}} ({{count}} portion)',
  '{{recipe}} ({{count}} portions)',
  // Unit names spelt alike, and the symbols both languages write.
  'millilitre',
  'centilitre',
  'litre',
  'pc',
  'g',
  'kg',
  'ml',
  'cl',
  'dl',
  'l',
  '{{count}} min',
  'Long (> 60 min)',
  // A household's name is French on either screen: the spec names it 'Famille Martin' or 'Foyer de Camille'.
  'Famille {{lastName}}',
  'Foyer de {{firstName}}',
]);

/** Whether a text has no letter outside its placeholders: a format of names and punctuation. */
function hasNoWords(text: string): boolean {
  return !/\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));
}

describe('locale files', () => {
  // The app loads only the visitor's language, with no other behind it: a key missing from one
  // file would show as its raw key.
  it('hold the same keys in French and English', () => {
    expect(keyPaths(en)).toEqual(keyPaths(fr));
  });

  // A French value equal to its English one is almost always an English sentence left on a
  // French screen (and in the API's answers, which speak French from fr.json).
  it('write every French text in French', () => {
    const english = texts(en);
    const untranslated = [...texts(fr)]
      .filter(([key, text]) => english.get(key) === text && !sameInBothLanguages.has(text) && !hasNoWords(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(untranslated).toEqual([]);
  });

  it('allows only texts that are still the same in both languages', () => {
    const english = texts(en);
    const shared = new Set([...texts(fr)].filter(([key, text]) => english.get(key) === text).map(([, text]) => text));
    expect([...sameInBothLanguages].filter((text) => !shared.has(text))).toEqual([]);
  });
});
