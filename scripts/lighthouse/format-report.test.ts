import { describe, expect, it } from 'vitest';
import { formatReport, type PageReport } from './format-report.ts';
import { medianMeasurement } from './median-run.ts';
import type { AuditedRun } from './read-result.ts';

const run = (overrides: Partial<AuditedRun> = {}): AuditedRun => ({
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  fcpMs: 900,
  lcpMs: 1200,
  tbtMs: 40.4,
  cls: 0.0123,
  flagged: [],
  warnings: [],
  benchmarkIndex: 1200,
  runBy: 'Lighthouse 12.8.2, HeadlessChrome/156.0.0.0',
  ...overrides,
});

const page = (path: string, runs: AuditedRun[], median = runs[0]): PageReport => ({ path, runs, median: median ?? run(), medians: medianMeasurement(runs) });

describe('formatReport', () => {
  it("shows each page's medians against the goals, and every run’s score", () => {
    const slow = run({ performance: 71, lcpMs: 3456, benchmarkIndex: 800 });
    const report = formatReport([page('/recipes', [run({ performance: 96 }), run(), run({ performance: 98 })], run()), page('/recette/x', [slow], slow)]);
    expect(report).toContain('Lighthouse 12.8.2, HeadlessChrome/156.0.0.0: mobile');
    expect(report).toContain('Each page loaded 3 times');
    expect(report).toContain('Host benchmark index 800–1200');
    expect(report).toContain('| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS |');
    expect(report).toContain('| /recipes | 97 ✓ | 100 ✓ | 100 ✓ | 0.90 s | 1.20 s ✓ | 40 ms | 0.012 ✓ |');
    expect(report).toContain('| /recette/x | 71 ✗ | 100 ✓ | 100 ✓ | 0.90 s | 3.46 s ✗ | 40 ms | 0.012 ✓ |');
    expect(report).toContain('| goal | ≥ 95 | 100 | 100 |  | ≤ 1.5 s |  | < 0.05 |');
    expect(report).toContain('Performance of each run: /recipes 96, 97, 98; /recette/x 71.');
    expect(report).toMatch(/Goals missed: \/recette\/x \(performance, LCP\)\.$/);
  });

  it('holds the goals by the median score, not by the run nearest the median paints', () => {
    const nearestPaints = run({ performance: 94 });
    const report = formatReport([page('/recipes', [run({ performance: 97, fcpMs: 800 }), nearestPaints, run({ performance: 98, fcpMs: 1000 })], nearestPaints)]);
    expect(report).toContain('| /recipes | 97 ✓ |');
    expect(report).toMatch(/Every goal met\.$/);
  });

  it('says so when every goal is met, with nothing flagged', () => {
    const report = formatReport([page('/recipes', [run()])]);
    expect(report).toMatch(/Every goal met\.$/);
    expect(report).not.toContain('Flagged');
  });

  it('lists what accessibility and best practices flagged, and Lighthouse’s warnings once', () => {
    const flagged = run({
      accessibility: 93,
      flagged: [{ category: 'accessibility', id: 'color-contrast', title: 'Low contrast', items: ['span.tag: contrast of 3.2'], more: 4 }],
      warnings: ['The tested device appears to have a slower CPU than Lighthouse expects.'],
    });
    const report = formatReport([page('/recipes', [flagged, flagged])]);
    expect(report).toContain(['  /recipes', '    [accessibility] color-contrast: Low contrast', '      - span.tag: contrast of 3.2', '      - and 4 more'].join('\n'));
    expect(report.match(/slower CPU/g)).toHaveLength(1);
    expect(report).toMatch(/Goals missed: \/recipes \(accessibility\)\.$/);
  });
});
