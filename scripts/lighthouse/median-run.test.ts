import { describe, expect, it } from 'vitest';
import { median, medianMeasurement, medianRun } from './median-run.ts';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([7])).toBe(7);
  });

  it('takes the mean of the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow();
  });
});

describe('medianRun', () => {
  it('picks the run nearest the median FCP and LCP, keeping its figures together', () => {
    const fast = { name: 'fast', fcpMs: 800, lcpMs: 1000 };
    const middle = { name: 'middle', fcpMs: 900, lcpMs: 1200 };
    const slow = { name: 'slow', fcpMs: 1500, lcpMs: 2600 };
    expect(medianRun([slow, fast, middle])).toBe(middle);
  });

  it('weighs both moments: a run typical in FCP but an outlier in LCP loses', () => {
    const a = { name: 'a', fcpMs: 1000, lcpMs: 3000 };
    const b = { name: 'b', fcpMs: 1100, lcpMs: 1500 };
    const c = { name: 'c', fcpMs: 1200, lcpMs: 1400 };
    // Medians: FCP 1100, LCP 1500.
    expect(medianRun([a, b, c])).toBe(b);
  });

  it('breaks a tie with the lower LCP', () => {
    const higher = { name: 'higher', fcpMs: 1000, lcpMs: 1600 };
    const lower = { name: 'lower', fcpMs: 1000, lcpMs: 1400 };
    expect(medianRun([higher, lower])).toBe(lower);
  });

  it('returns a single run as it is', () => {
    const only = { fcpMs: 1, lcpMs: 2 };
    expect(medianRun([only])).toBe(only);
  });

  it('refuses no runs', () => {
    expect(() => medianRun([])).toThrow();
  });
});

describe('medianMeasurement', () => {
  it('takes each figure’s median on its own', () => {
    const run = (performance: number, lcpMs: number) => ({ performance, accessibility: 100, bestPractices: 100, fcpMs: 900, lcpMs, tbtMs: 100, cls: 0 });
    expect(medianMeasurement([run(94, 1100), run(98, 1600), run(97, 1200)])).toEqual(run(97, 1200));
  });
});
