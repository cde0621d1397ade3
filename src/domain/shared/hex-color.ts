import { z } from 'zod';
import { fullMatch } from './full-match';

/** #RGB or #RRGGBB; firestore.rules checks stored colours with the same pattern (hexColorPattern). */
export const HEX_COLOR_PATTERN = '#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})';

/**
 * A #RGB or #RRGGBB colour. Stored colours end up in inline styles, so anything else is
 * refused rather than passed to CSS.
 */
export const hexColorSchema = z.string().regex(fullMatch(HEX_COLOR_PATTERN), { error: 'Expected a hex colour' });
