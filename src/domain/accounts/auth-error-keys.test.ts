import { describe, expect, it } from 'vitest';
import { googleErrorKey, isUnknownAccount, loginErrorKey } from './auth-error-keys';

describe('loginErrorKey', () => {
  it.each([
    ['auth/wrong-password', 'login.errors.wrongPassword'],
    ['auth/user-not-found', 'login.errors.userNotFound'],
    ['auth/too-many-requests', 'login.errors.tooManyRequests'],
    ['auth/invalid-credential', 'login.errors.default'],
  ])('maps %s to %s', (code, key) => {
    expect(loginErrorKey({ code })).toBe(key);
  });

  it('falls back to the default for anything that is not an identity error', () => {
    expect(loginErrorKey(new Error('offline'))).toBe('login.errors.default');
    expect(loginErrorKey({ code: 'toString' })).toBe('login.errors.default');
    expect(loginErrorKey(undefined)).toBe('login.errors.default');
  });
});

describe('googleErrorKey', () => {
  it.each([
    ['auth/popup-closed-by-user', 'google.errors.popupClosed'],
    ['auth/popup-blocked', 'google.errors.popupBlocked'],
    ['auth/cancelled-popup-request', 'google.errors.requestCancelled'],
    ['auth/unauthorized-domain', 'google.errors.unauthorizedDomain'],
    ['auth/operation-not-allowed', 'google.errors.methodDisabled'],
    ['auth/internal-error', 'google.errors.default'],
  ])('maps %s to %s', (code, key) => {
    expect(googleErrorKey({ code })).toBe(key);
  });
});

describe('isUnknownAccount', () => {
  it('recognises only the missing-account code, which the password reset answers like a success', () => {
    expect(isUnknownAccount({ code: 'auth/user-not-found' })).toBe(true);
    expect(isUnknownAccount({ code: 'auth/network-request-failed' })).toBe(false);
    expect(isUnknownAccount(new Error('offline'))).toBe(false);
  });
});
