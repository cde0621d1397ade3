import { describe, expect, it } from 'vitest';
import { ciFloors, goals, medianLoad, missedBounds, quickestLoad, type ScreenMeasure } from './goals.ts';

const load = (ms: number, documents: number) => ({ contentMs: ms, liveMs: ms, documents, byCollection: '' });
/** Loads of one size that all took the same time: their median is their quickest. */
const measure = (recipes: number, firstMs: number, repeatMs: number, documents: number): ScreenMeasure => ({
  screen: '/meal-entries',
  recipes,
  first: load(firstMs, documents),
  repeat: load(repeatMs, documents),
  quickest: { first: load(firstMs, documents), repeat: load(repeatMs, documents) },
});

describe('missedBounds', () => {
  it('holds a screen that reads what it shows, in time, at any size', () => {
    expect(missedBounds(measure(10, 900, 400, 40), measure(1000, 1_000, 450, 44), goals)).toEqual([]);
  });

  it('names a slow first or repeat visit at the largest size', () => {
    expect(missedBounds(measure(10, 2_200, 1_200, 40), measure(1000, 2_400, 1_300, 40), goals)).toEqual([
      'first visit at 1000 recipes shows content after 2400 ms (bound 2000 ms)',
      'repeat visit at 1000 recipes shows content after 1300 ms (bound 1000 ms)',
    ]);
  });

  it("holds the goals against what shows first, the device's last screen included, and CI's floors against the live data", () => {
    const lastShownFirst = measure(1000, 1_800, 600, 40);
    lastShownFirst.repeat.liveMs = 16_000;
    expect(missedBounds(measure(10, 1_600, 550, 40), lastShownFirst, goals)).toEqual([]);
    expect(missedBounds(measure(10, 900, 400, 40), lastShownFirst, ciFloors)).toEqual(['repeat visit at 1000 recipes shows live content after 16000 ms (bound 15000 ms)']);
  });

  it('names a screen that never showed its content', () => {
    const never = measure(1000, 900, 400, 40);
    never.first.contentMs = null;
    expect(missedBounds(measure(10, 900, 400, 40), never, goals)).toEqual(['first visit at 1000 recipes shows content after the time limit (bound 2000 ms)']);
  });

  it('names a visit more than 20 % slower than the smallest household\'s, which CI, measuring once, does not hold', () => {
    const slower = measure(1000, 1_900, 520, 40);
    expect(missedBounds(measure(10, 1_500, 400, 40), slower, goals)).toEqual([
      'first visit at 1000 recipes shows content after 1900 ms at the quickest, more than 20 % slower than at 10 (1500 ms)',
      'repeat visit at 1000 recipes shows content after 520 ms at the quickest, more than 20 % slower than at 10 (400 ms)',
    ]);
    expect(missedBounds(measure(10, 1_600, 440, 40), slower, goals)).toEqual([]);
    expect(missedBounds(measure(10, 1_500, 400, 40), slower, ciFloors)).toEqual([]);
  });

  it('compares the quickest loads of each size for the time growth, not their medians, which the host slows at random', () => {
    const slowerMedian = measure(1000, 1_250, 380, 40);
    slowerMedian.quickest = { first: load(1_050, 40), repeat: load(300, 40) };
    const small = measure(10, 1_000, 300, 40);
    small.quickest = { first: load(950, 40), repeat: load(290, 40) };
    expect(missedBounds(small, slowerMedian, goals)).toEqual([]);
    slowerMedian.quickest.first = load(1_200, 40);
    expect(missedBounds(small, slowerMedian, goals)).toEqual(['first visit at 1000 recipes shows content after 1200 ms at the quickest, more than 20 % slower than at 10 (950 ms)']);
  });

  it("counts no time growth smaller than the host's own swing between runs, whatever its share", () => {
    expect(missedBounds(measure(10, 1_000, 239, 40), measure(1000, 1_000, 287, 40), goals)).toEqual([]);
    expect(missedBounds(measure(10, 1_000, 239, 40), measure(1000, 1_000, 340, 40), goals)).toEqual([
      'repeat visit at 1000 recipes shows content after 340 ms at the quickest, more than 20 % slower than at 10 (239 ms)',
    ]);
  });

  it('names a screen whose reads grow with the household', () => {
    expect(missedBounds(measure(10, 900, 400, 40), measure(1000, 900, 400, 1_040), goals)).toEqual(['reads 1040 documents at 1000 recipes, 40 at 10']);
  });

  it("counts a size's reads as its larger visit: a visit may find part of them in the device's cache", () => {
    const cachedFirst = measure(10, 900, 400, 45);
    cachedFirst.first.documents = 33;
    expect(missedBounds(cachedFirst, measure(1000, 900, 400, 45), goals)).toEqual([]);
  });

  it('lets a screen that reads almost nothing read a handful more', () => {
    expect(missedBounds(measure(10, 900, 400, 2), measure(1000, 900, 400, 6), goals)).toEqual([]);
  });

  it('lets a paged screen read the rest of its page, which a smaller household cannot fill, and no more', () => {
    const small = measure(10, 900, 400, 26);
    expect(missedBounds(small, measure(1000, 900, 400, 34), goals, 24)).toEqual([]);
    expect(missedBounds(small, measure(1000, 900, 400, 41), goals, 24)).toEqual(['reads 41 documents at 1000 recipes, 26 at 10']);
  });
});

describe('medianLoad and quickestLoad', () => {
  const timedLoad = (contentMs: number | null, documents: number, byCollection = '') => ({ contentMs, liveMs: contentMs === null ? null : contentMs + 100, documents, byCollection });

  it('takes the median time of several loads and the most documents any of them read', () => {
    expect(medianLoad([timedLoad(3_000, 40), timedLoad(5_000, 46, 'recipes 30'), timedLoad(2_500, 40)])).toEqual({ contentMs: 3_000, liveMs: 3_100, documents: 46, byCollection: 'recipes 30' });
  });

  it('counts a load that never showed content as the slowest', () => {
    expect(medianLoad([timedLoad(null, 40), timedLoad(2_000, 40), timedLoad(3_000, 40)]).contentMs).toBe(3_000);
    expect(medianLoad([timedLoad(null, 40), timedLoad(null, 40), timedLoad(3_000, 40)]).contentMs).toBeNull();
  });

  it('takes the quickest time, with the most documents any load read', () => {
    expect(quickestLoad([timedLoad(3_000, 40), timedLoad(5_000, 46, 'recipes 30'), timedLoad(2_500, 40)])).toEqual({ contentMs: 2_500, liveMs: 2_600, documents: 46, byCollection: 'recipes 30' });
    expect(quickestLoad([timedLoad(null, 40), timedLoad(null, 40)]).contentMs).toBeNull();
  });
});
