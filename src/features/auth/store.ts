import { createStore } from '@/lib/create-store';
import { DEFAULT_HOUSEHOLD_SIZE } from '@/domain/accounts/account-limits';
import { googleHouseholdName } from '@/domain/accounts/default-household-name';
import type { Organization } from '@/domain/accounts/organization';
import type { SignUpPayload } from '@/domain/accounts/sign-up-payload';
import type { User } from '@/domain/accounts/user';
import { googleErrorKey, loginErrorKey, type GoogleErrorKey, type LoginErrorKey } from './auth-error-keys';
import * as data from './data';
import type { AuthUser, GoogleSignIn } from './data';

/** Session errors of spec A §5 and §8, as locale keys. */
export type SessionErrorKey =
  | LoginErrorKey
  | GoogleErrorKey
  | 'session.errors.userNotFound'
  | 'session.errors.emailNotVerified'
  | 'session.errors.noOrganization'
  | 'session.errors.organizationNotFound'
  | 'session.errors.setupFailed'
  | 'session.errors.loadFailed'
  | 'session.errors.switchFailed'
  | 'session.errors.signOutFailed';

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
  signIn: (email: string, password: string) => Promise<void>;
  /** Google's popup; with `emulatorAccount`, the Auth emulator's offline stand-in for it. */
  signInWithGoogle: (emulatorAccount?: { email: string; name: string }) => Promise<void>;
  signOut: () => Promise<boolean>;
  switchOrganization: (organizationId: string) => Promise<boolean>;
  clearError: () => void;
  /** Account flows that leave the session as it is: their screens keep their own state. */
  signUp: (payload: SignUpPayload) => Promise<void>;
  verifyEmail: (link: { email: string; token: string }) => Promise<void>;
  sendPasswordReset: (email: string) => Promise<void>;
  /** The households of the user's memberships that still exist, for the user menu. */
  listHouseholds: () => Promise<Organization[]>;
}

const signedOut = { user: null, organization: null, isAuthenticated: false, isAdmin: false, loading: false } as const;

export const initialSessionState: SessionState = { ...signedOut, error: null, loading: true };

export type SessionStore = SessionState & SessionActions;

export const useSession = createStore<SessionStore>((set, get) => ({
  ...initialSessionState,

  clearError: () => set({ error: null }),

  signUp: async (payload) => {
    await data.signUp(payload);
  },
  verifyEmail: async (link) => {
    await data.verifyEmail(link);
  },
  sendPasswordReset: (email) => data.sendPasswordReset(email),
  listHouseholds: () => data.fetchOrganizations(Object.keys(get().user?.organizations ?? {})),

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
      void data.signOutUser();
    };

    const onUserDocument = async (authUser: AuthUser, user: User | null) => {
      if (!user) {
        if (!authUser.isSingleSignOn) return fail('session.errors.userNotFound');
        // The server may still be creating a Google user's household: wait for the document to appear.
        ssoTimer ??= setTimeout(() => fail('session.errors.setupFailed'), SSO_USER_DOCUMENT_WAIT_MS);
        return;
      }
      clearTimeout(ssoTimer);
      ssoTimer = undefined;
      if (!authUser.emailVerified && !user.emailVerified) return fail('session.errors.emailNotVerified');
      if (!user.defaultOrganizationId) return fail('session.errors.noOrganization');

      const current = get().organization;
      const organization =
        current?.id === user.defaultOrganizationId ? current : await data.fetchOrganization(user.defaultOrganizationId).catch(() => undefined);
      if (organization === undefined) return fail('session.errors.loadFailed');
      if (organization === null) return fail('session.errors.organizationNotFound');
      set({ user, organization, isAuthenticated: true, isAdmin: authUser.isAdmin, error: null, loading: false });
    };

    const stopAuth = data.watchAuthUser(
      (authUser) => {
        stopWatchingUser();
        if (!authUser) return set(signedOut);
        set({ loading: true });
        stopUserDocument = data.watchUserDocument(
          authUser.uid,
          (user) => void onUserDocument(authUser, user),
          () => fail('session.errors.loadFailed'),
        );
      },
      () => fail('session.errors.loadFailed'),
    );

    return () => {
      stopWatchingUser();
      stopAuth();
    };
  },

  signIn: async (email, password) => {
    set({ error: null });
    try {
      await data.signInWithPassword(email, password);
    } catch (error) {
      set({ error: loginErrorKey(error) });
    }
  },

  signInWithGoogle: async (emulatorAccount) => {
    set({ error: null });
    let signIn: GoogleSignIn;
    try {
      signIn = emulatorAccount
        ? await data.signInWithEmulatorGoogleAccount(emulatorAccount.email, emulatorAccount.name)
        : await data.signInWithGooglePopup();
    } catch (error) {
      set({ error: googleErrorKey(error) });
      return;
    }
    try {
      // A first Google sign-in has no user document yet, and one over a never-verified sign-up
      // of the same address must not inherit it: the API service sets up the household.
      if (!(await data.hasVerifiedAccount(signIn.uid))) {
        await data.completeGoogleSignUp({
          idToken: signIn.idToken,
          organizationName: googleHouseholdName(signIn.displayName, signIn.familyName),
          numberOfPersons: DEFAULT_HOUSEHOLD_SIZE,
        });
      }
    } catch {
      // The session listener signs out with 'Account setup failed' if the document never appears.
    }
  },

  signOut: async () => {
    try {
      await data.signOutUser();
      set({ error: null });
      return true;
    } catch {
      set({ error: 'session.errors.signOutFailed' });
      return false;
    }
  },

  switchOrganization: async (organizationId) => {
    const { user } = get();
    // Spec A §4: only to a household the user is a member of.
    if (!user?.organizations[organizationId]) {
      set({ error: 'session.errors.switchFailed' });
      return false;
    }
    try {
      await data.setDefaultOrganization(user.id, organizationId);
      return true;
    } catch {
      set({ error: 'session.errors.switchFailed' });
      return false;
    }
  },
}));
