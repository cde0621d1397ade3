import type { StoreApi } from 'zustand';
import type { Member } from '@/domain/household/member';
import { membershipChangeRefusal } from '@/domain/household/membership-change';
import type { AssignableRole } from '@/domain/household/roles';
import type { Outcome } from '@/domain/shared/outcome';
import { onSessionChange, readSession } from '@/features/accounts';
import { ApiError, apiErrorKey } from '@/lib/api-client';
import type { LocaleKey } from '@/locales/locale-key';
import * as api from '../../data/membership-api';
import type { HouseholdSlice, HouseholdState, HouseholdStore } from '../state';

/** How long accepting waits for the joined household to become the current one before answering anyway. */
export const JOINED_HOUSEHOLD_WAIT_MS = 5_000;

type MembersEdit = (members: readonly Member[]) => Member[];

/** The member rows of the household as a screen shows them: the current one or the admin page's. */
function shownMembers(state: HouseholdState, householdId: string): readonly Member[] | null {
  if (state.household?.id === householdId) return state.household.members;
  if (state.managed?.household?.id === householdId) return state.managed.household.members;
  return null;
}

/** `edit` applied to the household's rows wherever they show, in both places when they show the same household. */
function editShownMembers(state: HouseholdState, householdId: string, edit: MembersEdit): Partial<HouseholdState> {
  const { household, managed } = state;
  const change: Partial<HouseholdState> = {};
  if (household?.id === householdId) change.household = { ...household, members: edit(household.members) };
  if (managed?.household?.id === householdId) {
    change.managed = { ...managed, household: { ...managed.household, members: edit(managed.household.members) } };
  }
  return change;
}

/** What a role change (`nextRole`) or a removal (null) of `before`, at `index`, shows at once, and how it is put back. */
function optimisticEdits(before: Member, index: number, nextRole: AssignableRole | null): { show: MembersEdit; putBack: MembersEdit } {
  const isTarget = (row: Member) => row.userId === before.userId;
  // Only what this change did is undone: a row the live document changed meanwhile stays as it is.
  if (nextRole === null) {
    return {
      show: (rows) => rows.filter((row) => !isTarget(row)),
      putBack: (rows) => (rows.some(isTarget) ? [...rows] : [...rows.slice(0, index), before, ...rows.slice(index)]),
    };
  }
  return {
    show: (rows) => rows.map((row) => (isTarget(row) ? { ...row, role: nextRole } : row)),
    putBack: (rows) => rows.map((row) => (isTarget(row) && row.role === nextRole ? before : row)),
  };
}

/**
 * A role change or a removal: refused at once when the rules of membership-change.ts already
 * say no, else shown at once, sent, and put back when the service refuses. The live household
 * document then confirms what the service did.
 */
async function changeMembership(
  set: StoreApi<HouseholdStore>['setState'],
  get: StoreApi<HouseholdStore>['getState'],
  { householdId, userId, nextRole }: { householdId: string; userId: string; nextRole: AssignableRole | null },
  send: () => Promise<unknown>,
  fallback: LocaleKey,
): Promise<Outcome<LocaleKey>> {
  const { userId: actorId } = get();
  const members = shownMembers(get(), householdId) ?? [];
  const index = members.findIndex((member) => member.userId === userId);
  const before = members[index];
  if (actorId && before) {
    const refusal = membershipChangeRefusal(members, { actorId, targetId: userId, nextRole });
    if (refusal) return { ok: false, error: refusal };
  }

  const edits = before ? optimisticEdits(before, index, nextRole) : null;
  if (edits) set((state) => editShownMembers(state, householdId, edits.show));
  try {
    await send();
    return { ok: true };
  } catch (error) {
    if (edits) set((state) => editShownMembers(state, householdId, edits.putBack));
    return { ok: false, error: apiErrorKey(error, fallback) };
  }
}

/**
 * Resolves once the session shows `organizationId` as the current household, or after
 * JOINED_HOUSEHOLD_WAIT_MS. The service switched the default household in the acceptance's
 * transaction; the session follows the user document, and this store (with the household-wide
 * queries) follows the session in the same update, so the cookbook shown next is the new one's.
 */
function joinedHouseholdShows(householdId: string): Promise<void> {
  return new Promise((resolve) => {
    if (readSession((session) => session.household?.id) === householdId) return resolve();
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, JOINED_HOUSEHOLD_WAIT_MS);
    const unsubscribe = onSessionChange((session) => {
      if (session.household?.id === householdId) done();
    });
  });
}

/** Members and invitations, through the API service (DESIGN.md §3). */
export const memberActions: HouseholdSlice<'addMember' | 'changeMemberRole' | 'removeMember' | 'acceptInvite'> = (set, get) => ({
  // The new row arrives with the live household document: nothing to show before the service answers.
  addMember: async (householdId, { email, role }) => {
    try {
      const { emailSent } = await api.addMember({ organizationId: householdId, email, role });
      return { ok: true, emailSent };
    } catch (error) {
      // Spec A §8 has two messages for it: a refusal the service did not name is the add that
      // failed ('Échec de l'ajout…'); a service that did not answer is worth trying again.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      return { ok: false, error: apiErrorKey(error, refused ? 'household.members.errors.addFailed' : 'household.members.errors.inviteFailed') };
    }
  },

  changeMemberRole: (householdId, userId, role) =>
    changeMembership(set, get, { householdId, userId, nextRole: role }, () => api.changeMemberRole({ organizationId: householdId, userId, role }), 'household.members.errors.roleFailed'),

  removeMember: (householdId, userId) =>
    changeMembership(set, get, { householdId, userId, nextRole: null }, () => api.removeMember({ organizationId: householdId, userId }), 'household.members.errors.removeFailed'),

  acceptInvite: async (inviteId) => {
    let householdId: string;
    try {
      ({ organizationId: householdId } = await api.acceptInvite({ inviteId }));
    } catch (error) {
      return { ok: false, error: apiErrorKey(error, 'invite.errors.failed') };
    }
    await joinedHouseholdShows(householdId);
    return { ok: true };
  },
});
