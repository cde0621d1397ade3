import { expect, type Frame, type Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

/** What fails a journey (DESIGN.md §4): axe's two worst impact levels. */
const failingImpacts = new Set(['serious', 'critical']);

/**
 * The rules a scan runs: WCAG 2.0 to 2.2 A and AA, and axe's best practices. Named by tag, these
 * are the rules axe runs by default plus the ones it leaves off unless asked, among them
 * `target-size` (WCAG 2.2's 24 px touch targets, reported as serious).
 */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * What a scan asks of axe. Only the violations are worked out in full. The page's one frame is
 * the help dialog's, another site's page: axe's frame messaging would wait on it in vain.
 */
const RUN_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: RULE_TAGS }, resultTypes: ['violations'], iframes: false };

/** How long a scan waits for running CSS transitions to end. */
const TRANSITIONS_MS = 2_000;

/** Time for a screen to draw its data after a navigation before it is scanned. */
const SETTLE_MS = 1_000;

export interface AccessibilityFinding {
  url: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Each page's last scan: axe refuses to start while another run is going on in the page. */
const lastScans = new WeakMap<Page, Promise<unknown>>();

/**
 * Runs axe on what the page shows now, once the page's scan under way has ended (a journey's own
 * scan can come while the watcher's scan of the screen runs); a screen left while it was being
 * scanned is skipped.
 */
export function scanAccessibility(page: Page): Promise<AccessibilityFinding[]> {
  const scan = (lastScans.get(page) ?? Promise.resolve()).catch(() => undefined).then(() => scanOnce(page));
  lastScans.set(page, scan);
  return scan;
}

async function scanOnce(page: Page): Promise<AccessibilityFinding[]> {
  if (page.isClosed()) return [];
  const url = new URL(page.url()).pathname;
  // A full load during the scan replaces the document axe was injected into: its next call then
  // fails on a missing axe (reading 'runPartial' or 'utils' of undefined) rather than naming the navigation.
  let navigated = false;
  const onNavigation = (frame: Frame) => {
    if (frame === page.mainFrame()) navigated = true;
  };
  page.on('framenavigated', onNavigation);
  try {
    // A colour caught halfway through a transition (a button coming back from its busy state)
    // is no colour the page settles on: wait for transitions to end, not for endless spinners.
    await page
      .waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)), undefined, { timeout: TRANSITIONS_MS })
      .catch(() => undefined);
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    const { scannedPath, violations } = await page.evaluate(async (options) => {
      const { axe: inPage } = window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };
      const { violations: found } = await inPage.run(document, options);
      return {
        scannedPath: location.pathname,
        violations: found.map(({ id, impact, help, nodes }) => ({ id, impact: impact ?? '', help, targets: nodes.map((node) => node.target.join(' ')) })),
      };
    }, RUN_OPTIONS);
    // Left as the scan began (a journey going to about:blank, say), axe read the document that
    // replaced the screen: what it found there belongs to no screen of the app.
    if (scannedPath !== url) return [];
    return violations.filter((violation) => failingImpacts.has(violation.impact)).map(({ id, ...violation }) => ({ url, rule: id, ...violation }));
  } catch (error) {
    if (navigated || page.isClosed() || /context was destroyed|navigation|Target closed/i.test(String(error))) return [];
    throw error;
  } finally {
    page.off('framenavigated', onNavigation);
  }
}

/**
 * Scans every screen the page visits: each navigation (history API ones included) schedules a
 * scan once the screen has settled, and `finish` scans the last screen and returns everything
 * found. Each path is scanned once on arrival.
 */
export async function watchAccessibility(page: Page) {
  const findings: AccessibilityFinding[] = [];
  const scanned = new Set<string>();
  // The watcher's scans, for `finish` to wait on; scanAccessibility runs them one after another.
  const scans: Promise<void>[] = [];
  let timer: NodeJS.Timeout | undefined;

  const scanNow = ({ again = false } = {}) => {
    const path = page.isClosed() ? '' : new URL(page.url()).pathname;
    if (!path || (scanned.has(path) && !again) || page.url().startsWith('about:')) return;
    scanned.add(path);
    scans.push(
      scanAccessibility(page).then((found) => {
        findings.push(...found);
      }),
    );
  };

  // In every document the page loads, so that no scan sends axe's half megabyte over again.
  await page.addInitScript({ content: axe.source });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    clearTimeout(timer);
    timer = setTimeout(() => scanNow(), SETTLE_MS);
  });

  return {
    async finish(): Promise<AccessibilityFinding[]> {
      clearTimeout(timer);
      // The screen the journey ends on, whatever it opened since its first scan.
      scanNow({ again: true });
      await Promise.all(scans);
      return findings;
    },
  };
}

export function describeFindings(findings: AccessibilityFinding[]): string {
  return findings.map((f) => `${f.url}: [${f.impact}] ${f.rule} — ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');
}

/** Fails the journey on any serious or critical violation among `findings`, naming where they were (`scope`: a dialog, a state). */
export function expectNoViolations(findings: AccessibilityFinding[], scope?: string): void {
  expect(findings, `axe found serious or critical violations${scope ? ` in '${scope}'` : ''}:\n${describeFindings(findings)}`).toEqual([]);
}

/** Scans what the page shows now, beyond the scan of each screen on arrival, and fails on any serious or critical violation. */
export async function expectAccessible(page: Page, scope?: string): Promise<void> {
  expectNoViolations(await scanAccessibility(page), scope);
}
