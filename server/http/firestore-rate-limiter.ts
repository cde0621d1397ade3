import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { collections } from '@domain/collections.ts';
import type { RateLimit, RateLimiter } from './rate-limiter.ts';

/**
 * A fixed-window counter per key in Firestore, shared by every instance of the service: one
 * document per rule, key and window (rateLimits/{id}). Each hit increments it, then reads it: a
 * hit past the limit always reads a count past it, so no instance lets one through; hits racing
 * at the limit may both read past it and both be refused, which errs the safe way. Increments,
 * unlike transactions, never wait on each other, and a flood is exactly many hits on one counter.
 * The window is the clock's, not the first hit's, so instances agree on it without a read. Each document carries `expiresAt`, the end of its
 * window: the collection's TTL policy (firestore.indexes.json) deletes it some time after.
 * The key is hashed into the id: it is an address, an e-mail or a user id, none of which
 * belongs in an id, and a hash is a valid one whatever the key.
 */
export function firestoreRateLimiter(firestore: Firestore, name: string, { limit, windowMs }: RateLimit, now: () => number = Date.now): RateLimiter {
  const counters = firestore.collection(collections.rateLimits);
  return {
    async hit(key: string): Promise<boolean> {
      const windowStart = Math.floor(now() / windowMs) * windowMs;
      const keyHash = createHash('sha256').update(key).digest('base64url');
      const counter = counters.doc(`${name}_${windowStart}_${keyHash}`);
      await counter.set({ count: FieldValue.increment(1), expiresAt: Timestamp.fromMillis(windowStart + windowMs) }, { merge: true });
      const count: unknown = (await counter.get()).get('count');
      return typeof count === 'number' && count <= limit;
    },
  };
}
