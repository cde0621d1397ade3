import { z } from 'zod';
import { optionalTimestampSchema } from '../shared/timestamp';

/** A shared list link works for 30 days, as the share e-mail says (spec B §7, §9). */
export const SHARE_LINK_VALIDITY_DAYS = 30;

/**
 * How far past SHARE_LINK_VALIDITY_DAYS from the server's clock firestore.rules lets a link's
 * expiry go: the app counts the 30 days from the device's clock, which may run a little ahead.
 */
export const SHARE_EXPIRY_CLOCK_MARGIN_MINUTES = 15;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A share token as the app writes it: at least 128 random bits in URL-safe base64 (22
 * characters), at most 64 (DESIGN.md §3, "Share links"). firestore.rules refuses any other
 * (shareTokenPattern); the schema below still reads whatever older lists hold.
 */
export const SHARE_TOKEN_PATTERN = '[A-Za-z0-9_-]{22,64}';

/**
 * What a shared page's address may hold: the tokens above, and the shorter ones older lists
 * handed out, whose views the legacy migration keeps under the same token. Anything else is
 * not read at all.
 */
export const SHARED_PAGE_TOKEN_PATTERN = '[A-Za-z0-9_-]{8,128}';

/** The public-link fields both kinds of grocery list carry. */
export const shareFieldsSchema = z.object({
  shareToken: z
    .string()
    .nullish()
    .transform((token) => token || null),
  shareExpiry: optionalTimestampSchema,
  isPublic: z.boolean().default(false),
});

export type ShareFields = z.infer<typeof shareFieldsSchema>;

/**
 * Days of 24 hours, as the rules count them (request.time + duration): calendar days would be
 * an hour longer across a change to winter time, past what the rules allow.
 */
export function shareExpiryFrom(now: Date, days: number = SHARE_LINK_VALIDITY_DAYS): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** A token that can still be handed out again instead of minting a new one (spec B §4). */
export function hasLiveShareToken(list: Pick<ShareFields, 'shareToken' | 'shareExpiry'>, now: Date): boolean {
  return list.shareToken !== null && list.shareExpiry !== null && list.shareExpiry.getTime() > now.getTime();
}

/** Spec B §4: the token matches, the list is public and the link has not expired. */
export function isShareLinkOpen(list: ShareFields, token: string, now: Date): boolean {
  return list.isPublic && token !== '' && list.shareToken === token && hasLiveShareToken(list, now);
}
