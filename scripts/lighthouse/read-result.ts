import type { Result } from 'lighthouse';
import type { Measurement } from './goals.ts';

/** An audit that counts towards a category's score and did not pass: what to fix, and where. */
export interface FlaggedAudit {
  category: string;
  id: string;
  title: string;
  /** A line per offending element or message, the first few only. */
  items: string[];
  /** How many items the list leaves out. */
  more: number;
}

export interface AuditedRun extends Measurement {
  flagged: FlaggedAudit[];
  /** Lighthouse's own warnings about the run (a page that redirected, a slow host…). */
  warnings: string[];
  /** Lighthouse's measure of the host's speed, which its simulated 4× CPU slowdown assumes near 1,000–2,000. */
  benchmarkIndex: number;
  /** Which Lighthouse in which browser, e.g. "Lighthouse 12.8.2, HeadlessChrome/156.0.0.0". */
  runBy: string;
}

const categories = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best-practices' } as const;
const metrics = { fcpMs: 'first-contentful-paint', lcpMs: 'largest-contentful-paint', tbtMs: 'total-blocking-time', cls: 'cumulative-layout-shift' } as const;
const ITEMS_SHOWN = 3;

export function readResult(lhr: Result): AuditedRun {
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.message}`);
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} score for ${lhr.finalDisplayedUrl}.`);
    // The report shows the rounded score; the goals are read against what people see.
    return Math.round(value * 100);
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse measured no ${id} on ${lhr.finalDisplayedUrl}.`);
    return value;
  };
  return {
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    bestPractices: score(categories.bestPractices),
    fcpMs: numeric(metrics.fcpMs),
    lcpMs: numeric(metrics.lcpMs),
    tbtMs: numeric(metrics.tbtMs),
    cls: numeric(metrics.cls),
    flagged: [categories.accessibility, categories.bestPractices].flatMap((category) => flaggedAudits(lhr, category)),
    warnings: lhr.runWarnings.map(String),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    runBy: [`Lighthouse ${lhr.lighthouseVersion}`, ...(/\S*Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent) ?? [])].join(', '),
  };
}

function flaggedAudits(lhr: Result, category: string): FlaggedAudit[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) return [];
      const lines = detailItems(audit.details).map(describeItem).filter((line) => line !== '');
      return [{ category, id: audit.id, title: audit.title, items: lines.slice(0, ITEMS_SHOWN), more: Math.max(0, lines.length - ITEMS_SHOWN) }];
    });
}

function detailItems(details: unknown): unknown[] {
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  return details.items;
}

/** One line for a table row: the element (selector and what axe says to fix), or the message, or the URL. */
function describeItem(item: unknown): string {
  if (!isRecord(item)) return '';
  const { node, description, sourceLocation, url } = item;
  if (isRecord(node)) {
    const where = text(node.selector) || text(node.snippet);
    const fix = text(node.explanation)
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !/^Fix (any|all) of the following:$/.test(line))
      .join(' ');
    return fix ? `${where}: ${fix}` : where;
  }
  const at = isRecord(sourceLocation) ? text(sourceLocation.url) : text(url);
  const message = text(description);
  return message && at ? `${message} (${at})` : message || at;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
