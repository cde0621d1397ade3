import { describe, expect, it } from 'vitest';
import { keptText } from './kept-text';
import { normalizeText } from './normalize-text';

describe('keptText', () => {
  it('gives what the function gives, working each text out once', () => {
    const seen: string[] = [];
    const normalize = keptText((text) => {
      seen.push(text);
      return normalizeText(text);
    });
    expect(['Éponges', 'Crème  fraîche', 'Éponges', 'Crème  fraîche'].map(normalize)).toEqual(['eponges', 'creme fraiche', 'eponges', 'creme fraiche']);
    expect(seen).toEqual(['Éponges', 'Crème  fraîche']);
  });

  it('stays right past its limit, working out again what it forgot', () => {
    const seen: string[] = [];
    const upper = keptText((text) => {
      seen.push(text);
      return text.toUpperCase();
    }, 2);
    expect(['a', 'b', 'c', 'a', 'c'].map(upper)).toEqual(['A', 'B', 'C', 'A', 'C']);
    expect(seen).toEqual(['a', 'b', 'c', 'a']);
  });
});
