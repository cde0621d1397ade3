import { describe, expect, it } from 'vitest';
import { rateLimiter } from './rate-limiter.ts';

describe('rateLimiter', () => {
  it('lets `limit` hits through per window and key, then refuses until the window ends', () => {
    const limiter = rateLimiter({ limit: 2, windowMs: 1_000 });
    expect([limiter.hit('a', 0), limiter.hit('a', 10), limiter.hit('a', 20)]).toEqual([true, true, false]);
    expect(limiter.hit('b', 30)).toBe(true);
    expect(limiter.hit('a', 999)).toBe(false);
    expect(limiter.hit('a', 1_000)).toBe(true);
  });
});
