/// <reference types="node" />
// Runs in the unit project (Node): the client is tested against a real local HTTP server.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@/domain/api/endpoint';
import { ApiError, apiErrorKey, createApiClient, MAX_ATTEMPTS, RETRY_PAUSE_MS } from './api-client';

const request = z.object({ name: z.string() });
const response = z.object({ greeting: z.string() });
const plain = defineEndpoint({ method: 'POST', path: '/api/once', request, response, bearer: false, retry: false });
const retried = defineEndpoint({ method: 'POST', path: '/api/retried', request, response, bearer: false, retry: true });
const signedIn = defineEndpoint({ method: 'POST', path: '/api/signed-in', request, response, bearer: true, retry: false });
const read = defineEndpoint({ method: 'GET', path: '/api/things/:id', request: z.object({}), response, bearer: false, retry: false });
const doubling = defineEndpoint({ method: 'GET', path: '/api/doubling', request: z.object({}), response, bearer: false, retry: true, backoff: 'doubling' });

interface Received {
  path: string | undefined;
  method: string | undefined;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A real HTTP service on 127.0.0.1 whose answer each test chooses. */
describe('API client over HTTP', () => {
  let server: Server;
  let baseUrl: string;
  let received: Received[];
  let answer: (res: ServerResponse) => void;

  beforeEach(async () => {
    received = [];
    answer = (res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ greeting: 'Bonjour' }));
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        received.push({ path: req.url, method: req.method, headers: req.headers, body: raw ? JSON.parse(raw) : undefined });
        answer(res);
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    server.close();
    await once(server, 'close');
  });

  const client = (getIdToken: () => Promise<string | null> = async () => null) => createApiClient({ getIdToken, baseUrl });

  const reply = (status: number, body: unknown) => (res: ServerResponse) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  it('posts the body as JSON and returns the parsed answer', async () => {
    await expect(client().call(plain, { name: 'Camille' })).resolves.toEqual({ greeting: 'Bonjour' });
    expect(received).toEqual([{ path: '/api/once', method: 'POST', headers: expect.objectContaining({ 'content-type': 'application/json' }), body: { name: 'Camille' } }]);
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it('sends a GET without a body, to the path its parameters fill', async () => {
    await expect(client().call(read, {}, { id: 'sub 1' })).resolves.toEqual({ greeting: 'Bonjour' });
    expect(received).toEqual([{ path: '/api/things/sub%201', method: 'GET', headers: expect.not.objectContaining({ 'content-type': expect.anything() }), body: undefined }]);
  });

  it("carries the signed-in user's ID token as a bearer token where the endpoint asks for it", async () => {
    await client(async () => 'id-token-1').call(signedIn, { name: 'Camille' });
    expect(received[0]?.headers.authorization).toBe('Bearer id-token-1');
  });

  it('refuses a bearer call without a signed-in user, without sending it', async () => {
    const error = await client().call(signedIn, { name: 'Camille' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, key: 'api.auth.required', specific: true, message: 'Vous devez être connecté.' });
    expect(received).toEqual([]);
  });

  it("keeps the server's message and its locale key on a 4xx, and never retries it", async () => {
    answer = reply(409, { message: 'Cet email est déjà utilisé. Veuillez vous connecter.', code: 'signup.errors.emailInUse' });
    const error = await client().call(retried, { name: 'Camille' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, key: 'signup.errors.emailInUse', specific: true, message: 'Cet email est déjà utilisé. Veuillez vous connecter.' });
    expect(received).toHaveLength(1);
  });

  it.each([
    ['without a code', { message: 'Invalid JSON body' }, 'Invalid JSON body'],
    ['with a code the locales do not know', { message: 'Nouveau message', code: 'api.nothing' }, 'Nouveau message'],
    ['whose body is not JSON', 'Bad gateway', 'Une erreur inconnue est survenue'],
  ])('reports a 4xx %s as generic, with the message it carries', async (_, body, message) => {
    answer = typeof body === 'string' ? (res) => res.writeHead(400).end(body) : reply(400, body);
    const error = await client().call(plain, { name: 'Camille' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, key: 'api.unknownError', specific: false, message });
  });

  it('turns a 5xx into the French generic message, whatever the server said', async () => {
    answer = reply(500, { message: 'Internal error' });
    const error = await client().call(plain, { name: 'Camille' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 500, key: 'api.unavailable', specific: false, message: 'Le service est momentanément injoignable. Veuillez réessayer plus tard.' });
    expect(received).toHaveLength(1);
  });

  it('turns an unreachable service into the French generic message', async () => {
    const closed = createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, 'close');
    const unreachable = createApiClient({ getIdToken: async () => null, baseUrl: `http://127.0.0.1:${port}` });
    const error = await unreachable.call(plain, { name: 'Camille' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, key: 'api.unavailable', specific: false, message: 'Le service est momentanément injoignable. Veuillez réessayer plus tard.' });
  });

  it('reports an answer of the wrong shape as generic', async () => {
    answer = reply(200, { greeting: 42 });
    const error = await client().call(plain, { name: 'Camille' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 200, key: 'api.unknownError', specific: false });
  });
});

/** The back-off is timed with fake timers, so the service is a fetch function that answers at once. */
describe('API client retries', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  function service(...answers: (() => Response)[]) {
    const fetch = vi.fn(async () => (answers.shift() ?? (() => json(200, { greeting: 'Bonjour' })))());
    return { fetch, client: createApiClient({ getIdToken: async () => null, fetch }) };
  }

  const networkDown = () => {
    throw new TypeError('fetch failed');
  };

  it('retries a retried call after a network failure or a 5xx, pausing 1 s then 2 s', async () => {
    const { fetch, client } = service(networkDown, () => json(503, { message: 'Unavailable' }));
    const call = client.call(retried, { name: 'Camille' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_PAUSE_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * RETRY_PAUSE_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    await expect(call).resolves.toEqual({ greeting: 'Bonjour' });
  });

  it('doubles the pause from 1 s where the endpoint asks for it', async () => {
    const { fetch, client } = service(networkDown, networkDown);
    const call = client.call(doubling, {});
    await vi.advanceTimersByTimeAsync(RETRY_PAUSE_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * RETRY_PAUSE_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    await expect(call).resolves.toEqual({ greeting: 'Bonjour' });
  });

  it('gives up after 3 attempts with the last failure', async () => {
    const { fetch, client } = service(networkDown, networkDown, networkDown, networkDown);
    const call = client.call(retried, { name: 'Camille' }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(10 * RETRY_PAUSE_MS);
    expect(await call).toMatchObject({ status: 0, key: 'api.unavailable' });
    expect(fetch).toHaveBeenCalledTimes(MAX_ATTEMPTS);
  });

  it('never retries a call whose endpoint is not retried', async () => {
    const { fetch, client } = service(networkDown);
    const call = client.call(plain, { name: 'Camille' }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(10 * RETRY_PAUSE_MS);
    expect(await call).toMatchObject({ status: 0, key: 'api.unavailable' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('apiErrorKey', () => {
  it("keeps the server's key when it named the problem, else the flow's own", () => {
    expect(apiErrorKey(new ApiError(409, 'signup.errors.emailInUse', true), 'signup.errors.generic')).toBe('signup.errors.emailInUse');
    expect(apiErrorKey(new ApiError(0, 'api.unavailable', false), 'signup.errors.generic')).toBe('signup.errors.generic');
    expect(apiErrorKey(new Error('boom'), 'signup.errors.generic')).toBe('signup.errors.generic');
  });
});
