// NFD leaves ligatures whole, so "bœuf" would never match a search for "boeuf" without this.
const ligatures: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae' };

/**
 * Text as searches compare it: lower-case, without accents or ligatures, with runs of
 * whitespace (non-breaking spaces included) collapsed to one space and the ends trimmed.
 */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[œæ]/g, (ligature) => ligatures[ligature] ?? ligature)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}
