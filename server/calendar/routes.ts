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
  revokeCalendarAddressesEndpoint,
} from '@domain/api/calendar.ts';
import type { EndpointResponse } from '@domain/api/endpoint.ts';
import { calendarName, feedEvents, feedWindow } from './feed-events.ts';
import { readFeedHousehold } from './feed-source.ts';
import { renderFeed } from './render-feed.ts';
import { calendarTokenHash, calendarTokens, type FeedMember } from './tokens.ts';
import { ApiRefusal } from '../http/messages.ts';
import { clientAddress } from '../http/client-address.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { requireUser, requireVerifiedEmail, type UserEnv } from '../http/require-user.ts';
import { currentHousehold } from '../payments/payment-household.ts';
import type { RateLimiter } from '../http/rate-limiter.ts';

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
 * The household's calendar (the week in a calendar app): each member gets and regenerates an
 * address of their own, its owners revoke them all, and an address answers the .ics feed to
 * whoever holds it while its member belongs to the household.
 */
export function calendarRoutes({ auth, firestore, appOrigin, calendarTokenSecret, feedLimiter, missLimiter, trustedProxies, now = () => new Date() }: CalendarRouteDeps) {
  const tokens = calendarTokens(firestore, calendarTokenSecret);
  const addressOf = (token: string) => new URL(calendarFeedPath(token), appOrigin).toString();

  /** The caller's address in their current household; refused when they are not one of its members. */
  async function callerFeed(userId: string): Promise<FeedMember> {
    const household = await currentHousehold(firestore, userId);
    return { organizationId: household.id, userId };
  }

  /** Counted only on a miss: calendar services fetch many households' live feeds from one address. */
  async function notFound(c: Context): Promise<never> {
    await enforceRateLimit(missLimiter, clientAddress(c, trustedProxies));
    throw new ApiRefusal(404, 'household.calendar.errors.notFound');
  }

  return (
    new Hono<UserEnv>()
      // Each matches its path itself too; the feeds beside them stay open.
      .use('/api/calendar/address/*', requireUser(auth), requireVerifiedEmail())
      .use('/api/calendar/addresses/*', requireUser(auth), requireVerifiedEmail())

      // Any member: the address only reads the planner, which every role reads (DESIGN.md §3).
      .get(calendarAddressEndpoint.path, async (c) => {
        const token = await tokens.current(await callerFeed(c.get('user').uid));
        return c.json({ url: addressOf(token) } satisfies EndpointResponse<typeof calendarAddressEndpoint>);
      })

      // Any member, for their own address: a new one cuts only their own subscriptions.
      .post(regenerateCalendarAddressEndpoint.path, async (c) => {
        const token = await tokens.regenerate(await callerFeed(c.get('user').uid));
        return c.json({ url: addressOf(token) } satisfies EndpointResponse<typeof regenerateCalendarAddressEndpoint>);
      })

      // Owners only (checked in the revocation's transaction): it cuts every member's
      // subscriptions, a change to the whole household, which only its owners manage.
      .post(revokeCalendarAddressesEndpoint.path, async (c) => {
        const token = await tokens.revokeAll(await callerFeed(c.get('user').uid));
        return c.json({ url: addressOf(token) } satisfies EndpointResponse<typeof revokeCalendarAddressesEndpoint>);
      })

      .get(`/api/calendar/:file{[^/]+\\${CALENDAR_FEED_SUFFIX}}`, async (c) => {
        const token = c.req.param('file').slice(0, -CALENDAR_FEED_SUFFIX.length);
        if (!CALENDAR_TOKEN_PATTERN.test(token)) return notFound(c);
        // Before any read: a feed fetched in a loop costs its household's reads, not the service's.
        await enforceRateLimit(feedLimiter, calendarTokenHash(token));
        const member = await tokens.memberOf(token);
        if (member === null) return notFound(c);
        const household = await readFeedHousehold(firestore, member.organizationId, feedWindow(now()));
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
