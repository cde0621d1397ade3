import { describe, expect, it } from 'vitest';
import { nextSlowdown } from './phone-cpu.ts';

describe('nextSlowdown', () => {
  it('keeps a slowdown that makes the host a mid-range phone or slower', () => {
    expect(nextSlowdown(4, 550)).toBeNull();
    expect(nextSlowdown(4, 1_000)).toBeNull();
  });

  it('slows a host that is still quicker than a mid-range phone by as much more as it is quicker', () => {
    expect(nextSlowdown(4, 1_250)).toBe(5);
    expect(nextSlowdown(4, 1_010)).toBe(4.1);
    expect(nextSlowdown(5, 1_100)).toBe(5.5);
  });
});
