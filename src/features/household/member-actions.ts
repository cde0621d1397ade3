import type { HouseholdSlice } from './household-state';

/** Members and invitations, through the API service. */
export const memberActions: HouseholdSlice<'addMember' | 'changeMemberRole' | 'removeMember' | 'acceptInvite'> = () => ({
  addMember: () => Promise.resolve({ ok: false, error: 'household.members.errors.addFailed' }),
  changeMemberRole: () => Promise.resolve({ ok: false, error: 'household.members.errors.roleFailed' }),
  removeMember: () => Promise.resolve({ ok: false, error: 'household.members.errors.removeFailed' }),
  acceptInvite: () => Promise.resolve({ ok: false, error: 'invite.errors.failed' }),
});
