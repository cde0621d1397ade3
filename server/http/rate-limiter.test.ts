import { describe, expect, it } from 'vitest';
import { memoryRateLimiter } from './rate-limiter.ts';

describe('memoryRateLimiter', () => {
  it('lets `limit` hits through per window and key, then refuses until the window ends', () => {
    const limiter = memoryRateLimiter({ limit: 2, windowMs: 1_000 });
    expect([limiter.hit('a', 0), limiter.hit('a', 10), limiter.hit('a', 20)]).toEqual([true, true, false]);
    expect(limiter.hit('b', 30)).toBe(true);
    expect(limiter.hit('a', 999)).toBe(false);
    expect(limiter.hit('a', 1_000)).toBe(true);
    expect(limiter.hit('a', 1_001)).toBe(true);
    expect(limiter.hit('a', 1_002)).toBe(false);
  });

  it('forgets expired windows, so a flood of distinct keys leaves nothing behind once it ends', () => {
    const limiter = memoryRateLimiter({ limit: 1, windowMs: 1_000 });
    for (let i = 0; i < 5_000; i += 1) limiter.hit(`flood-${i}`, i % 1_000);
    expect(limiter.size).toBe(5_000);

    expect(limiter.hit('late', 2_000)).toBe(true);
    expect(limiter.size).toBe(1);
  });

  it('keeps a window that is still running while sweeping the ones before it', () => {
    const limiter = memoryRateLimiter({ limit: 1, windowMs: 1_000 });
    limiter.hit('old', 0);
    limiter.hit('recent', 600);
    expect(limiter.hit('other', 1_200)).toBe(true);
    expect(limiter.size).toBe(2);
    expect(limiter.hit('recent', 1_300)).toBe(false);
  });

  it('never remembers more than maxKeys, dropping the oldest window first', () => {
    const limiter = memoryRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 100 });
    expect(limiter.hit('first', 0)).toBe(true);
    for (let i = 0; i < 1_000; i += 1) limiter.hit(`flood-${i}`, 1 + i);
    expect(limiter.size).toBe(100);
    // The oldest key was dropped, the newest are still counted.
    expect(limiter.hit('first', 2_000)).toBe(true);
    expect(limiter.hit('flood-999', 2_000)).toBe(false);
  });
});
