/**
 * A fixed-window counter per key, in memory: enough for one service instance, and it
 * forgets on restart, which is acceptable for a guard against runaway clients.
 */
export function rateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one hit for `key`; false when the key is over its limit in this window. */
    hit(key: string, now = Date.now()): boolean {
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}
