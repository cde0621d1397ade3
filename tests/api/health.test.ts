import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { freePort } from '../../scripts/stack/net.ts';
import { healthRoutes } from '../../server/http/health-routes.ts';

const { api, auth } = inject('stack');

describe('GET /healthz', () => {
  it('answers ok when the service reaches Firestore and Auth', async () => {
    const response = await fetch(`${api}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers at /api/healthz too, where the hosting sends the service its requests', async () => {
    const response = await fetch(`${api}/api/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('answers 503 naming Firestore when Firestore does not answer', async () => {
    // A real Auth emulator and a Firestore address nothing listens on.
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', new URL(auth).host);
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', `127.0.0.1:${await freePort()}`);
    vi.stubEnv('METADATA_SERVER_DETECTION', 'none');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const admin = initializeApp({ projectId: 'demo-nioo' }, 'firestore-down');
    try {
      const routes = healthRoutes({ firestore: getFirestore(admin), auth: getAuth(admin), timeoutMs: 1_000 });

      const response = await routes.request('/healthz');

      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ ok: false, message: 'Firestore unreachable.' });
      expect(warn).toHaveBeenCalledWith('Health check: Firestore unreachable:', 'no answer within 1000 ms');
    } finally {
      await deleteApp(admin);
    }
  });
});

describe('every answer is JSON', () => {
  it('answers an unknown route with 404', async () => {
    const response = await fetch(`${api}/api/no-such-route`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: 'Adresse inconnue' });
  });

  it('refuses a body over 100 kB with 413', async () => {
    const response = await fetch(`${api}/api/no-such-route`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'a'.repeat(101 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: 'La requête est trop volumineuse' });
  });

  it('lets a body under 100 kB through', async () => {
    const response = await fetch(`${api}/api/no-such-route`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'a'.repeat(99 * 1024) }),
    });
    expect(response.status).toBe(404);
  });
});
