import type { User } from '@/domain/accounts/user';
import type { Household } from '@/domain/household/household';
import { forgetAllShown } from '@/lib/forget-shown';
import { lastHousehold, rememberHousehold } from '@/lib/last-household';
import type { AuthUser } from '../../data/auth';
import type { UserDocumentRead } from '../../data/profile';
import { loadAuthData, loadProfileData } from '../load-data';
import { signedOut, type SessionErrorKey, type SessionSlice } from '../state';

/** How long a single-sign-on user's document may lag behind its account: 5 tries, 1 s apart (spec A §4). */
export const SSO_USER_DOCUMENT_WAIT_MS = 5 * 1_000;

/** The default household as the session follows it. */
interface FollowedHousehold {
  id: string;
  /** The user document names it: a household only remembered by the device is not yet the session's. */
  named: boolean;
  /** Its first answer (null: gone or unreadable), kept until the user document names it. */
  answer?: Household | null;
  /** The session has taken its answer: later answers update the household shown. */
  settled: boolean;
  /** Remembered but refused: the user document, if it names it, asks again. */
  refused: boolean;
  stop: () => void;
}

/** The session follows the identity service, then the user document and its default household (spec A §4). */
export const sessionListener: SessionSlice<'startSession'> = (set, get) => ({
  startSession: (firstListens) => {
    let stopped = false;
    // The opening screen's listens, started with the remembered household and kept while the
    // session follows it: the screen's and the shell's listens of the same queries share them.
    let screenFirstListens = firstListens?.().catch(() => undefined);
    let stopAuth: (() => void) | undefined;
    let stopUserDocument: (() => void) | undefined;
    let ssoTimer: ReturnType<typeof setTimeout> | undefined;
    // Which signed-in user the user document is followed for: a change of user while the
    // document's data layer loads must not start following the previous one.
    let following = 0;
    // The default household, followed live from the first answer on: the session's read of it is
    // the one every screen shares. Asked for beside the user document when the device remembers
    // it (lastHousehold), it counts only once the user document names it (`named`).
    let household: FollowedHousehold | undefined;
    let latestUser: User | null = null;
    let latestFromServer = false;

    const stopWatchingUser = () => {
      following += 1;
      stopUserDocument?.();
      stopUserDocument = undefined;
      household?.stop();
      household = undefined;
      clearTimeout(ssoTimer);
      ssoTimer = undefined;
    };

    const fail = (error: SessionErrorKey) => {
      stopWatchingUser();
      set({ ...signedOut, error, status: 'failed' });
      void loadAuthData().then((auth) => auth.signOutUser());
    };

    /** The session is loaded once the user document has named the household and it has answered. */
    const settle = (authUser: AuthUser, followed: FollowedHousehold) => {
      if (!followed.named || followed.answer === undefined || followed.settled) return;
      followed.settled = true;
      if (followed.answer === null) return fail('session.errors.householdNotFound');
      rememberHousehold(authUser.uid, followed.id);
      set({ user: latestUser, household: followed.answer, householdConfirmed: latestFromServer, isAuthenticated: true, isAdmin: authUser.isAdmin, error: null, status: 'loaded' });
    };

    const followHousehold = (authUser: AuthUser, householdId: string, named: boolean) => {
      household?.stop();
      const generation = following;
      const followed: FollowedHousehold = { id: householdId, named, settled: false, refused: false, stop: () => undefined };
      household = followed;
      // Only the first household followed, the one the device remembers, opens the screen.
      const listens = named ? undefined : screenFirstListens;
      screenFirstListens = undefined;
      Promise.all([loadProfileData(), listens]).then(
        ([profile, startFirstListens]) => {
          if (stopped || generation !== following || household !== followed) return;
          const stopListens = startFirstListens?.(householdId);
          const stopHousehold = profile.watchHouseholdDocument(
            householdId,
            (found) => {
              if (followed.settled) {
                // Gone or unreadable meanwhile, it keeps showing as the session checked it: the
                // user document says when a membership is lost.
                if (found) set({ household: found });
                return;
              }
              followed.answer = found;
              settle(authUser, followed);
            },
            (error) => {
              if (followed.settled) return console.error(`Household ${householdId} subscription failed`, error);
              // A remembered household the user may no longer read: the user document decides.
              if (!followed.named) return void (followed.refused = true);
              fail('session.errors.loadFailed');
            },
          );
          followed.stop = () => {
            stopListens?.();
            stopHousehold();
          };
        },
        () => (followed.named ? fail('session.errors.loadFailed') : void (followed.refused = true)),
      );
    };

    const onUserDocument = (authUser: AuthUser, read: UserDocumentRead, fromServer: boolean) => {
      // The account exists but was never set up: asking to sign up again would be wrong advice. A
      // Google user's document may be mid-write by the server, so it waits as for a missing one.
      if (read === 'incomplete' && !authUser.isSingleSignOn) return fail('session.errors.userSetupIncomplete');
      const user = read === 'incomplete' ? null : read;
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
      const householdId = user.defaultOrganizationId;
      if (!householdId) return fail('session.errors.noHousehold');

      latestUser = user;
      latestFromServer = fromServer;
      if (household?.id !== householdId || household.refused) return followHousehold(authUser, householdId, true);
      if (!household.named) {
        household.named = true;
        return settle(authUser, household);
      }
      // The same household: a user document changed, shown at once unless the household's first answer is still to come.
      if (get().household?.id === householdId) set({ user, householdConfirmed: fromServer, isAdmin: authUser.isAdmin });
    };

    const followUserDocument = (authUser: AuthUser) => {
      const generation = following;
      loadProfileData().then(
        (profile) => {
          if (stopped || generation !== following) return;
          stopUserDocument = profile.watchUserDocument(
            authUser.uid,
            (user, fromServer) => onUserDocument(authUser, user, fromServer),
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
            if (!authUser) {
              // Whoever signed out, here or in another tab, leaves no screen to draw before the next sign-in.
              forgetAllShown();
              return set(signedOut);
            }
            set({ status: 'loading' });
            followUserDocument(authUser);
            const remembered = lastHousehold(authUser.uid);
            if (remembered) followHousehold(authUser, remembered, false);
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
