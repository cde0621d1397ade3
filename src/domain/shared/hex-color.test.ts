import { describe, expect, it } from 'vitest';
import { hexColorSchema } from './hex-color';

describe('hexColorSchema', () => {
  it('accepts short and long hex colours in either case', () => {
    for (const value of ['#4CAF50', '#e0bc00', '#fff']) {
      expect(hexColorSchema.parse(value)).toBe(value);
    }
  });

  it('refuses other CSS values and malformed hex', () => {
    for (const value of ['4CAF50', '#4CAF5', '#4CAF500', 'red', 'rgb(0,0,0)', '#GGGGGG', 'url(x)']) {
      expect(hexColorSchema.safeParse(value).success, value).toBe(false);
    }
  });
});
