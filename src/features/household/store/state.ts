import type { StoreApi } from 'zustand';
import type { Household, WeekStartDay } from '@/domain/household/household';
import type { AssignableRole } from '@/domain/household/roles';
import type { Outcome } from '@/domain/shared/outcome';
import type { LoadStatus } from '@/domain/shared/load-status';
import type { LocaleKey } from '@/locales/locale-key';
import type { HouseholdQuery } from './household-scope';

export interface HouseholdState {
  /** The signed-in user; null when signed out. */
  userId: string | null;
  /** The user's role in each of their households, from users/{uid}.organizations: what the rules trust. */
  roles: Readonly<Record<string, string | undefined>>;
  /** The user's ID token carries `admin: true` (DESIGN.md §3): they act as an owner on /admin. */
  isAdmin: boolean;
  /** The current household (the user's default one), live; null until known and once signed out. */
  household: Household | null;
  /** The server, not only the device's cache, says the user's current household is `household` (the session's householdConfirmed). */
  householdConfirmed: boolean;
  /**
   * The household /admin/organizations/{id} shows, live: loading, then the household, or
   * missing when it does not exist or cannot be read.
   */
  managed: { householdId: string; status: Extract<LoadStatus, 'loading' | 'loaded'> | 'missing'; household: Household | null } | null;
  /** The user's own calendar address of the current household, once the settings asked for it. */
  calendarAddress: CalendarAddress | null;
}

export interface CalendarAddress {
  householdId: string;
  status: Exclude<LoadStatus, 'idle'>;
  url: string | null;
}

/** What adding a member answers: done (and whether the invitation mail went), or why not. */
export type AddMemberOutcome = { ok: true; emailSent: boolean } | { ok: false; error: LocaleKey };

export interface HouseholdActions {
  /**
   * Follows the session: shows the household document as the session reads it live; when a
   * household becomes current, starts `queries`, and `later` once the first screen's content has
   * shown (Firestore registers listens one at a time: a screen's own reads must not queue behind
   * the shell's); stops them when the household changes or the user signs out. Returns the stop
   * function.
   */
  start: (queries: readonly HouseholdQuery[], later?: readonly HouseholdQuery[]) => () => void;
  /**
   * The first screen's live content has shown, or the user has left it: the `later` queries of
   * start() begin now (they begin anyway LATER_QUERIES_BOUND_MS after the others).
   */
  contentShown: () => void;
  /** The admin page's household, by id, live; returns the stop function. */
  followManagedHousehold: (householdId: string) => () => void;

  // Settings (owners and admins; the rules check each field). Each shows at once and is taken back on failure.
  saveHouseholdDetails: (householdId: string, details: { name: string; numberOfPersons: number }) => Promise<Outcome<LocaleKey>>;
  /** null clears the day: the field is removed and the planner's week starts today. */
  setWeekStartDay: (householdId: string, day: WeekStartDay | null) => Promise<Outcome<LocaleKey>>;
  setGroceryAutomation: (householdId: string, on: boolean) => Promise<Outcome<LocaleKey>>;

  // Memberships, through the API service (DESIGN.md §3).
  addMember: (householdId: string, request: { email: string; role: AssignableRole }) => Promise<AddMemberOutcome>;
  changeMemberRole: (householdId: string, userId: string, role: AssignableRole) => Promise<Outcome<LocaleKey>>;
  removeMember: (householdId: string, userId: string) => Promise<Outcome<LocaleKey>>;
  /** The signed-in user joins the invite's household, which becomes their current one. */
  acceptInvite: (inviteId: string) => Promise<Outcome<LocaleKey>>;

  // Calendar addresses, through the API service: each member reads and regenerates their own,
  // owners revoke every member's at once.
  loadCalendarAddress: (householdId: string) => Promise<Outcome<LocaleKey>>;
  regenerateCalendarAddress: (householdId: string) => Promise<Outcome<LocaleKey>>;
  revokeCalendarAddresses: (householdId: string) => Promise<Outcome<LocaleKey>>;
}

export type HouseholdStore = HouseholdState & HouseholdActions;

export const initialHouseholdState: HouseholdState = { userId: null, roles: {}, isAdmin: false, household: null, householdConfirmed: false, managed: null, calendarAddress: null };

/** A part of the store's actions, written in its own file (zustand's slices pattern). */
export type HouseholdSlice<Action extends keyof HouseholdActions> = (
  set: StoreApi<HouseholdStore>['setState'],
  get: StoreApi<HouseholdStore>['getState'],
) => Pick<HouseholdActions, Action>;
