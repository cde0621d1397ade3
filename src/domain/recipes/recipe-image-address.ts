import { z } from 'zod';
import { fullMatch } from '../shared/full-match';
import { URL_MAX_LENGTH } from '../shared/web-url';
import { INLINE_IMAGE_MAX_LENGTH } from './recipe-limits';

// What a recipe's image may hold. firestore.rules repeats each pattern in a function of the same
// name (hostedImagePattern…), so a picture the rules accept always reads back in the app.

/**
 * A picture uploaded to Storage: its https download URL. Plain http only on the local Storage
 * emulator (127.0.0.1 or localhost, any port), whose download URLs are http; anywhere else it
 * would be mixed content, and a way to make visitors' browsers fetch a third-party address in
 * clear text.
 */
export const HOSTED_IMAGE_PATTERN = '(?:https://[^\\x00-\\x20\\x7f/?#]|http://(?:127\\.0\\.0\\.1|localhost):[0-9]{1,5}/)[^\\x00-\\x20\\x7f]*';

/**
 * The app's own catalogue illustrations (public/recipes/{slug}.svg, written by the seed), in
 * that narrow form only: a free root-relative path could name any file of the site.
 */
export const SERVED_IMAGE_PATTERN = '/recipes/[a-z0-9]+(?:-[a-z0-9]+)*\\.svg';

/** The inline fallback when Storage is unavailable (spec B §4): a base64 JPEG, PNG or WebP. */
export const INLINE_IMAGE_PATTERN = 'data:image/(?:jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}';

export const recipeImageSchema = z.union([
  z.string().max(URL_MAX_LENGTH).regex(fullMatch(HOSTED_IMAGE_PATTERN)),
  z.string().max(URL_MAX_LENGTH).regex(fullMatch(SERVED_IMAGE_PATTERN)),
  z.string().max(INLINE_IMAGE_MAX_LENGTH).regex(fullMatch(INLINE_IMAGE_PATTERN)),
]);
