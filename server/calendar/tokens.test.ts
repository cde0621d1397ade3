import { describe, expect, it } from 'vitest';
import { CALENDAR_TOKEN_PATTERN } from '@domain/api/calendar.ts';
import { calendarToken, calendarTokenHash } from './tokens.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('calendarToken', () => {
  it('is 256 bits in base64url, the form the feed address accepts', () => {
    const token = calendarToken(SECRET, 'org-1', 'user-1', 'nonce');
    expect(token).toMatch(CALENDAR_TOKEN_PATTERN);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('is derived again from the same secret, household, member and nonce', () => {
    expect(calendarToken(SECRET, 'org-1', 'user-1', 'nonce')).toBe(calendarToken(SECRET, 'org-1', 'user-1', 'nonce'));
  });

  it('changes with the nonce, the member, the household and the secret', () => {
    const token = calendarToken(SECRET, 'org-1', 'user-1', 'nonce');
    expect(calendarToken(SECRET, 'org-1', 'user-1', 'other')).not.toBe(token);
    expect(calendarToken(SECRET, 'org-1', 'user-2', 'nonce')).not.toBe(token);
    expect(calendarToken(SECRET, 'org-2', 'user-1', 'nonce')).not.toBe(token);
    expect(calendarToken(`${SECRET}!`, 'org-1', 'user-1', 'nonce')).not.toBe(token);
  });

  it('never mixes the household, the member and the nonce up: joining them differently gives another token', () => {
    expect(calendarToken(SECRET, 'org-1a', 'b', 'c')).not.toBe(calendarToken(SECRET, 'org-1', 'ab', 'c'));
    expect(calendarToken(SECRET, 'org-1', 'u', 'bc')).not.toBe(calendarToken(SECRET, 'org-1', 'ub', 'c'));
  });
});

describe('calendarTokenHash', () => {
  it("is the token's SHA-256 in hex, the id of its lookup document", () => {
    expect(calendarTokenHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
