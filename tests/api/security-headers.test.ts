import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { admin, postJson, postRaw, stack, uniqueEmail } from './helpers.ts';

const { auth, firestore } = admin();

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers.get('x-frame-options')).toBe('DENY');
}

/** An app of its own whose identity service fails, for the 500 and a tight limit for the 429. */
function failingApp() {
  const createUser: typeof auth.createUser = () => Promise.reject(new Error('identity service down'));
  return createApp({
    auth: Object.assign(Object.create(auth) as typeof auth, { createUser }),
    firestore,
    appOrigin: 'http://app.test',
    emailTemplates: {},
    mailer: { send: async () => undefined },
    rateLimits: { signupPerClient: { limit: 1, windowMs: 60_000 } },
  });
}

const signUp = () => ({ firstName: 'Hugo', lastName: 'Entête', email: uniqueEmail('headers'), password: 'Secret123', organizationName: 'Famille Entête', numberOfPersons: 1 });

describe('security headers on every answer', () => {
  it.each([
    ['200', () => fetch(`${stack.api}/healthz`), 200],
    ['201', () => postJson('/api/auth/signup', signUp()), 201],
    ['400', () => postJson('/api/auth/verify-email', {}), 400],
    ['401', () => postJson('/api/email/send', { template: 'x' }), 401],
    ['404', () => fetch(`${stack.api}/api/no-such-route`), 404],
    ['413', () => postRaw('/api/auth/signup', 'application/json', JSON.stringify({ text: 'a'.repeat(101 * 1024) })), 413],
    ['415', () => postRaw('/api/auth/signup', 'text/plain', '{}'), 415],
  ])('a %s of the running service', async (_, send, status) => {
    const response = await send();
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
  });

  it('a 429 and a 500', async () => {
    const app = failingApp();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const post = () => app.request('/api/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(signUp()) });

    const failed = await post();
    expect(failed.status).toBe(500);
    expectSecurityHeaders(failed);
    const limited = await post();
    expect(limited.status).toBe(429);
    expectSecurityHeaders(limited);
    error.mockRestore();
  });
});
