import { describe, expect, it } from 'vitest';
import { isSingleLine } from '../shared/single-line';
import { authorInitials, recipeAuthorName } from './recipe-author';
import { RECIPE_AUTHOR_NAME_MAX_LENGTH } from './recipe-limits';

describe('recipeAuthorName', () => {
  it('joins the first and last names', () => {
    expect(recipeAuthorName('Olga', 'Martin')).toBe('Olga Martin');
    expect(recipeAuthorName('Olga', '')).toBe('Olga');
  });

  it('puts a name holding line breaks or control characters on one line', () => {
    const name = recipeAuthorName('Olga\r\nEND:VEVENT', 'Mar\ttin\u2028');
    expect(name).toBe('Olga END:VEVENT Mar tin');
    expect(isSingleLine(name)).toBe(true);
  });

  it('cuts a name past the limit, counting an emoji as one character', () => {
    expect([...recipeAuthorName('🍲'.repeat(80), '🍲'.repeat(80))]).toHaveLength(RECIPE_AUTHOR_NAME_MAX_LENGTH);
  });
});

describe('authorInitials', () => {
  it('takes the first letter of the first and last words, upper-cased', () => {
    expect(authorInitials('Olga Martin')).toBe('OM');
    expect(authorInitials('élodie de la Fontaine')).toBe('ÉF');
    expect(authorInitials('Jean-Pierre')).toBe('J');
    expect(authorInitials('  camille  ')).toBe('C');
  });

  it('skips what is not a letter, and is empty when nothing is', () => {
    expect(authorInitials('(Olga) 🍲 Martin')).toBe('OM');
    expect(authorInitials('🍲 42')).toBe('');
    expect(authorInitials('')).toBe('');
  });
});
