import { eachFigure, higherIsBetter, type Measurement } from './goals.ts';

/**
 * Each figure's best over the runs, taken one metric at a time. A busy host only ever slows a
 * load (Lighthouse multiplies its CPU slowdown onto the host's speed), so the best of a few loads
 * is the nearest the host comes to what the page itself costs, where a median takes in the
 * neighbours' load too. What the page itself gets wrong shows in every load, so in its best too.
 */
export function bestMeasurement(runs: readonly Measurement[]): Measurement {
  return eachFigure(runs, (values, metric) => (higherIsBetter[metric] ? Math.max(...values) : Math.min(...values)));
}
