import { householdSchema, type Household } from '@/domain/household/household';
import { userSchema, type User } from '@/domain/accounts/user';
import type { SessionState } from '@/features/accounts';

export function buildUser(overrides: Partial<User> = {}): User {
  return userSchema.parse({
    id: 'user-1',
    email: 'camille@example.test',
    firstName: 'Camille',
    lastName: 'Martin',
    emailVerified: true,
    defaultOrganizationId: 'org-1',
    organizations: { 'org-1': { organizationId: 'org-1', role: 'owner' } },
    ...overrides,
  });
}

export function buildHousehold(overrides: Partial<Household> = {}): Household {
  return householdSchema.parse({ id: 'org-1', name: 'Famille Martin', creatorId: 'user-1', ...overrides });
}

/** A session as the store holds it once the user document and the household have loaded. */
export function signedInSession(overrides: Partial<SessionState> = {}): Partial<SessionState> {
  return { user: buildUser(), household: buildHousehold(), householdConfirmed: true, isAuthenticated: true, isAdmin: false, error: null, status: 'loaded', ...overrides };
}
