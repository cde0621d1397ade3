import { z } from 'zod';
import { PREFIX, storage } from './forget-shown';

/**
 * What a screen last showed on this device, so that a repeat visit draws it at once, before Auth
 * and Firestore's cache answer, and the live data takes over when it comes (README, "A screen
 * before the session answers"). Kept per screen for one user and household,
 * forgotten when the device signs out. Firestore's own cache already holds the same data on the
 * device; this is the few words and numbers the screen drew, readable without Firestore.
 */

/** Whose screen it was: a snapshot is never drawn for another user or household once they are known. */
export interface ShownOwner {
  userId: string;
  householdId: string;
}

const envelopeSchema = z.object({
  userId: z.string(),
  householdId: z.string(),
  language: z.string(),
  shown: z.unknown(),
});

/** Keeps what `screen` shows now; a full or refused storage only costs the next visit its head start. */
export function rememberShown(screen: string, owner: ShownOwner, language: string, shown: unknown): void {
  try {
    storage()?.setItem(PREFIX + screen, JSON.stringify({ ...owner, language, shown }));
  } catch (error) {
    console.warn(`Could not keep what ${screen} shows`, error);
  }
}

/**
 * What `screen` last showed in `language`, read through its schema, or null. Before the session
 * answers, `owner` is not known and the device's last user is assumed: signing out forgets it.
 */
export function lastShown<T>(screen: string, schema: z.ZodType<T>, language: string, owner?: ShownOwner | null): T | null {
  let text: string | null;
  try {
    text = storage()?.getItem(PREFIX + screen) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  const envelope = envelopeSchema.safeParse(stored);
  if (!envelope.success || envelope.data.language !== language) return null;
  if (owner && (owner.userId !== envelope.data.userId || owner.householdId !== envelope.data.householdId)) return null;
  const shown = schema.safeParse(envelope.data.shown);
  return shown.success ? shown.data : null;
}
