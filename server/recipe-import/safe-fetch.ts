import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { ApiRefusal } from '../http/messages.ts';
import type { AllowedHost } from './allowed-hosts.ts';
import { decodeHtml, isHtml, readCappedBody } from './read-body.ts';
import { importRefusal } from './refusals.ts';
import { pinnedLookup, resolveTarget, systemResolve, type Resolve, type Target } from './resolve-target.ts';

export interface FetchLimits {
  /** Hosts let through despite the private-network rule (RECIPE_IMPORT_ALLOW_HOSTS). */
  allowedHosts: readonly AllowedHost[];
  /** For the whole import: every redirect, the connection and the body. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  resolve?: Resolve;
}

export const defaultFetchLimits: FetchLimits = {
  allowedHosts: [],
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
};

export interface FetchedPage {
  /** Where the page was found, after its redirects. */
  url: string;
  html: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

// Nothing identifies the user: no cookie, no credential, no referrer.
const HEADERS = {
  Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.5',
  'Accept-Encoding': 'gzip, deflate, br',
  'User-Agent': 'Nioo-recipe-import/1.0',
};

/** An http(s) address without credentials; anything else is refused before any lookup. */
export function webAddress(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw importRefusal('invalidAddress');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) throw importRefusal('invalidAddress');
  return url;
}

/**
 * Fetches an HTML page from the public Internet for the recipe import: each address (the
 * first and every redirect's) resolved and checked before the connection, which is pinned to
 * the checked address; redirects followed by hand; one deadline for everything; the size capped.
 */
export async function fetchPage(address: string, limits: FetchLimits): Promise<FetchedPage> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), limits.timeoutMs);
  try {
    return await fetchWithin(webAddress(address), limits, deadline.signal);
  } catch (error) {
    if (deadline.signal.aborted) throw importRefusal('timeout');
    if (error instanceof ApiRefusal) throw error;
    throw importRefusal('remoteError');
  } finally {
    clearTimeout(timer);
  }
}

async function fetchWithin(first: URL, limits: FetchLimits, signal: AbortSignal): Promise<FetchedPage> {
  let url = first;
  for (let redirects = 0; ; redirects += 1) {
    const target = await beforeDeadline(resolveTarget(url, limits.allowedHosts, limits.resolve ?? systemResolve), signal);
    const response = await get(url, target, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      response.destroy();
      if (redirects >= limits.maxRedirects) throw importRefusal('tooManyRedirects');
      url = webAddress(location, url);
      continue;
    }
    const contentType = response.headers['content-type'];
    const length = Number(response.headers['content-length']);
    const refusal = status < 200 || status > 299 ? 'remoteError' : !isHtml(contentType) ? 'notHtml' : length > limits.maxBytes ? 'tooBig' : null;
    if (refusal) {
      response.destroy();
      throw importRefusal(refusal);
    }
    signal.addEventListener('abort', () => response.destroy(), { once: true });
    const body = await readCappedBody(response, limits.maxBytes);
    return { url: url.href, html: decodeHtml(body, contentType) };
  }
}

function get(url: URL, target: Target, signal: AbortSignal): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    // agent: false, so no pooled socket to another address is ever reused.
    const outgoing = send(url, { method: 'GET', headers: HEADERS, signal, agent: false, lookup: pinnedLookup(target) }, resolve);
    outgoing.once('error', reject);
    outgoing.end();
  });
}

/** DNS takes no signal: the deadline wins the race and the late answer is dropped. */
function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(new Error('aborted'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
