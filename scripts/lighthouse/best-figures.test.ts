import { describe, expect, it } from 'vitest';
import { bestMeasurement } from './best-figures.ts';

const run = (performance: number, lcpMs: number, tbtMs: number) => ({ performance, accessibility: 100, bestPractices: 100, fcpMs: 900, lcpMs, tbtMs, cls: 0.01 });

describe('bestMeasurement', () => {
  it('takes the highest score and the shortest time, each from whichever run had it', () => {
    expect(bestMeasurement([run(68, 1480, 820), run(67, 4050, 640), run(80, 1550, 700)])).toEqual(run(80, 1480, 640));
  });

  it('returns a single run as it is', () => {
    expect(bestMeasurement([run(90, 1200, 100)])).toEqual(run(90, 1200, 100));
  });

  it('refuses no runs', () => {
    expect(() => bestMeasurement([])).toThrow();
  });
});
