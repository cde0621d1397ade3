/**
 * Identity-service error codes → the messages of spec A §8. The emulator and production
 * both report codes as `auth/…`; anything unknown falls back to the default of each flow.
 */
const loginErrorKeys = {
  'auth/wrong-password': 'login.errors.wrongPassword',
  'auth/user-not-found': 'login.errors.userNotFound',
  'auth/too-many-requests': 'login.errors.tooManyRequests',
} as const;

const googleErrorKeys = {
  'auth/popup-closed-by-user': 'google.errors.popupClosed',
  'auth/popup-blocked': 'google.errors.popupBlocked',
  'auth/cancelled-popup-request': 'google.errors.requestCancelled',
  'auth/unauthorized-domain': 'google.errors.unauthorizedDomain',
  'auth/operation-not-allowed': 'google.errors.methodDisabled',
} as const;

export type LoginErrorKey = (typeof loginErrorKeys)[keyof typeof loginErrorKeys] | 'login.errors.default';
export type GoogleErrorKey = (typeof googleErrorKeys)[keyof typeof googleErrorKeys] | 'google.errors.default';

function codeOf(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

function lookUp<T extends Record<string, string>>(table: T, error: unknown): T[keyof T] | undefined {
  const code = codeOf(error);
  return code !== undefined && Object.hasOwn(table, code) ? table[code as keyof T] : undefined;
}

export function loginErrorKey(error: unknown): LoginErrorKey {
  return lookUp(loginErrorKeys, error) ?? 'login.errors.default';
}

export function googleErrorKey(error: unknown): GoogleErrorKey {
  return lookUp(googleErrorKeys, error) ?? 'google.errors.default';
}

/** The identity service has no account for the address. */
export function isUnknownAccount(error: unknown): boolean {
  return codeOf(error) === 'auth/user-not-found';
}
