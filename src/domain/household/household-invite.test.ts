import { describe, expect, it } from 'vitest';
import {
  INVITE_EXPIRY_DAYS,
  inviteExpiryFrom,
  isInviteExpired,
  isInviteForEmail,
  householdInviteSchema,
} from './household-invite';

const createdAt = new Date(2024, 0, 1, 12);
const invite = {
  id: 'i1',
  organizationId: 'o1',
  email: 'Ana@Example.com',
  role: 'member',
  status: 'pending',
  invitedBy: 'u1',
  createdAt: createdAt.getTime(),
};

describe('householdInviteSchema', () => {
  it('reads a pending invite', () => {
    const parsed = householdInviteSchema.parse(invite);
    expect(parsed).toMatchObject({ status: 'pending', createdAt, expiresAt: null, acceptedAt: null });
  });

  it('refuses an invite missing what acceptance needs', () => {
    for (const key of ['organizationId', 'email', 'role'] as const) {
      expect(householdInviteSchema.safeParse({ ...invite, [key]: undefined }).success, key).toBe(false);
      expect(householdInviteSchema.safeParse({ ...invite, [key]: '' }).success, key).toBe(false);
    }
  });

  it('refuses an unknown status', () => {
    expect(householdInviteSchema.safeParse({ ...invite, status: 'declined' }).success).toBe(false);
  });
});

describe('invite expiry', () => {
  it('expires seven days after creation', () => {
    expect(INVITE_EXPIRY_DAYS).toBe(7);
    expect(inviteExpiryFrom(createdAt)).toEqual(new Date(2024, 0, 8, 12));
  });

  it('uses expiresAt when present, and is still valid at that exact instant', () => {
    const expiresAt = new Date(2024, 0, 3);
    expect(isInviteExpired({ createdAt, expiresAt }, expiresAt)).toBe(false);
    expect(isInviteExpired({ createdAt, expiresAt }, new Date(expiresAt.getTime() + 1))).toBe(true);
  });

  it('falls back to seven days after creation without expiresAt', () => {
    expect(isInviteExpired({ createdAt, expiresAt: null }, new Date(2024, 0, 8, 11))).toBe(false);
    expect(isInviteExpired({ createdAt, expiresAt: null }, new Date(2024, 0, 8, 13))).toBe(true);
  });

  it('treats an undated invite as expired', () => {
    expect(isInviteExpired({ createdAt: null, expiresAt: null }, createdAt)).toBe(true);
  });
});

describe('isInviteForEmail', () => {
  it('compares addresses ignoring case and surrounding spaces', () => {
    expect(isInviteForEmail({ email: 'Ana@Example.com' }, ' ana@example.COM')).toBe(true);
  });

  it('refuses another or a missing address', () => {
    expect(isInviteForEmail({ email: 'ana@example.com' }, 'bob@example.com')).toBe(false);
    expect(isInviteForEmail({ email: 'ana@example.com' }, null)).toBe(false);
    expect(isInviteForEmail({ email: '' }, '')).toBe(false);
  });
});
