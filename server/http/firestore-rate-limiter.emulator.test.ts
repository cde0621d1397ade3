import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { collections } from '@domain/collections.ts';
import { firestoreRateLimiter } from './firestore-rate-limiter.ts';

// Two instances of the service, each with its own firebase-admin app and its own limiter, count
// against one Firestore (the rules suite's emulator): a limit holds across them.

const PROJECT = 'demo-rate-limits';
let apps: { a: App; b: App };

beforeAll(async () => {
  vi.stubEnv('FIRESTORE_EMULATOR_HOST', `127.0.0.1:${inject('firestorePort')}`);
  // Else google-auth-library first looks for the cloud's metadata server, which is not there.
  vi.stubEnv('METADATA_SERVER_DETECTION', 'none');
  apps = { a: initializeApp({ projectId: PROJECT }, 'instance-a'), b: initializeApp({ projectId: PROJECT }, 'instance-b') };
  // Each app's first request opens its connection, which a busy machine makes slow: not the tests' business.
  await Promise.all([apps.a, apps.b].map((app) => getFirestore(app).collection(collections.rateLimits).limit(1).get()));
});

afterAll(async () => {
  await Promise.all([deleteApp(apps.a), deleteApp(apps.b)]);
  vi.unstubAllEnvs();
});

function instances(rule: { limit: number; windowMs: number }, now: () => number) {
  const limiter = (app: App) => firestoreRateLimiter(getFirestore(app), 'signupPerClient', rule, now);
  return { a: limiter(apps.a), b: limiter(apps.b) };
}

describe('firestoreRateLimiter', () => {
  it('shares one limit between two instances', async () => {
    const { a, b } = instances({ limit: 4, windowMs: 60_000 }, () => 1_000_000);
    const byTurns = [await a.hit('198.51.100.7'), await b.hit('198.51.100.7'), await a.hit('198.51.100.7'), await b.hit('198.51.100.7')];
    expect(byTurns).toEqual([true, true, true, true]);
    expect([await a.hit('198.51.100.7'), await b.hit('198.51.100.7')]).toEqual([false, false]);
    // Another client has a limit of its own.
    expect(await a.hit('198.51.100.8')).toBe(true);
  });

  it('lets no more than the limit through when both instances are hit at once', async () => {
    const { a, b } = instances({ limit: 3, windowMs: 60_000 }, () => 2_000_000);
    const atOnce = await Promise.all([a, b, a, b, a, b].map((limiter) => limiter.hit('198.51.100.9')));
    expect(atOnce.filter(Boolean).length).toBeLessThanOrEqual(3);
    expect(await a.hit('198.51.100.9')).toBe(false);
  });

  it('starts a new window on the clock, the same for every instance', async () => {
    let clock = 5 * 60_000 + 59_999;
    const { a, b } = instances({ limit: 1, windowMs: 60_000 }, () => clock);
    expect(await a.hit('203.0.113.1')).toBe(true);
    expect(await b.hit('203.0.113.1')).toBe(false);
    clock += 1;
    expect(await b.hit('203.0.113.1')).toBe(true);
    expect(await a.hit('203.0.113.1')).toBe(false);
  });

  it('keeps no key in the clear, and names when each counter may go', async () => {
    const { a } = instances({ limit: 10, windowMs: 60_000 }, () => 7 * 60_000 + 5);
    await a.hit('someone@example.test');
    const all = await getFirestore(apps.a).collection(collections.rateLimits).get();
    const stored = all.docs.filter((doc) => doc.id.startsWith('signupPerClient_420000_'));
    expect(stored.map((doc) => doc.id)).toEqual([expect.stringMatching(/^signupPerClient_420000_[A-Za-z0-9_-]{43}$/)]);
    expect(stored[0]?.data()).toEqual({ count: 1, expiresAt: expect.objectContaining({ seconds: 8 * 60 }) });
    expect(stored[0]?.id).not.toContain('someone');
  });
});
