import { eachFigure, type Measurement } from './goals.ts';

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.slice(Math.ceil(sorted.length / 2) - 1, Math.floor(sorted.length / 2) + 1);
  if (middle.length === 0) throw new Error('The median of no values is undefined.');
  return middle.reduce((sum, value) => sum + value, 0) / middle.length;
}

/**
 * The run to report out of several of the same page: the one nearest both the median first
 * contentful paint and the median largest contentful paint, the lower LCP breaking a tie.
 * It is Lighthouse's own way of picking a representative run (closest to the medians of an
 * early and a late moment of the load), which keeps a whole run's figures together instead
 * of mixing medians taken one metric at a time.
 */
export function medianRun<Run extends Pick<Measurement, 'fcpMs' | 'lcpMs'>>(runs: readonly Run[]): Run {
  const fcp = median(runs.map((run) => run.fcpMs));
  const lcp = median(runs.map((run) => run.lcpMs));
  const distance = (run: Run) => (run.fcpMs - fcp) ** 2 + (run.lcpMs - lcp) ** 2;
  const [nearest] = [...runs].sort((a, b) => distance(a) - distance(b) || a.lcpMs - b.lcpMs);
  if (!nearest) throw new Error('No run to pick the median from.');
  return nearest;
}

/**
 * Each figure's median over the runs, as Lighthouse CI's `median` aggregation asserts them:
 * the goals are held by what a page typically scores, not by whichever single run sits nearest
 * the median paints, whose score can be its lowest.
 */
export function medianMeasurement(runs: readonly Measurement[]): Measurement {
  return eachFigure(runs, median);
}
