import { describe, expect, it } from 'vitest';
import { isSingleLine, SINGLE_LINE_CHARACTER, toSingleLine } from './single-line';

const breaking = ['\r', '\n', '\r\n', '\t', '\v', '\f', '\u0000', '\u001B', '\u007F', '\u0085', '\u009F', '\u2028', '\u2029'];

describe('isSingleLine', () => {
  it('takes names in any script, emoji, and blanks that break no line', () => {
    for (const text of ['', 'Famille Martin', 'Zoé & Loïc', '🍲 Chez nous', '\u00A0Tarte\u3000', 'a'.repeat(500)]) {
      expect(isSingleLine(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses control characters, line breaks, tabs and line separators anywhere', () => {
    for (const character of breaking) {
      expect(isSingleLine(`Cal${character}END:VCALENDAR`), JSON.stringify(character)).toBe(false);
      expect(isSingleLine(`${character}Cal`), JSON.stringify(character)).toBe(false);
      expect(isSingleLine(`Cal${character}`), JSON.stringify(character)).toBe(false);
    }
  });

  it('is the pattern firestore.rules repeats, in RE2 syntax', () => {
    expect(SINGLE_LINE_CHARACTER).toBe('[^\\x00-\\x1F\\x7F-\\x9F\\x{2028}\\x{2029}]');
  });
});

describe('toSingleLine', () => {
  it('turns each run of breaking characters into one space and trims the ends', () => {
    expect(toSingleLine('Cal\r\nEND:VCALENDAR\r\nX-EVIL:1')).toBe('Cal END:VCALENDAR X-EVIL:1');
    expect(toSingleLine('\tMarie\u2028Curie\u0085')).toBe('Marie Curie');
    expect(toSingleLine('Jean  Dupont')).toBe('Jean  Dupont');
  });

  it('always gives single-line text', () => {
    for (const character of breaking) expect(isSingleLine(toSingleLine(`a${character}b`))).toBe(true);
  });
});
