import type { Organization } from '@/domain/household/organization';
import { useSession, type SessionState } from '@/features/accounts';
import { createStore } from '@/lib/create-store';
import * as data from './data';
import type { HouseholdQuery, HouseholdScope } from './household-scope';

export interface HouseholdState {
  /** The signed-in user; null when signed out. */
  userId: string | null;
  /** The user's role in each of their households, from users/{uid}.organizations: what the rules trust. */
  roles: Readonly<Record<string, string | undefined>>;
  /** The current household (the user's default one), live; null until known and once signed out. */
  organization: Organization | null;
}

interface HouseholdActions {
  /**
   * Follows the session: when a household becomes current, starts its document's live query
   * and `queries`; stops them all when it changes or the user signs out. Returns the stop function.
   */
  start: (queries: readonly HouseholdQuery[]) => () => void;
  /** The household document's own live query, one of those start runs. */
  watchOrganization: (organizationId: string) => () => void;
}

export type HouseholdStore = HouseholdState & HouseholdActions;

export const initialHouseholdState: HouseholdState = { userId: null, roles: {}, organization: null };

/** A household is current once the session has checked it (sign-in errors are the session's). */
function scopeOf(session: SessionState): HouseholdScope | null {
  return session.isAuthenticated && session.user && session.organization ? { organizationId: session.organization.id, userId: session.user.id } : null;
}

function rolesOf(session: SessionState): HouseholdState['roles'] {
  return Object.fromEntries(Object.entries(session.user?.organizations ?? {}).map(([organizationId, membership]) => [organizationId, membership.role]));
}

export const useHousehold = createStore<HouseholdStore>((set, get) => ({
  ...initialHouseholdState,

  start: (queries) => {
    let scope: HouseholdScope | null = null;
    let user: SessionState['user'] = null;
    let stops: (() => void)[] = [];
    const stopQueries = () => {
      stops.forEach((stop) => stop());
      stops = [];
    };

    const follow = (session: SessionState) => {
      // A role changed on the user document changes no household: the queries go on.
      if (session.user !== user) {
        user = session.user;
        set({ roles: rolesOf(session) });
      }
      const next = scopeOf(session);
      if (next?.organizationId === scope?.organizationId && next?.userId === scope?.userId) return;
      stopQueries();
      scope = next;
      if (!next) return set({ ...initialHouseholdState, roles: rolesOf(session) });
      // The household the session checked at sign-in shows at once; its live query then keeps it current.
      set({ userId: next.userId, organization: session.organization });
      stops = [get().watchOrganization(next.organizationId), ...queries.map((query) => query(next))];
    };

    follow(useSession.getState());
    const unsubscribe = useSession.subscribe(follow);
    return () => {
      unsubscribe();
      stopQueries();
      set(initialHouseholdState);
    };
  },

  watchOrganization: (organizationId) =>
    data.watchOrganization(
      organizationId,
      // A household gone or unreadable meanwhile keeps showing as the session checked it: the
      // session notices a lost membership through the user document.
      (organization) => {
        if (organization) set({ organization });
      },
      (error) => console.error(`Household ${organizationId} subscription failed`, error),
    ),
}));
