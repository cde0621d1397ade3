import { z } from 'zod';
import { fullMatch } from './full-match';

/** #RGB or #RRGGBB; firestore.rules checks stored colours with the same pattern (hexColorPattern). */
export const HEX_COLOR_PATTERN = '#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})';

/**
 * A #RGB or #RRGGBB colour. Stored colours end up in inline styles, so anything else is
 * refused rather than passed to CSS.
 */
export const hexColorSchema = z.string().regex(fullMatch(HEX_COLOR_PATTERN), { error: 'Expected a hex colour' });

/** WCAG relative luminance of a #RGB or #RRGGBB colour. */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  const [r = 0, g = 0, b = 0] = digits.map((pair) => {
    const channel = Number.parseInt(pair, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * White or near-black, whichever reads better on `background`: text on a user's colour (a
 * selected saved view) must keep the contrast WCAG asks of it, whatever colour was picked.
 */
export function readableTextOn(background: string): '#ffffff' | '#1c1917' {
  const onWhite = 1.05 / (luminance(background) + 0.05);
  const onDark = (luminance(background) + 0.05) / (luminance('#1c1917') + 0.05);
  return onWhite >= onDark ? '#ffffff' : '#1c1917';
}
