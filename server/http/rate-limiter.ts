/** How many hits one key may make per window. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

/**
 * Counts hits per key. The in-memory one below serves a single instance; several instances
 * need a shared store behind this same interface (README, "Rate limits").
 */
export interface RateLimiter {
  /** Counts one hit for `key`; false when the key is over its limit in this window. */
  hit(key: string): Promise<boolean> | boolean;
}

/** Keys remembered at most: a flood of distinct keys costs a bounded amount of memory. */
export const DEFAULT_MAX_KEYS = 100_000;

/**
 * A fixed-window counter per key, in memory: it forgets on restart, which is acceptable for
 * a guard against floods.
 */
export function memoryRateLimiter({ limit, windowMs, maxKeys = DEFAULT_MAX_KEYS }: RateLimit & { maxKeys?: number }) {
  // A key is (re)inserted when its window starts, so the map is ordered by window start:
  // expired windows sit at the front and a sweep stops at the first live one. The clock is
  // monotonic so that order holds even when the wall clock is set back.
  const windows = new Map<string, { start: number; count: number }>();

  function sweep(now: number) {
    for (const [key, window] of windows) {
      if (now - window.start < windowMs) return;
      windows.delete(key);
    }
  }

  return {
    hit(key: string, now = performance.now()): boolean {
      sweep(now);
      const current = windows.get(key);
      if (current) {
        current.count += 1;
        return current.count <= limit;
      }
      windows.set(key, { start: now, count: 1 });
      // Full of live windows: forgetting the oldest weakens the limit for that key a little,
      // which beats growing without bound or refusing every newcomer.
      if (windows.size > maxKeys) {
        const oldest = windows.keys().next();
        if (!oldest.done) windows.delete(oldest.value);
      }
      return limit >= 1;
    },
    /** Keys currently remembered. */
    get size(): number {
      return windows.size;
    },
  } satisfies RateLimiter & { size: number };
}
