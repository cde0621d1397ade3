import { Hono } from 'hono';
import type { FirebaseAdmin } from '../firebase-admin.ts';

export interface HealthDeps extends FirebaseAdmin {
  /** How long each dependency may take to answer before it counts as down. */
  timeoutMs?: number;
}

/** Rejects when `promise` has not settled within `ms`, so a stuck emulator cannot hang the probe. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /healthz: 200 only when both Firestore and Auth answer; the launcher and tests wait on it.
 * Also at /api/healthz, the address the hosting sends to the service (firebase.json).
 */
export function healthRoutes({ firestore, auth, timeoutMs = 3_000 }: HealthDeps) {
  const checks: Record<string, () => Promise<unknown>> = {
    Firestore: () => firestore.listCollections(),
    Auth: () => auth.listUsers(1),
  };

  return new Hono().on('GET', ['/healthz', '/api/healthz'], async (c) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withTimeout(check(), timeoutMs);
          return undefined;
        } catch (error) {
          console.warn(`Health check: ${name} unreachable:`, error instanceof Error ? error.message : error);
          return name;
        }
      }),
    );
    const down = results.filter((name) => name !== undefined);
    if (down.length === 0) return c.json({ ok: true });
    return c.json({ ok: false, message: `${down.join(' and ')} unreachable.` }, 503);
  });
}
