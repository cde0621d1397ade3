import { describe, expect, it } from 'vitest';
import { dietaryRestrictions, dishTypes, type Classification } from './classification';
import {
  DISCOVERY_MAX_NAME_WORDS,
  DISCOVERY_MAX_TERMS,
  DISCOVERY_TERM_MAX_LENGTH,
  DISCOVERY_WORD_MAX_LENGTH,
  discoveryTerms,
  discoveryTermsSchema,
  searchWords,
} from './discovery-terms';

const plain: Classification = { dishTypes: [], dietaryRestrictions: [], difficulty: 'medium', cost: 'medium' };

describe('searchWords', () => {
  it('lower-cases, strips accents and splits on punctuation', () => {
    expect(searchWords("Pâtes à l'AIL, crème-fraîche")).toEqual(['pate', 'ail', 'creme', 'fraiche']);
  });

  it('folds French plurals onto the singular', () => {
    expect(searchWords('lasagnes')).toEqual(searchWords('lasagne'));
    expect(searchWords('gratins')).toEqual(['gratin']);
    expect(searchWords('Gâteaux')).toEqual(['gateau']);
    expect(searchWords('choux feux')).toEqual(['chou', 'feu']);
    expect(searchWords('oeufs')).toEqual(searchWords('Œuf'));
  });

  it('leaves words ending in a double s, and short words, as they are', () => {
    expect(searchWords('express riz bas')).toEqual(['express', 'riz', 'bas']);
  });

  it('drops single letters and stop words, and repeats', () => {
    expect(searchWords("Tarte de la mère et du fils, à l'ancienne, aux pommes des bois en tarte")).toEqual(['tarte', 'mere', 'fil', 'ancienne', 'pomme', 'boi']);
    expect(searchWords('  ,;  ')).toEqual([]);
  });

  it(`keeps a word to its first ${DISCOVERY_WORD_MAX_LENGTH} letters`, () => {
    expect(searchWords('a'.repeat(40))).toEqual(['a'.repeat(DISCOVERY_WORD_MAX_LENGTH)]);
  });
});

/** The terms discovery queries by, without the cookbook's word prefixes. */
const discoveryOnly = (recipe: Parameters<typeof discoveryTerms>[0]) => discoveryTerms(recipe).filter((term) => !term.startsWith('p:'));

describe('discoveryTerms', () => {
  it('holds each word, dish type and diet, alone and combined in the order word, dish type, diet', () => {
    const terms = discoveryOnly({ name: 'Gratins dauphinois', classification: { ...plain, dishTypes: ['main'], dietaryRestrictions: ['vegetarian'] } });
    expect(terms.sort()).toEqual(
      [
        'd:main',
        'r:vegetarian',
        'd:main|r:vegetarian',
        'w:gratin',
        'w:gratin|d:main',
        'w:gratin|r:vegetarian',
        'w:gratin|d:main|r:vegetarian',
        'w:dauphinoi',
        'w:dauphinoi|d:main',
        'w:dauphinoi|r:vegetarian',
        'w:dauphinoi|d:main|r:vegetarian',
      ].sort(),
    );
  });

  it('holds only words for an unclassified recipe, and nothing for a name of stop words', () => {
    expect(discoveryOnly({ name: 'Lasagne végétarienne', classification: plain })).toEqual(['w:lasagne', 'w:vegetarienne']);
    expect(discoveryTerms({ name: 'De la', classification: plain })).toEqual([]);
  });

  it(`indexes the first ${DISCOVERY_MAX_NAME_WORDS} words of a long name`, () => {
    const terms = discoveryTerms({ name: 'un deux trois quatre cinq six sept huit neuf dix', classification: plain });
    expect(terms.filter((term) => term.startsWith('w:'))).toHaveLength(DISCOVERY_MAX_NAME_WORDS);
    expect(terms).not.toContain('w:neuf');
    expect(terms).toContain('p:hu');
    expect(terms).not.toContain('p:ne');
  });

  it("holds every start of two letters or more of each word, once, for the cookbook's search", () => {
    const terms = discoveryTerms({ name: 'Gratins de gras', classification: { ...plain, dishTypes: ['main'] } }).filter((term) => term.startsWith('p:'));
    expect(terms).toEqual(['p:gr', 'p:gra', 'p:grat', 'p:grati', 'p:gratin']);
    expect(discoveryTerms({ name: 'Pâtes aux œufs', classification: plain })).toEqual(expect.arrayContaining(['p:pa', 'p:pat', 'p:pate', 'p:oe', 'p:oeu', 'p:oeuf']));
  });

  it(`stays within ${DISCOVERY_MAX_TERMS} terms of at most ${DISCOVERY_TERM_MAX_LENGTH} characters for the largest recipe, which the schema reads`, () => {
    const longWords = Array.from({ length: 12 }, (_, index) => `${String.fromCharCode(97 + index)}${'x'.repeat(40)}`).join(' ');
    const terms = discoveryTerms({ name: longWords, classification: { ...plain, dishTypes: [...dishTypes], dietaryRestrictions: [...dietaryRestrictions] } });
    const prefixes = DISCOVERY_MAX_NAME_WORDS * (DISCOVERY_WORD_MAX_LENGTH - 1);
    expect(terms).toHaveLength((1 + DISCOVERY_MAX_NAME_WORDS) * (1 + dishTypes.length) * (1 + dietaryRestrictions.length) - 1 + prefixes);
    expect(terms.length).toBeLessThanOrEqual(DISCOVERY_MAX_TERMS);
    expect(new Set(terms).size).toBe(terms.length);
    expect(Math.max(...terms.map((term) => term.length))).toBeLessThanOrEqual(DISCOVERY_TERM_MAX_LENGTH);
    expect(discoveryTermsSchema.safeParse(terms).success).toBe(true);
  });

  it('gives the schema a list it refuses when too long or holding other characters', () => {
    expect(discoveryTermsSchema.safeParse(Array.from({ length: DISCOVERY_MAX_TERMS + 1 }, (_, index) => `w:t${index}`)).success).toBe(false);
    expect(discoveryTermsSchema.safeParse(['w:crème']).success).toBe(false);
    expect(discoveryTermsSchema.safeParse([42]).success).toBe(false);
  });
});
