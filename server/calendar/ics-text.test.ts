import { describe, expect, it } from 'vitest';
import { icsText, withoutControls, withoutControlsButLineBreaks } from './ics-text.ts';

describe('icsText', () => {
  it('escapes backslashes first, then semicolons and commas, and writes line breaks as \\n', () => {
    expect(icsText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(icsText('a\r\nb\rc\nd')).toBe('a\\nb\\nc\\nd');
    expect(icsText('\\n')).toBe('\\\\n');
  });

  it('drops the controls it has no escape for', () => {
    expect(icsText('a\u0000b\u0007c\u007fd\u0085e\tf')).toBe('abcdef');
  });
});

describe('withoutControls', () => {
  it('keeps one line of text, whatever it carried', () => {
    expect(withoutControls('Cal\r\nEND:VCALENDAR\u0000 — été 🍮')).toBe('CalEND:VCALENDAR — été 🍮');
  });

  it('keeps the line breaks of a description, as LF', () => {
    expect(withoutControlsButLineBreaks('a\r\nb\u0000\rc\nd')).toBe('a\nb\nc\nd');
  });
});
