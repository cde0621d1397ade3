import { describe, expect, it } from 'vitest';
import { quantitySchema } from './quantity';

describe('quantitySchema', () => {
  it('keeps non-negative numbers', () => {
    expect(quantitySchema.parse(0)).toBe(0);
    expect(quantitySchema.parse(2.5)).toBe(2.5);
  });

  it('reads numeric text with a dot or a comma', () => {
    expect(quantitySchema.parse('3')).toBe(3);
    expect(quantitySchema.parse(' 1.5 ')).toBe(1.5);
    expect(quantitySchema.parse('1,5')).toBe(1.5);
  });

  it('refuses negatives, non-finite numbers and non-numeric text', () => {
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY, '', 'abc', '-2', '1e3', null]) {
      expect(quantitySchema.safeParse(value).success, String(value)).toBe(false);
    }
  });
});
