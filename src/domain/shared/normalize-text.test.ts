import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize-text';

describe('normalizeText', () => {
  it('lower-cases and removes accents', () => {
    expect(normalizeText('Crème Brûlée à l’Érable')).toBe('creme brulee a l’erable');
    expect(normalizeText('ÇA GÂTEAU')).toBe('ca gateau');
  });

  it('spells out the œ and æ ligatures, in either case', () => {
    expect(normalizeText('Bœuf bourguignon')).toBe('boeuf bourguignon');
    expect(normalizeText('ŒUFS')).toBe('oeufs');
    expect(normalizeText('Nævus')).toBe('naevus');
  });

  it('collapses and trims whitespace, non-breaking spaces included', () => {
    expect(normalizeText('  Salade\u00a0:\t\tniçoise \n')).toBe('salade : nicoise');
  });

  it('keeps punctuation and digits', () => {
    expect(normalizeText("Pâtes à l'ail (4 pers.)")).toBe("pates a l'ail (4 pers.)");
  });
});
