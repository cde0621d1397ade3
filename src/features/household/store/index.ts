import { onSessionChange, readSession, type SessionState } from '@/features/accounts';
import { createStore } from '@/lib/create-store';
import { calendarActions } from './actions/calendar';
import { initialHouseholdState, type HouseholdState, type HouseholdStore } from './state';
import type { HouseholdScope } from './household-scope';
import { managedHousehold } from './live/managed-household';
import { memberActions } from './actions/members';
import { settingsActions } from './actions/settings';

export { initialHouseholdState, type HouseholdState, type HouseholdStore } from './state';

/** A household is current once the session has checked it (sign-in errors are the session's). */
function scopeOf(session: SessionState): HouseholdScope | null {
  return session.isAuthenticated && session.user && session.household ? { householdId: session.household.id, userId: session.user.id } : null;
}

function rolesOf(session: SessionState): HouseholdState['roles'] {
  return Object.fromEntries(Object.entries(session.user?.organizations ?? {}).map(([householdId, membership]) => [householdId, membership.role]));
}

/** The longest the shell's `later` queries wait for the first screen's content (start()). */
export const LATER_QUERIES_BOUND_MS = 3_000;

// What start() follows. The household an admin manages is its page's own: that page may start
// following it before the shell's queries start (they load once signed in), and outlives them.
const { managed: _managed, ...sessionHousehold } = initialHouseholdState;

// What contentShown() releases: the `later` queries of the running start(), if they still wait.
let releaseLater: (() => void) | null = null;
// Settles when they start (or never had to wait): whenContentShown().
let laterStarted: Promise<void> = Promise.resolve();

export const useHousehold = createStore<HouseholdStore>((set, get) => ({
  ...initialHouseholdState,

  start: (queries, later = []) => {
    let scope: HouseholdScope | null = null;
    let user: SessionState['user'] = null;
    let stops: (() => void)[] = [];
    let waiting = later.length > 0;
    let bound: ReturnType<typeof setTimeout> | undefined;
    let markStarted: () => void = () => undefined;
    if (waiting) laterStarted = new Promise((resolve) => (markStarted = resolve));
    const stopQueries = () => {
      stops.forEach((stop) => stop());
      stops = [];
    };
    const startLater = () => {
      clearTimeout(bound);
      if (!waiting) return;
      waiting = false;
      markStarted();
      const current = scope;
      if (current) stops.push(...later.map((query) => query(current)));
    };
    releaseLater = startLater;

    const follow = (session: SessionState) => {
      // A role changed on the user document changes no household: the queries go on. What the
      // user document says shows with the household it names, in one update.
      const fromUser: Partial<HouseholdState> =
        session.user === user ? {} : { roles: rolesOf(session), isAdmin: session.isAdmin, householdConfirmed: session.householdConfirmed };
      user = session.user;
      const next = scopeOf(session);
      if (next?.householdId === scope?.householdId && next?.userId === scope?.userId) {
        // The session follows the household document live: its changes show here without a second read.
        const update = next && session.household !== get().household ? { ...fromUser, household: session.household } : fromUser;
        if (Object.keys(update).length > 0) set(update);
        return;
      }
      stopQueries();
      scope = next;
      if (!next) return set({ ...sessionHousehold, roles: rolesOf(session), isAdmin: session.isAdmin, householdConfirmed: session.householdConfirmed });
      set({ ...fromUser, userId: next.userId, household: session.household });
      stops = queries.map((query) => query(next));
      if (!waiting) stops.push(...later.map((query) => query(next)));
      else bound ??= setTimeout(startLater, LATER_QUERIES_BOUND_MS);
    };

    follow(readSession((session) => session));
    const unsubscribe = onSessionChange(follow);
    return () => {
      unsubscribe();
      clearTimeout(bound);
      waiting = false;
      markStarted();
      if (releaseLater === startLater) releaseLater = null;
      stopQueries();
      set(sessionHousehold);
    };
  },

  contentShown: () => releaseLater?.(),

  ...managedHousehold(set, get),
  ...settingsActions(set, get),
  ...memberActions(set, get),
  ...calendarActions(set, get),
}));

// What another feature's store reads of the household: a selector's answer now, and each change
// after. Components select with the useHousehold hook; store code asks through these, so the
// arrow between two features is an import a reader and a tool can follow.

/**
 * Settles once the shell's `later` queries have started (the first screen's content showed, or
 * their bound passed), at once when none wait: for a screen's own work that draws nothing and
 * would queue before its reads in Firestore's client.
 */
export const whenContentShown = (): Promise<void> => laterStarted;

/** The household's state as a selector sees it now. */
export const readHousehold = <T>(select: (state: HouseholdState) => T): T => select(useHousehold.getState());

/** Calls the listener on each change of the household's state; returns the stop function. */
export const onHouseholdChange = (listener: (state: HouseholdState, previous: HouseholdState) => void): (() => void) => useHousehold.subscribe(listener);
