import { createHash, createHmac, randomBytes } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { collections } from '../../src/domain/collections.ts';

/**
 * A household's calendar address is a capability (DESIGN.md §3, "Share links"): its token is
 * HMAC-SHA256(secret, [household id, nonce]), 256 bits no one can guess. The database keeps
 * only the nonce (calendarFeeds/{household}) and the token's SHA-256 (calendarTokens/{hash}),
 * so whoever reads the database learns no address; the service derives the address again for
 * members whenever they ask, and regenerating draws a new nonce and drops the old hash.
 */

/** 128 random bits per household, renewed by each regeneration. */
const NONCE_BYTES = 16;

export function calendarToken(secret: string, organizationId: string, nonce: string): string {
  return createHmac('sha256', secret).update(JSON.stringify([organizationId, nonce])).digest('base64url');
}

/** The id of the token's lookup document. */
export function calendarTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newNonce(): string {
  return randomBytes(NONCE_BYTES).toString('base64url');
}

export interface CalendarTokens {
  /** The household's token, created with its lookup on first use. */
  current(organizationId: string): Promise<string>;
  /** A new token for the household; the previous one stops opening the feed in the same transaction. */
  regenerate(organizationId: string): Promise<string>;
  /** The household a token opens, or null for an unknown or revoked one. */
  householdOf(token: string): Promise<string | null>;
}

export function calendarTokens(firestore: Firestore, secret: string): CalendarTokens {
  const feeds = firestore.collection(collections.calendarFeeds);
  const lookups = firestore.collection(collections.calendarTokens);

  /**
   * One transaction per change, so two members opening the settings at once agree on one nonce.
   * `keep` reuses the stored nonce; the lookup is written again whenever the stored hash is not
   * the token's (first use, or a secret that changed), and the stale one dropped.
   */
  function issue(organizationId: string, keep: boolean): Promise<string> {
    const feedRef = feeds.doc(organizationId);
    return firestore.runTransaction(async (transaction) => {
      const feed = await transaction.get(feedRef);
      const stored: unknown = feed.get('nonce');
      const nonce = keep && typeof stored === 'string' && stored.length > 0 ? stored : newNonce();
      const token = calendarToken(secret, organizationId, nonce);
      const hash = calendarTokenHash(token);
      const storedHash: unknown = feed.get('tokenHash');
      if (storedHash === hash) return token;
      if (typeof storedHash === 'string' && storedHash.length > 0) transaction.delete(lookups.doc(storedHash));
      transaction.set(lookups.doc(hash), { organizationId, createdAt: FieldValue.serverTimestamp() });
      transaction.set(feedRef, { nonce, tokenHash: hash, updatedAt: FieldValue.serverTimestamp() });
      return token;
    });
  }

  return {
    current: (organizationId) => issue(organizationId, true),
    regenerate: (organizationId) => issue(organizationId, false),
    async householdOf(token) {
      const lookup = await lookups.doc(calendarTokenHash(token)).get();
      const organizationId: unknown = lookup.get('organizationId');
      return typeof organizationId === 'string' && organizationId.length > 0 ? organizationId : null;
    },
  };
}
