import { PREFIX, storage } from './forget-shown';

/*
 * The household the device's user last opened, so the next session asks for it beside the user
 * document instead of after it: one round trip to Firestore less before any screen of the
 * household draws. Only a guess: the session uses the household once the user document names
 * it, and the security rules refuse it to anyone no longer a member. Kept with what the screens
 * showed, so signing out forgets it too (forgetAllShown).
 */

const KEY = `${PREFIX}household`;

/** Remembers that `userId` last opened `householdId`; a full or refused storage only costs the next start its head start. */
export function rememberHousehold(userId: string, householdId: string): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ userId, householdId }));
  } catch (error) {
    console.warn('Could not keep the household opened last', error);
  }
}

/** The household `userId` last opened on this device, or null (another user, nothing kept, unreadable). */
export function lastHousehold(userId: string): string | null {
  try {
    const kept: unknown = JSON.parse(storage()?.getItem(KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return null;
    const { userId: keptUser, householdId } = kept as Record<string, unknown>;
    return keptUser === userId && typeof householdId === 'string' && householdId !== '' ? householdId : null;
  } catch {
    return null;
  }
}

/**
 * True when someone opened a household on this device and has not signed out since: the next
 * visit is most likely a member's, whose session starts by asking Auth and Firestore.
 */
export function householdKept(): boolean {
  try {
    return storage()?.getItem(KEY) != null;
  } catch {
    return false;
  }
}
