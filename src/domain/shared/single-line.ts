/**
 * What single-line text never holds (DESIGN.md §3, "Ids and text from clients"): the C0 and C1
 * control characters (line feed, carriage return and tab among them) and the Unicode line and
 * paragraph separators. A name holding a line break would start a line of its own wherever it
 * is written line by line (a calendar feed, an e-mail header).
 */
const LINE_BREAKING = '\\x00-\\x1F\\x7F-\\x9F\\x{2028}\\x{2029}';

/**
 * One character of single-line text, in RE2's syntax: firestore.rules repeats it
 * (singleLineCharacter()), and its matches() counts it in code points, as zod counts lengths.
 */
export const SINGLE_LINE_CHARACTER = `[^${LINE_BREAKING}]`;

// JavaScript writes RE2's \x{hhhh} as \u{hhhh}, in its u mode, which also reads an emoji as one
// character, as RE2 does.
const jsClass = LINE_BREAKING.replace(/\\x\{([0-9A-F]+)\}/g, '\\u{$1}');

/** Single-line text, whole: for a schema's regex(), with SINGLE_LINE_ERROR as its message. */
export const singleLineText = new RegExp(`^[^${jsClass}]*$`, 'u');

/** The code forms and the API answer for text that is not on one line (validation.singleLine). */
export const SINGLE_LINE_ERROR = 'singleLine';

const lineBreaks = new RegExp(`[${jsClass}]+`, 'gu');

/** Whether the text holds no control character, line break, tab nor line separator. */
export function isSingleLine(text: string): boolean {
  return singleLineText.test(text);
}

/**
 * The text with each run of control characters, line breaks, tabs and line separators turned
 * into one space, and trimmed: what the app writes when the text is not the user's to correct
 * (a name from a Google profile, a title read from an imported page).
 */
export function toSingleLine(text: string): string {
  return text.replace(lineBreaks, ' ').trim();
}
