import { z } from 'zod';

/**
 * A #RGB or #RRGGBB colour. Stored colours end up in inline styles, so anything else is
 * refused rather than passed to CSS.
 */
export const hexColorSchema = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { error: 'Expected a hex colour' });
