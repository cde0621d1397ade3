import type { StoreApi } from 'zustand';
import type { Household } from '@/domain/household/household';
import type { SignUpPayload } from '@/domain/accounts/sign-up-payload';
import type { User } from '@/domain/accounts/user';
import type { Outcome } from '@/domain/shared/outcome';
import type { LocaleKey } from '@/locales/locale-key';
import type { GoogleErrorKey, LoginErrorKey } from '@/domain/accounts/auth-error-keys';
import type { LoadStatus } from '@/domain/shared/load-status';

/** Session errors of spec A §5 and §8, as locale keys. */
export type SessionErrorKey =
  | LoginErrorKey
  | GoogleErrorKey
  | 'session.errors.userNotFound'
  | 'session.errors.userSetupIncomplete'
  | 'session.errors.emailNotVerified'
  | 'session.errors.noHousehold'
  | 'session.errors.householdNotFound'
  | 'session.errors.setupFailed'
  | 'session.errors.loadFailed'
  | 'session.errors.switchFailed'
  | 'session.errors.signOutFailed';

export interface SessionState {
  /** The users/{uid} document of the signed-in user. */
  user: User | null;
  /** The user's default household as sign-in checked it (its errors); screens read the live one from the household feature. */
  household: Household | null;
  /**
   * The server sent the user document that names `household`: until then it is the device's
   * cache, which may name a household the user was removed from while the app was closed.
   */
  householdConfirmed: boolean;
  /** True only once the user document and the default household have loaded. */
  isAuthenticated: boolean;
  isAdmin: boolean;
  error: SessionErrorKey | null;
  /** Loading until the first answer of the identity service, and while a session loads; failed when it could not. */
  status: LoadStatus;
}

/**
 * Listens a screen's content waits for, started beside the remembered household's so that they go
 * out in the same request; returns what stops them.
 */
export type FirstListens = (householdId: string) => () => void;

export interface SessionActions {
  /**
   * Follows the identity service; returns the unsubscribe function. `firstListens`: the opening
   * screen's, loaded beside the session's data layer (src/app/routes/first-listens.ts).
   */
  startSession: (firstListens?: () => Promise<FirstListens>) => () => void;
  signIn: (email: string, password: string) => Promise<void>;
  /** Google's popup; with `emulatorAccount`, the Auth emulator's offline stand-in for it. */
  signInWithGoogle: (emulatorAccount?: { email: string; name: string }) => Promise<void>;
  signOut: () => Promise<boolean>;
  switchHousehold: (householdId: string) => Promise<boolean>;
  clearError: () => void;
  /**
   * Account flows that leave the session as it is: their screens keep their own state. A
   * failure is the server's message when it named the problem, else the flow's default.
   */
  signUp: (payload: SignUpPayload) => Promise<Outcome<LocaleKey>>;
  verifyEmail: (link: { email: string; token: string }) => Promise<Outcome<LocaleKey>>;
  sendPasswordReset: (email: string) => Promise<Outcome<'forgotPassword.error'>>;
  /** The households of the user's memberships that still exist, for the user menu. */
  listHouseholds: () => Promise<Household[]>;
}

export type SessionStore = SessionState & SessionActions;

export const signedOut = { user: null, household: null, householdConfirmed: false, isAuthenticated: false, isAdmin: false, status: 'loaded' } as const;

export const initialSessionState: SessionState = { ...signedOut, error: null, status: 'loading' };

/** A part of the store's actions, written in its own file (zustand's slices pattern). */
export type SessionSlice<Action extends keyof SessionActions> = (
  set: StoreApi<SessionStore>['setState'],
  get: StoreApi<SessionStore>['getState'],
) => Pick<SessionActions, Action>;
