/** What one Lighthouse run measured on a page: scores out of 100 as the report shows them, times in milliseconds. */
export interface Measurement {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export type Metric = keyof Measurement;

interface Goal {
  /** How the goal reads next to the figure, e.g. "≥ 95". */
  text: string;
  met: (value: number) => boolean;
}

/** Issue 12's goals for a public page on a phone. */
export const goals: Partial<Record<Metric, Goal>> = {
  performance: { text: '≥ 95', met: (score) => score >= 95 },
  accessibility: { text: '100', met: (score) => score >= 100 },
  bestPractices: { text: '100', met: (score) => score >= 100 },
  lcpMs: { text: '≤ 1.5 s', met: (ms) => ms <= 1500 },
  cls: { text: '< 0.05', met: (shift) => shift < 0.05 },
};

export type Goals = Partial<Record<Metric, Goal>>;

/**
 * What CI holds (`npm run lighthouse -- --ci`): the goals, but LCP, whose simulated figure moves
 * by tenths of a second between runs on a two-core machine (1.1 to 1.5 s at the goal), so a
 * regression fails the build and that noise does not. Performance is held at its goal: the
 * medians sit at 98 to 100, several points above it.
 */
export const ciFloors: Goals = {
  ...goals,
  lcpMs: { text: '≤ 2 s', met: (ms) => ms <= 2000 },
};

/** True when the measurement meets the goal set on that metric, or when none is set. */
export function meetsGoal(metric: Metric, measurement: Measurement, targets: Goals = goals): boolean {
  return targets[metric]?.met(measurement[metric]) ?? true;
}

/** The metrics whose goal the measurement misses, in the order of `targets`. */
export function missedGoals(measurement: Measurement, targets: Goals = goals): Metric[] {
  return (Object.keys(targets) as Metric[]).filter((metric) => !meetsGoal(metric, measurement, targets));
}
