import { describe, expect, it } from 'vitest';
import { hexColorSchema, readableTextOn } from './hex-color';

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

describe('readableTextOn', () => {
  it('writes white on dark colours and near-black on light or middling ones', () => {
    expect(readableTextOn('#77289B')).toBe('#ffffff');
    expect(readableTextOn('#000')).toBe('#ffffff');
    expect(readableTextOn('#E0BC00')).toBe('#1c1917');
    // The default view colour: white on it falls short of 4.5:1.
    expect(readableTextOn('#3B82F6')).toBe('#1c1917');
  });
});
