import { keptText } from '../shared/kept-text';
import { normalizeText } from '../shared/normalize-text';

const plainText = /^[\x20-\x7e]*$/;

/**
 * What a list's lines are ordered by within an aisle: names compare without accents or case
 * ('Éponges' among the e's). Plain ASCII skips the costly part, and each name's key is kept, as
 * the same names come back on every build of a list.
 */
export const nameSortKey = keptText((name) => (plainText.test(name) ? name.toLowerCase() : normalizeText(name)));
