/** A word: a run holding at least one letter (numbers and punctuation do not count). */
const WORD = /\p{L}/u;

/** The parts of a locale text between its placeholders ('{{name}}') and nestings ('$t(key)'). */
function fragments(text: string): string[] {
  return text.split(/\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>/);
}

/** Lower case with every run of white space as one space, as a screen's text and a sentence compare. */
function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Every text of a locale file by its key path. */
function texts(value: unknown, prefix = ''): Map<string, string> {
  if (typeof value === 'string') return new Map([[prefix, value]]);
  if (typeof value !== 'object' || value === null) return new Map();
  return new Map(Object.entries(value).flatMap(([key, child]) => [...texts(child, prefix ? `${prefix}.${key}` : key)]));
}

/**
 * The English sentences a French screen must not show: each English text that French writes
 * otherwise, cut at its placeholders, keeping the pieces of three words or more (shorter ones,
 * such as 'Tags' or 'Log in', could be French words or a name a household typed).
 */
export function englishSentences(en: unknown, fr: unknown): string[] {
  const french = texts(fr);
  const sentences = new Set<string>();
  for (const [key, text] of texts(en)) {
    if (french.get(key) === text) continue;
    for (const fragment of fragments(text)) {
      const sentence = normalise(fragment);
      if (sentence.split(' ').filter((word) => WORD.test(word)).length >= 3) sentences.add(sentence);
    }
  }
  return [...sentences].sort();
}

/** Whether the character at `index` continues a word, so a match there is part of a longer one. */
function continuesWord(text: string, index: number): boolean {
  return index >= 0 && index < text.length && /[\p{L}\p{N}]/u.test(text.charAt(index));
}

/** The sentences found in a screen's text, whole words only, ignoring case and line breaks. */
export function sentencesShown(screenText: string, sentences: readonly string[]): string[] {
  const screen = normalise(screenText);
  return sentences.filter((sentence) => {
    for (let at = screen.indexOf(sentence); at !== -1; at = screen.indexOf(sentence, at + 1)) {
      const startsWord = !WORD.test(sentence.charAt(0)) || !continuesWord(screen, at - 1);
      const endsWord = !WORD.test(sentence.charAt(sentence.length - 1)) || !continuesWord(screen, at + sentence.length);
      if (startsWord && endsWord) return true;
    }
    return false;
  });
}
