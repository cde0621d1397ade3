import { describe, expect, it } from 'vitest';
import { laidOver, withoutOverlay, type Overlay } from './overlays';

describe('overlays', () => {
  const double: Overlay<number> = (value) => value * 2;
  const plusOne: Overlay<number> = (value) => value + 1;

  it('lays every change over the stored value, in the order made', () => {
    expect(laidOver(5, [double, plusOne])).toBe(11);
    expect(laidOver(5, [])).toBe(5);
  });

  it('lifts one change once: lifting it again finds nothing', () => {
    const left = withoutOverlay([double, plusOne], double);
    expect(left).toEqual([plusOne]);
    expect(withoutOverlay(left ?? [], double)).toBeNull();
  });

  it('tells apart two changes that do the same', () => {
    const again: Overlay<number> = (value) => value * 2;
    expect(withoutOverlay([double, again], again)).toEqual([double]);
    expect(laidOver(1, [double, again])).toBe(4);
  });
});
