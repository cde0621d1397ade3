import { createHash, randomBytes } from 'node:crypto';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { collections } from '@domain/collections.ts';
import { optionalTimestampSchema, timestampSchema } from '@domain/shared/timestamp.ts';
import { readDoc } from '../read-doc.ts';

/** DESIGN.md §3: a link is valid for 24 hours. */
export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1_000;

/** A stored token as issue writes it; usedAt stays null until the token is used. */
const storedTokenSchema = z.object({
  uid: z.string(),
  email: z.string(),
  expiresAt: timestampSchema,
  usedAt: optionalTimestampSchema,
});

function hash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface VerificationTokens {
  /** A fresh random token (256 bits) for the user; only its hash is stored. */
  issue(uid: string, email: string, now?: Date): Promise<string>;
  /**
   * Uses the token once, atomically with the writes `onValid` adds: the uid it verifies, or
   * why it cannot. A token only ever works with the address it was issued for.
   */
  consume(
    email: string,
    token: string,
    onValid: (transaction: Transaction, uid: string) => void,
    now?: Date,
  ): Promise<{ ok: true; uid: string } | { ok: false; reason: 'invalid' | 'used' | 'expired' }>;
}

export function verificationTokens(firestore: Firestore): VerificationTokens {
  const tokens = firestore.collection(collections.emailVerificationTokens);
  return {
    async issue(uid, email, now = new Date()) {
      const token = randomBytes(32).toString('base64url');
      await tokens.doc(hash(token)).create({
        uid,
        email: email.toLowerCase(),
        createdAt: Timestamp.fromDate(now),
        expiresAt: Timestamp.fromMillis(now.getTime() + VERIFICATION_TOKEN_TTL_MS),
        usedAt: null,
      });
      return token;
    },

    consume(email, token, onValid, now = new Date()) {
      const ref = tokens.doc(hash(token));
      return firestore.runTransaction(async (transaction) => {
        const stored = readDoc(await transaction.get(ref), storedTokenSchema);
        if (!stored || stored.email !== email.trim().toLowerCase()) return { ok: false, reason: 'invalid' } as const;
        if (stored.usedAt) return { ok: false, reason: 'used' } as const;
        if (stored.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' } as const;
        const { uid } = stored;
        transaction.update(ref, { usedAt: Timestamp.fromDate(now) });
        onValid(transaction, uid);
        return { ok: true, uid } as const;
      });
    },
  };
}
