import { createHash } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { Hono, type Context } from 'hono';
import {
  CALENDAR_FEED_SUFFIX,
  CALENDAR_TOKEN_PATTERN,
  calendarAddressEndpoint,
  calendarFeedPath,
  regenerateCalendarAddressEndpoint,
} from '../../src/domain/api/calendar.ts';
import type { EndpointResponse } from '../../src/domain/api/endpoint.ts';
import { canManageHousehold } from '../../src/domain/household/roles.ts';
import { calendarName, feedEvents, feedWindow } from '../calendar/feed-events.ts';
import { readFeedHousehold } from '../calendar/feed-source.ts';
import { renderFeed } from '../calendar/render-feed.ts';
import { calendarTokenHash, calendarTokens } from '../calendar/tokens.ts';
import { ApiRefusal } from '../messages.ts';
import { clientAddress } from '../middleware/client-address.ts';
import { enforceRateLimit } from '../middleware/rate-limit.ts';
import { requireUser, requireVerifiedEmail, type UserEnv } from '../middleware/require-user.ts';
import { currentHousehold } from '../services/payment-household.ts';
import type { RateLimiter } from '../services/rate-limiter.ts';

export interface CalendarRouteDeps {
  auth: Auth;
  firestore: Firestore;
  appOrigin: string;
  /** CALENDAR_TOKEN_SECRET (server/config.ts). */
  calendarTokenSecret: string;
  /** Fetches of one feed, keyed by its token's hash. */
  feedLimiter: RateLimiter;
  /** Unknown or revoked tokens, per client address. */
  missLimiter: RateLimiter;
  trustedProxies: number;
  /** The clock the feed's window is taken from; tests set it. */
  now?: () => Date;
}

/**
 * Calendar apps fetch again within 15 minutes at most; `private` keeps the household's meals out
 * of every shared cache (a proxy or CDN), only the subscriber's own app keeps a copy.
 */
export const FEED_CACHE_CONTROL = 'private, max-age=900';

/** If-None-Match holds a list of tags, weak ones prefixed W/, or *. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  return (header ?? '').split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/**
 * The household's calendar (the week in a calendar app): its members get its address, its
 * owners regenerate it, and the address itself answers the .ics feed to whoever holds it.
 */
export function calendarRoutes({ auth, firestore, appOrigin, calendarTokenSecret, feedLimiter, missLimiter, trustedProxies, now = () => new Date() }: CalendarRouteDeps) {
  const tokens = calendarTokens(firestore, calendarTokenSecret);
  const addressOf = (token: string) => new URL(calendarFeedPath(token), appOrigin).toString();

  /** Counted only on a miss: calendar services fetch many households' live feeds from one address. */
  async function notFound(c: Context): Promise<never> {
    await enforceRateLimit(missLimiter, clientAddress(c, trustedProxies));
    throw new ApiRefusal(404, 'household.calendar.errors.notFound');
  }

  return (
    new Hono<UserEnv>()
      // Matches /api/calendar/address itself too; the feeds beside it stay open.
      .use('/api/calendar/address/*', requireUser(auth), requireVerifiedEmail())

      // Any member: the address only reads the planner, which every role reads (DESIGN.md §3).
      .get(calendarAddressEndpoint.path, async (c) => {
        const household = await currentHousehold(firestore, c.get('user').uid);
        const token = await tokens.current(household.id);
        return c.json({ url: addressOf(token) } satisfies EndpointResponse<typeof calendarAddressEndpoint>);
      })

      // Owners only: a new address cuts every member's subscriptions, a change to the whole
      // household, which only its owners manage (DESIGN.md §3).
      .post(regenerateCalendarAddressEndpoint.path, async (c) => {
        const household = await currentHousehold(firestore, c.get('user').uid);
        if (!canManageHousehold(household.role)) throw new ApiRefusal(403, 'household.calendar.errors.ownersOnly');
        const token = await tokens.regenerate(household.id);
        return c.json({ url: addressOf(token) } satisfies EndpointResponse<typeof regenerateCalendarAddressEndpoint>);
      })

      .get(`/api/calendar/:file{[^/]+\\${CALENDAR_FEED_SUFFIX}}`, async (c) => {
        const token = c.req.param('file').slice(0, -CALENDAR_FEED_SUFFIX.length);
        if (!CALENDAR_TOKEN_PATTERN.test(token)) return notFound(c);
        // Before any read: a feed fetched in a loop costs its household's reads, not the service's.
        await enforceRateLimit(feedLimiter, calendarTokenHash(token));
        const organizationId = await tokens.householdOf(token);
        if (organizationId === null) return notFound(c);
        const household = await readFeedHousehold(firestore, organizationId, feedWindow(now()));
        if (household === null) return notFound(c);

        const body = renderFeed({ name: calendarName(household.name), events: feedEvents({ ...household.source, appOrigin }) });
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
        c.header('Cache-Control', FEED_CACHE_CONTROL);
        c.header('ETag', etag);
        if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
        c.header('Content-Type', 'text/calendar; charset=utf-8');
        return c.body(body);
      })
  );
}
