import { describe, expect, it } from 'vitest';
import { userSchema } from './user';

describe('userSchema', () => {
  it('reads a stored user with its membership map and normalises timestamps', () => {
    const user = userSchema.parse({
      id: 'u1',
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Durand',
      emailVerified: true,
      defaultOrganizationId: 'o1',
      organizations: { o1: { organizationId: 'o1', role: 'owner', joinedAt: { seconds: 1_700_000_000 } } },
      createdAt: 1_700_000_000_000,
      updatedAt: '2023-11-14T22:13:20.000Z',
    });
    expect(user.organizations.o1).toEqual({ organizationId: 'o1', role: 'owner', joinedAt: new Date(1_700_000_000_000) });
    expect(user.createdAt).toEqual(new Date(1_700_000_000_000));
    expect(user.updatedAt).toEqual(new Date(1_700_000_000_000));
  });

  it('fills the defaults of a freshly created account', () => {
    const user = userSchema.parse({ id: 'u1', email: 'a@b.c' });
    expect(user).toMatchObject({ emailVerified: false, defaultOrganizationId: null, organizations: {}, createdAt: null });
  });

  it('treats an empty default organization as none', () => {
    expect(userSchema.parse({ id: 'u1', email: 'a@b.c', defaultOrganizationId: '' }).defaultOrganizationId).toBeNull();
  });

  it('keeps a membership without role so it can be shown as unknown', () => {
    const user = userSchema.parse({ id: 'u1', email: 'a@b.c', organizations: { o1: { organizationId: 'o1' } } });
    expect(user.organizations.o1?.role).toBeUndefined();
  });

  it('refuses a document without id', () => {
    expect(userSchema.safeParse({ email: 'a@b.c' }).success).toBe(false);
  });
});
