import { goals, meetsGoal, missedGoals, type Measurement, type Metric } from './goals.ts';
import type { AuditedRun } from './read-result.ts';

export interface PageReport {
  path: string;
  runs: AuditedRun[];
  /** The representative run (medianRun of `runs`), whose flagged audits the report lists. */
  median: AuditedRun;
  /** Each figure's median over the runs (medianMeasurement), which the table shows and the goals hold. */
  medians: Measurement;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const columns: { metric: Metric; heading: string; show: (value: number) => string }[] = [
  { metric: 'performance', heading: 'performance', show: String },
  { metric: 'accessibility', heading: 'accessibility', show: String },
  { metric: 'bestPractices', heading: 'best practices', show: String },
  { metric: 'fcpMs', heading: 'FCP', show: seconds },
  { metric: 'lcpMs', heading: 'LCP', show: seconds },
  { metric: 'tbtMs', heading: 'TBT', show: (ms) => `${Math.round(ms)} ms` },
  { metric: 'cls', heading: 'CLS', show: (shift) => shift.toFixed(3) },
];

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

/** The table of the medians against the goals, then what Lighthouse flagged and what it warned about. */
export function formatReport(pages: readonly PageReport[]): string {
  const runs = pages.flatMap((page) => page.runs);
  const benchmark = runs.map((run) => run.benchmarkIndex);
  const lines = [
    `${runs[0]?.runBy ?? 'Lighthouse'}: mobile (a Moto G Power's screen, simulated slow 4G, 4× CPU slowdown).`,
    `Each page loaded ${Math.max(...pages.map((page) => page.runs.length))} times, each in a fresh Chromium; the table shows each figure's median over the runs.`,
    `Host benchmark index ${Math.round(Math.min(...benchmark))}–${Math.round(Math.max(...benchmark))} over the runs: the CPU slowdown is multiplied onto this machine's speed, so a busy host scores lower.`,
    '',
    row(['page', ...columns.map((column) => column.heading)]),
    row(['---', ...columns.map(() => '---')]),
    ...pages.map((page) =>
      row([
        page.path,
        ...columns.map(({ metric, show }) => {
          const mark = goals[metric] ? (meetsGoal(metric, page.medians) ? ' ✓' : ' ✗') : '';
          return `${show(page.medians[metric])}${mark}`;
        }),
      ]),
    ),
    row(['goal', ...columns.map(({ metric }) => goals[metric]?.text ?? '')]),
    '',
    `Performance of each run: ${pages.map((page) => `${page.path} ${page.runs.map((run) => run.performance).join(', ')}`).join('; ')}.`,
  ];

  const flagged = pages.filter((page) => page.median.flagged.length > 0);
  if (flagged.length > 0) {
    lines.push('', 'Flagged by accessibility and best practices (median run):');
    for (const page of flagged) {
      lines.push(`  ${page.path}`);
      for (const audit of page.median.flagged) {
        lines.push(`    [${audit.category}] ${audit.id}: ${audit.title}`);
        lines.push(...audit.items.map((item) => `      - ${item}`));
        if (audit.more > 0) lines.push(`      - and ${audit.more} more`);
      }
    }
  }

  const warnings = [...new Set(runs.flatMap((run) => run.warnings))];
  if (warnings.length > 0) lines.push('', 'Lighthouse warned:', ...warnings.map((warning) => `  - ${warning}`));

  const missed = pages.flatMap((page) => {
    const metrics = missedGoals(page.medians);
    return metrics.length > 0 ? [`${page.path} (${metrics.map(heading).join(', ')})`] : [];
  });
  lines.push('', missed.length > 0 ? `Goals missed: ${missed.join('; ')}.` : 'Every goal met.');
  return lines.join('\n');
}

function heading(metric: Metric): string {
  return columns.find((column) => column.metric === metric)?.heading ?? metric;
}
