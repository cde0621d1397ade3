import { z } from 'zod';
import { fullMatch } from './full-match';

/** A source link or a hosted picture's address: long signed download URLs fit, pages of text do not. */
export const URL_MAX_LENGTH = 2048;

/**
 * A web link: http(s) only, since a javascript: or data: link would run in the app's origin;
 * no spaces or control characters. The same pattern is in firestore.rules (webUrlPattern), so
 * a link the rules accept always reads back.
 */
export const WEB_URL_PATTERN = 'https?://[^\\x00-\\x20\\x7f/?#][^\\x00-\\x20\\x7f]*';

export const webUrlSchema = z.string().max(URL_MAX_LENGTH).regex(fullMatch(WEB_URL_PATTERN));
