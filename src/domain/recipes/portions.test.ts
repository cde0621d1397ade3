import { describe, expect, it } from 'vitest';
import { displayQuantity, parsePortionsParam, portionsParamFor, roundQuantity, scaleQuantity } from './portions';

describe('scaleQuantity', () => {
  it('multiplies by portions over servings', () => {
    expect(scaleQuantity(200, 6, 4)).toBe(300);
    expect(scaleQuantity(1, 1, 3)).toBeCloseTo(1 / 3);
    expect(scaleQuantity(3, 4, 4)).toBe(3);
  });
});

describe('roundQuantity', () => {
  it('keeps two decimals at most, rounding half up', () => {
    expect(roundQuantity(1 / 3)).toBe(0.33);
    expect(roundQuantity(2 / 3)).toBe(0.67);
    expect(roundQuantity(1.005)).toBe(1.01);
    expect(roundQuantity(2)).toBe(2);
  });
});

describe('displayQuantity', () => {
  it('shows two decimals at most and no trailing zeros', () => {
    expect(displayQuantity(1.5, 'en')).toBe('1.5');
    expect(displayQuantity(1 / 3, 'en')).toBe('0.33');
    expect(displayQuantity(2.0001, 'en')).toBe('2');
    expect(displayQuantity(0.1 + 0.2, 'en')).toBe('0.3');
  });

  it('uses a decimal comma in French, the default, and no digit grouping', () => {
    expect(displayQuantity(1.5)).toBe('1,5');
    expect(displayQuantity(scaleQuantity(1, 1, 3), 'fr')).toBe('0,33');
    expect(displayQuantity(1500)).toBe('1500');
  });
});

describe('parsePortionsParam', () => {
  it('reads a positive integer', () => {
    expect(parsePortionsParam('6', 4)).toBe(6);
    expect(parsePortionsParam(' 1 ', 4)).toBe(1);
  });

  it('falls back to the servings when absent or not a positive integer', () => {
    for (const value of [null, '', '0', '-2', '2.5', '3abc', 'abc', '1e3', '9999999']) {
      expect(parsePortionsParam(value, 4), String(value)).toBe(4);
    }
  });
});

describe('portionsParamFor', () => {
  it('is removed when equal to the servings, the count otherwise', () => {
    expect(portionsParamFor(4, 4)).toBeNull();
    expect(portionsParamFor(6, 4)).toBe('6');
    expect(portionsParamFor(1, 4)).toBe('1');
  });
});
