import { describe, expect, it } from 'vitest';
import { ciFloors, meetsGoal, missedGoals, type Measurement } from './goals.ts';

const onTarget: Measurement = { performance: 95, accessibility: 100, bestPractices: 100, fcpMs: 900, lcpMs: 1500, tbtMs: 120, cls: 0.049 };

describe('missedGoals', () => {
  it('accepts a page exactly at every limit', () => {
    expect(missedGoals(onTarget)).toEqual([]);
  });

  it('names each goal missed, in the order of the goals', () => {
    const missed = { ...onTarget, performance: 94, accessibility: 98, bestPractices: 96, lcpMs: 1501, cls: 0.05 };
    expect(missedGoals(missed)).toEqual(['performance', 'accessibility', 'bestPractices', 'lcpMs', 'cls']);
  });

  it('sets no goal on FCP and TBT, which only explain the score', () => {
    const slowButScored = { ...onTarget, fcpMs: 5000, tbtMs: 2000 };
    expect(missedGoals(slowButScored)).toEqual([]);
    expect(meetsGoal('fcpMs', slowButScored)).toBe(true);
  });
});

describe("CI's floors", () => {
  const measurement = { performance: 95, accessibility: 100, bestPractices: 100, fcpMs: 1000, lcpMs: 1600, tbtMs: 250, cls: 0 };

  it("let a slower host's performance and LCP pass, which the goals themselves do not", () => {
    const slowHost = { ...measurement, performance: 77, lcpMs: 3650 };
    expect(missedGoals(slowHost)).toEqual(['performance', 'lcpMs']);
    expect(missedGoals(slowHost, ciFloors)).toEqual([]);
    expect(missedGoals(measurement, ciFloors)).toEqual([]);
  });

  it('still fail the regressions we have had, and hold accessibility, best practices and CLS at the goals', () => {
    expect(missedGoals({ ...measurement, performance: 62, lcpMs: 6100, accessibility: 98, cls: 0.1 }, ciFloors)).toEqual(['performance', 'accessibility', 'lcpMs', 'cls']);
    expect(missedGoals({ ...measurement, performance: 94, lcpMs: 2500 }, ciFloors)).toEqual([]);
  });

  it("let a load the headless browser painted only at hydration pass (LCP 4.15 s), and no later one", () => {
    expect(missedGoals({ ...measurement, performance: 73, lcpMs: 4150 }, ciFloors)).toEqual([]);
    expect(missedGoals({ ...measurement, performance: 73, lcpMs: 4501 }, ciFloors)).toEqual(['lcpMs']);
  });
});
