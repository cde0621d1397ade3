import { describe, expect, it } from 'vitest';
import { meetsGoal, missedGoals, type Measurement } from './goals.ts';

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
