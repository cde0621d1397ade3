import { once } from 'node:events';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type AppDeps } from '../../server/app.ts';
import { defaultRateLimits } from '../../server/http/rate-limits.ts';
import { admin, emailsReceivedBy, emailsTo, postJson, uniqueEmail } from './helpers.ts';

const { auth, firestore } = admin();

const tooMany = { message: 'Trop de demandes. Veuillez réessayer plus tard.', code: 'api.rateLimited' };
const minute = 60_000;

function signUpBody(email = uniqueEmail('flood')) {
  return { firstName: 'Flore', lastName: 'Déluge', email, password: 'Secret123', organizationName: 'Famille Déluge', numberOfPersons: 1 };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** An app of its own with tight limits, on a real socket so that the client address is the socket's. */
async function serveApp(deps: Partial<AppDeps>): Promise<string> {
  const app = createApp({ auth, firestore, appOrigin: 'http://app.test', emailTemplates: {}, mailer: { send: async () => undefined }, ...deps });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  servers.push(server);
  if (!server.listening) await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** POSTs JSON from a chosen loopback address, as a second client of the same service would. */
function postFrom(from: string, url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', ...headers } }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    });
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

describe('rate limits per recipient (the suite’s own service, production limit)', () => {
  it('mails one address at most the allowed number of times an hour, whatever its case', async () => {
    const email = uniqueEmail('target');
    const allowed = defaultRateLimits.signupPerEmail.limit;
    expect((await postJson('/api/auth/signup', signUpBody(email))).status).toBe(201);
    for (let attempt = 1; attempt < allowed; attempt += 1) {
      expect((await postJson('/api/auth/signup', signUpBody(attempt % 2 ? email.toUpperCase() : email))).status).toBe(409);
    }
    const refused = await postJson('/api/auth/signup', signUpBody(email));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(tooMany);
    expect(await emailsTo(email)).toHaveLength(1);
  });
});

describe('rate limits per client address', () => {
  it('refuses sign-ups past the limit with 429, creating and mailing nothing, and counts another address apart', async () => {
    const api = await serveApp({ rateLimits: { signupPerClient: { limit: 2, windowMs: minute } } });
    expect((await postFrom('127.0.0.1', `${api}/api/auth/signup`, signUpBody())).status).toBe(201);
    expect((await postFrom('127.0.0.1', `${api}/api/auth/signup`, signUpBody())).status).toBe(201);

    const body = signUpBody();
    expect(await postFrom('127.0.0.1', `${api}/api/auth/signup`, body)).toEqual({ status: 429, body: tooMany });
    await expect(auth.getUserByEmail(body.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await emailsReceivedBy(body.email)).toEqual([]);

    expect((await postFrom('127.0.0.2', `${api}/api/auth/signup`, body)).status).toBe(201);
  });

  it('counts every request, even one whose body is refused', async () => {
    const api = await serveApp({ rateLimits: { signupPerClient: { limit: 1, windowMs: minute } } });
    expect((await postFrom('127.0.0.1', `${api}/api/auth/signup`, { firstName: 'x' })).status).toBe(400);
    expect(await postFrom('127.0.0.1', `${api}/api/auth/signup`, signUpBody())).toEqual({ status: 429, body: tooMany });
  });

  it('limits verify-email and googlesignup per client too', async () => {
    const api = await serveApp({ rateLimits: { verifyEmailPerClient: { limit: 1, windowMs: minute }, googleSignupPerClient: { limit: 1, windowMs: minute } } });
    const verify = { email: uniqueEmail('guess'), token: 'x'.repeat(43) };
    expect((await postFrom('127.0.0.1', `${api}/api/auth/verify-email`, verify)).status).toBe(400);
    expect(await postFrom('127.0.0.1', `${api}/api/auth/verify-email`, verify)).toEqual({ status: 429, body: tooMany });

    expect((await postFrom('127.0.0.1', `${api}/api/auth/googlesignup`, { idToken: 'forged' })).status).toBe(401);
    expect(await postFrom('127.0.0.1', `${api}/api/auth/googlesignup`, { idToken: 'forged' })).toEqual({ status: 429, body: tooMany });
  });

  it('ignores X-Forwarded-For unless a proxy is trusted: a client cannot pick its own address', async () => {
    const api = await serveApp({ rateLimits: { verifyEmailPerClient: { limit: 1, windowMs: minute } } });
    const verify = { email: uniqueEmail('spoof'), token: 'x'.repeat(43) };
    expect((await postFrom('127.0.0.1', `${api}/api/auth/verify-email`, verify, { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(400);
    expect((await postFrom('127.0.0.1', `${api}/api/auth/verify-email`, verify, { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(429);
  });

  it('behind a trusted proxy, counts the address the proxy appended, not what the client wrote before it', async () => {
    const api = await serveApp({ trustedProxies: 1, rateLimits: { verifyEmailPerClient: { limit: 1, windowMs: minute } } });
    const verify = { email: uniqueEmail('proxied'), token: 'x'.repeat(43) };
    const from = (forwardedFor: string) => postFrom('127.0.0.1', `${api}/api/auth/verify-email`, verify, { 'X-Forwarded-For': forwardedFor });

    expect((await from('203.0.113.7')).status).toBe(400);
    // The client forges an entry; the proxy still appends the address it really saw.
    expect((await from('198.51.100.9, 203.0.113.7')).status).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await from('203.0.113.8')).status).toBe(400);
    // IPv6 clients are counted per /64.
    expect((await from('2001:db8:0:1::1')).status).toBe(400);
    expect((await from('2001:db8:0:1::2')).status).toBe(429);
  });
});
