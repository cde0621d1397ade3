import type { User } from '@/domain/accounts/user';
import type { AuthUser } from './data/auth';
import { loadAuthData, loadProfileData } from './load-data';
import { signedOut, type SessionErrorKey, type SessionSlice } from './session-state';

/** How long a single-sign-on user's document may lag behind its account: 5 tries, 1 s apart (spec A §4). */
export const SSO_USER_DOCUMENT_WAIT_MS = 5 * 1_000;

/** The session follows the identity service, then the user document and its default household (spec A §4). */
export const sessionListener: SessionSlice<'startSession'> = (set, get) => ({
  startSession: () => {
    let stopped = false;
    let stopAuth: (() => void) | undefined;
    let stopUserDocument: (() => void) | undefined;
    let ssoTimer: ReturnType<typeof setTimeout> | undefined;
    // Which signed-in user the user document is followed for: a change of user while the
    // document's data layer loads must not start following the previous one.
    let following = 0;

    const stopWatchingUser = () => {
      following += 1;
      stopUserDocument?.();
      stopUserDocument = undefined;
      clearTimeout(ssoTimer);
      ssoTimer = undefined;
    };

    const fail = (error: SessionErrorKey) => {
      stopWatchingUser();
      set({ ...signedOut, error });
      void loadAuthData().then((auth) => auth.signOutUser());
    };

    const onUserDocument = async (authUser: AuthUser, user: User | null) => {
      // A Google sign-in that proved its address onto a never-verified document is a pre-registration
      // the server is discarding (DESIGN.md §3): its names and household must never show.
      const awaitingSetup = authUser.isSingleSignOn && authUser.emailVerified && user?.emailVerified !== true;
      if (!user || awaitingSetup) {
        if (!authUser.isSingleSignOn) return fail('session.errors.userNotFound');
        // The server may still be creating a Google user's household: wait for the document to appear.
        ssoTimer ??= setTimeout(() => fail('session.errors.setupFailed'), SSO_USER_DOCUMENT_WAIT_MS);
        return;
      }
      clearTimeout(ssoTimer);
      ssoTimer = undefined;
      if (!authUser.emailVerified && !user.emailVerified) return fail('session.errors.emailNotVerified');
      const organizationId = user.defaultOrganizationId;
      if (!organizationId) return fail('session.errors.noOrganization');

      const current = get().organization;
      const organization =
        current?.id === organizationId
          ? current
          : await loadProfileData()
              .then((profile) => profile.fetchOrganization(organizationId))
              .catch(() => undefined);
      if (organization === undefined) return fail('session.errors.loadFailed');
      if (organization === null) return fail('session.errors.organizationNotFound');
      set({ user, organization, isAuthenticated: true, isAdmin: authUser.isAdmin, error: null, loading: false });
    };

    const followUserDocument = (authUser: AuthUser) => {
      const generation = following;
      loadProfileData().then(
        (profile) => {
          if (stopped || generation !== following) return;
          stopUserDocument = profile.watchUserDocument(
            authUser.uid,
            (user) => void onUserDocument(authUser, user),
            () => fail('session.errors.loadFailed'),
          );
        },
        () => fail('session.errors.loadFailed'),
      );
    };

    loadAuthData().then(
      (auth) => {
        if (stopped) return;
        stopAuth = auth.watchAuthUser(
          (authUser) => {
            stopWatchingUser();
            if (!authUser) return set(signedOut);
            set({ loading: true });
            followUserDocument(authUser);
          },
          () => fail('session.errors.loadFailed'),
        );
      },
      () => fail('session.errors.loadFailed'),
    );

    return () => {
      stopped = true;
      stopWatchingUser();
      stopAuth?.();
    };
  },
});
