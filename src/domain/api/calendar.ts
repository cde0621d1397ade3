import { z } from 'zod';
import { defineEndpoint } from './endpoint';

// Calendar addresses (the week in a calendar app): private .ics feeds of a household's planned
// meals, one per member (DESIGN.md §3). The calls act on the caller's current household,
// users/{uid}.defaultOrganizationId, like the payment calls: each member gets and regenerates
// their own address, and the household's owners revoke every member's at once.

/** The feed's token: 256 bits as base64url, no padding. */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Where a feed is served: /api/calendar/{token}.ics, on the app's origin. */
export const CALENDAR_FEED_PREFIX = '/api/calendar/';
export const CALENDAR_FEED_SUFFIX = '.ics';

export function calendarFeedPath(token: string): string {
  return `${CALENDAR_FEED_PREFIX}${token}${CALENDAR_FEED_SUFFIX}`;
}

const address = z.object({ url: z.url() });

/**
 * GET /api/calendar/address: the caller's own calendar address of the current household,
 * created on first use. Retried: asking again answers the same address.
 */
export const calendarAddressEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/calendar/address',
  request: z.object({}),
  response: address,
  bearer: true,
  retry: true,
});

/**
 * POST /api/calendar/address/regenerate: a new address for the caller; their old one answers
 * 404 from then on, the other members' keep working. Never retried: each call revokes the
 * address the previous one gave.
 */
export const regenerateCalendarAddressEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/calendar/address/regenerate',
  request: z.object({}),
  response: address,
  bearer: true,
  retry: false,
});

/**
 * POST /api/calendar/addresses/revoke-all (owners): every member's address of the current
 * household answers 404 from then on; each member gets a new one the next time they ask, the
 * caller in the answer. Never retried, like a regeneration.
 */
export const revokeCalendarAddressesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/calendar/addresses/revoke-all',
  request: z.object({}),
  response: address,
  bearer: true,
  retry: false,
});
