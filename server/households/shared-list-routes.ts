import type { Firestore } from 'firebase-admin/firestore';
import { Hono } from 'hono';
import type { EndpointResponse } from '@domain/api/endpoint.ts';
import { sharedListTickEndpoint } from '@domain/api/shared-list-ticks.ts';
import { SHARED_PAGE_TOKEN_PATTERN } from '@domain/grocery/share-fields.ts';
import { fullMatch } from '@domain/shared/full-match.ts';
import { ApiRefusal } from '../http/messages.ts';
import { clientAddress } from '../http/client-address.ts';
import { parseJsonBody } from '../http/json-body.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import type { RateLimiter } from '../http/rate-limiter.ts';
import { tickSharedLine } from './shared-list-tick.ts';

export interface SharedListRouteDeps {
  firestore: Firestore;
  /** Ticks through one link, keyed by its token. */
  linkLimiter: RateLimiter;
  /** Ticks from one client address, whatever the link. */
  clientLimiter: RateLimiter;
  trustedProxies: number;
  /** The clock links expire by; tests set it. */
  now?: () => Date;
}

/** What the shared page's address may hold: anything else names no list. */
const sharedPageToken = fullMatch(SHARED_PAGE_TOKEN_PATTERN);

/**
 * The shared page's one write, for anyone holding the link (the token is the capability): a
 * visitor's tick, put on the view and on the household's list by the service, which no client
 * may write for them (DESIGN.md §3).
 */
export function sharedListRoutes({ firestore, linkLimiter, clientLimiter, trustedProxies, now = () => new Date() }: SharedListRouteDeps) {
  return new Hono().post(sharedListTickEndpoint.path, async (c) => {
    // Counted per client first, so trying tokens costs the one trying them, found or not.
    await enforceRateLimit(clientLimiter, clientAddress(c, trustedProxies));
    const token = c.req.param('token') ?? '';
    if (!sharedPageToken.test(token)) throw new ApiRefusal(404, 'sharedList.notFound');
    await enforceRateLimit(linkLimiter, token);
    const { lineKey, checked } = await parseJsonBody(c, sharedListTickEndpoint.request);
    await tickSharedLine(firestore, { token, lineKey, checked }, now());
    return c.json({ checked } satisfies EndpointResponse<typeof sharedListTickEndpoint>);
  });
}
