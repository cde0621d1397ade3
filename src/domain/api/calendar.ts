import { z } from 'zod';
import { defineEndpoint } from './endpoint';

// The household's calendar address (the week in a calendar app): a private .ics feed of its
// planned meals. Both calls act on the caller's current household, users/{uid}.defaultOrganizationId,
// like the payment calls: any member reads the address, its owners regenerate it.

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
 * GET /api/calendar/address: the current household's calendar address, created on first use.
 * Retried: asking again answers the same address.
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
 * POST /api/calendar/address/regenerate: a new address for the current household; the old one
 * answers 404 from then on. Never retried: each call revokes the address the previous one gave.
 */
export const regenerateCalendarAddressEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/calendar/address/regenerate',
  request: z.object({}),
  response: address,
  bearer: true,
  retry: false,
});
