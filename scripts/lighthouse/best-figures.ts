import type { Measurement, Metric } from './goals.ts';

/** Scores count up to 100; times and the layout shift count down to nothing. */
const higherIsBetter: Record<Metric, boolean> = {
  performance: true,
  accessibility: true,
  bestPractices: true,
  fcpMs: false,
  lcpMs: false,
  tbtMs: false,
  cls: false,
};

/**
 * Each figure's best over the runs, taken one metric at a time. A busy host only ever slows a
 * load (Lighthouse multiplies its CPU slowdown onto the host's speed), so the best of a few loads
 * is the nearest the host comes to what the page itself costs, where a median takes in the
 * neighbours' load too. What the page itself gets wrong shows in every load, so in its best too.
 */
export function bestMeasurement(runs: readonly Measurement[]): Measurement {
  if (runs.length === 0) throw new Error('No run to take the best figures of.');
  const metrics = Object.keys(higherIsBetter) as Metric[];
  return Object.fromEntries(
    metrics.map((metric) => {
      const values = runs.map((run) => run[metric]);
      return [metric, higherIsBetter[metric] ? Math.max(...values) : Math.min(...values)];
    }),
  ) as unknown as Measurement;
}
