import { z } from 'zod';

/**
 * Where a visitor goes back to once signed in: the invite page they opened before signing in or
 * signing up (issue 11). It lives in localStorage, shared by the tabs of the origin, because the
 * sign-up journey signs in from the verification link, often in another tab.
 */

/** Long enough to sign up and follow the verification link, itself valid 24 hours (DESIGN.md §3). */
export const RETURN_PATH_TTL_MS = 24 * 60 * 60 * 1_000;

const STORAGE_KEY = 'nioo.returnPath';

// Any origin does: only a path that keeps it is followed.
const PROBE_ORIGIN = 'https://return-path.invalid';

const entrySchema = z.object({ path: z.string().refine(isSafeReturnPath), expiresAt: z.number() });

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or null where there is none or it is refused (privacy modes throw). */
function browserStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * A path of this origin: one leading '/', never '//' or '/\' (another host for a browser), and
 * no whitespace or control character, which URL parsing drops ('/\t/host' reads as '//host').
 */
export function isSafeReturnPath(path: string): boolean {
  if (!/^\/(?![/\\])/.test(path) || /[\s\p{Cc}]/u.test(path)) return false;
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** Remembers `path` for the next sign-in; anything but a safe path is ignored. */
export function rememberReturnPath(path: string, storage = browserStorage(), now = Date.now()): void {
  if (!storage || !isSafeReturnPath(path)) return;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ path, expiresAt: now + RETURN_PATH_TTL_MS }));
  } catch {
    // A full or refused storage only loses the return: the user lands on /recipes as before.
  }
}

/** The remembered path while it is fresh and safe; a stale or tampered entry is forgotten. */
export function readReturnPath(storage = browserStorage(), now = Date.now()): string | null {
  if (!storage) return null;
  const stored = storage.getItem(STORAGE_KEY);
  if (stored === null) return null;
  const entry = entrySchema.safeParse(parseJson(stored));
  if (entry.success && now < entry.data.expiresAt) return entry.data.path;
  forgetReturnPath(storage);
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Once followed: the next sign-in lands on /recipes again. */
export function forgetReturnPath(storage = browserStorage()): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget where storage is refused.
  }
}
