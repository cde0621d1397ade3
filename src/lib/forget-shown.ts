// Apart from last-shown.ts, without zod: the session forgets what the screens kept on every
// page, a visitor's included, and must not bring the reading of it along.

/** The prefix of every key under which a screen's last state is kept (last-shown.ts). */
export const PREFIX = 'nioo.lastShown.';

/** The browser's localStorage, or null where there is none or it is refused (privacy modes throw). */
export function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The screen has nothing to show any more (no list open): the next visit must not draw the old one. */
export function forgetShown(screen: string): void {
  try {
    storage()?.removeItem(PREFIX + screen);
  } catch (error) {
    console.warn(`Could not forget what ${screen} showed`, error);
  }
}

/** Signed out: no screen of this device's last user may show before the next one signs in. */
export function forgetAllShown(): void {
  const kept = storage();
  if (!kept) return;
  try {
    const keys = Array.from({ length: kept.length }, (_, index) => kept.key(index)).filter((key): key is string => key?.startsWith(PREFIX) === true);
    for (const key of keys) kept.removeItem(key);
  } catch (error) {
    console.warn('Could not forget what the screens showed', error);
  }
}
