import { create } from 'zustand';
import type { Organization } from '@/domain/accounts/organization';
import type { User } from '@/domain/accounts/user';
import { fetchOrganization, signOutUser, watchAuthUser, watchUserDocument, type AuthUser } from './data';

/** Session errors of spec A §5 and §8, as keys of `session.errors` in the locales. */
export type SessionErrorKey =
  | 'userNotFound'
  | 'emailNotVerified'
  | 'noOrganization'
  | 'organizationNotFound'
  | 'setupFailed'
  | 'loadFailed';

/** How long a single-sign-on user's document may lag behind its account: 5 tries, 1 s apart (spec A §4). */
export const SSO_USER_DOCUMENT_WAIT_MS = 5 * 1_000;

export interface SessionState {
  /** The users/{uid} document of the signed-in user. */
  user: User | null;
  /** The user's default household. */
  organization: Organization | null;
  /** True only once the user document and the default household have loaded. */
  isAuthenticated: boolean;
  isAdmin: boolean;
  error: SessionErrorKey | null;
  /** True until the first answer of the identity service, and while a session loads. */
  loading: boolean;
}

interface SessionActions {
  /** Follows the identity service; returns the unsubscribe function. */
  startSession: () => () => void;
  clearError: () => void;
}

const signedOut = { user: null, organization: null, isAuthenticated: false, isAdmin: false, loading: false } as const;

export const initialSessionState: SessionState = { ...signedOut, error: null, loading: true };

export const useSession = create<SessionState & SessionActions>()((set, get) => ({
  ...initialSessionState,

  clearError: () => set({ error: null }),

  startSession: () => {
    let stopUserDocument: (() => void) | undefined;
    let ssoTimer: ReturnType<typeof setTimeout> | undefined;

    const stopWatchingUser = () => {
      stopUserDocument?.();
      stopUserDocument = undefined;
      clearTimeout(ssoTimer);
      ssoTimer = undefined;
    };

    const fail = (error: SessionErrorKey) => {
      stopWatchingUser();
      set({ ...signedOut, error });
      void signOutUser();
    };

    const onUserDocument = async (authUser: AuthUser, user: User | null) => {
      if (!user) {
        if (!authUser.isSingleSignOn) return fail('userNotFound');
        // The server may still be creating a Google user's household: wait for the document to appear.
        ssoTimer ??= setTimeout(() => fail('setupFailed'), SSO_USER_DOCUMENT_WAIT_MS);
        return;
      }
      clearTimeout(ssoTimer);
      ssoTimer = undefined;
      if (!authUser.emailVerified && !user.emailVerified) return fail('emailNotVerified');
      if (!user.defaultOrganizationId) return fail('noOrganization');

      const current = get().organization;
      const organization =
        current?.id === user.defaultOrganizationId ? current : await fetchOrganization(user.defaultOrganizationId).catch(() => undefined);
      if (organization === undefined) return fail('loadFailed');
      if (organization === null) return fail('organizationNotFound');
      set({ user, organization, isAuthenticated: true, isAdmin: authUser.isAdmin, error: null, loading: false });
    };

    const stopAuth = watchAuthUser(
      (authUser) => {
        stopWatchingUser();
        if (!authUser) return set(signedOut);
        set({ loading: true });
        stopUserDocument = watchUserDocument(
          authUser.uid,
          (user) => void onUserDocument(authUser, user),
          () => fail('loadFailed'),
        );
      },
      () => fail('loadFailed'),
    );

    return () => {
      stopWatchingUser();
      stopAuth();
    };
  },
}));
