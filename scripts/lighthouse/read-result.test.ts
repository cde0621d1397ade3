import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { readResult } from './read-result.ts';

const passed = (id: string) => ({ id, title: `${id} passed`, score: 1, scoreDisplayMode: 'binary' });

/** The parts of a Lighthouse result the report reads. */
function lhr(overrides: Partial<Record<string, unknown>> = {}): Result {
  return {
    lighthouseVersion: '12.8.2',
    finalDisplayedUrl: 'http://127.0.0.1:4573/recipes',
    runWarnings: [],
    environment: { benchmarkIndex: 1432.5, hostUserAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36' },
    categories: {
      performance: { score: 0.945, auditRefs: [] },
      accessibility: {
        score: 0.96,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'image-alt', weight: 10 },
          { id: 'listitem-informative', weight: 0 },
        ],
      },
      'best-practices': { score: 0.96, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
    },
    audits: {
      'first-contentful-paint': { id: 'first-contentful-paint', numericValue: 912.4 },
      'largest-contentful-paint': { id: 'largest-contentful-paint', numericValue: 1730.1 },
      'total-blocking-time': { id: 'total-blocking-time', numericValue: 85 },
      'cumulative-layout-shift': { id: 'cumulative-layout-shift', numericValue: 0.012 },
      'color-contrast': {
        id: 'color-contrast',
        title: 'Background and foreground colors do not have a sufficient contrast ratio.',
        score: 0,
        details: {
          type: 'table',
          items: ['a', 'b', 'c', 'd', 'e'].map((name) => ({
            node: {
              type: 'node',
              selector: `span.${name}`,
              explanation: 'Fix any of the following:\n  Element has insufficient color contrast of 3.2 (foreground color: #ffffff, background color: #10b981)',
            },
          })),
        },
      },
      'image-alt': passed('image-alt'),
      'listitem-informative': { id: 'listitem-informative', title: 'not weighed', score: 0 },
      'errors-in-console': {
        id: 'errors-in-console',
        title: 'Browser errors were logged to the console',
        score: 0,
        details: { type: 'table', items: [{ source: 'network', description: 'Failed to load resource: 404', sourceLocation: { url: 'http://127.0.0.1:4573/x.png' } }] },
      },
    },
    ...overrides,
  } as unknown as Result;
}

describe('readResult', () => {
  it('reads the scores as the report rounds them and the metrics as measured', () => {
    expect(readResult(lhr())).toMatchObject({
      performance: 95,
      accessibility: 96,
      bestPractices: 96,
      fcpMs: 912.4,
      lcpMs: 1730.1,
      tbtMs: 85,
      cls: 0.012,
      benchmarkIndex: 1432.5,
      runBy: 'Lighthouse 12.8.2, HeadlessChrome/156.0.0.0',
    });
  });

  it('lists the weighed audits that failed, with their first few offending elements', () => {
    const { flagged } = readResult(lhr());
    expect(flagged).toEqual([
      {
        category: 'accessibility',
        id: 'color-contrast',
        title: 'Background and foreground colors do not have a sufficient contrast ratio.',
        items: ['a', 'b', 'c'].map((name) => `span.${name}: Element has insufficient color contrast of 3.2 (foreground color: #ffffff, background color: #10b981)`),
        more: 2,
      },
      { category: 'best-practices', id: 'errors-in-console', title: 'Browser errors were logged to the console', items: ['Failed to load resource: 404 (http://127.0.0.1:4573/x.png)'], more: 0 },
    ]);
  });

  it('refuses a run Lighthouse could not complete', () => {
    expect(() => readResult(lhr({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } }))).toThrow(
      'Lighthouse could not audit http://127.0.0.1:4573/recipes: The page did not paint any content.',
    );
  });

  it('refuses a run without a score rather than reading it as zero', () => {
    const categories = { ...lhr().categories, accessibility: { score: null, auditRefs: [] } };
    expect(() => readResult(lhr({ categories }))).toThrow('Lighthouse gave no accessibility score');
  });
});
