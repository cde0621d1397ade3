import { z } from 'zod';

/**
 * A non-negative amount. Older documents sometimes hold it as text ("1,5" from a French
 * keyboard included), which is read as the number it spells.
 */
export const quantitySchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(?:[.,]\d+)?$/)
      .transform((text) => Number(text.replace(',', '.'))),
  ])
  .pipe(z.number().nonnegative());
