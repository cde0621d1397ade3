import { createStore } from '@/lib/create-store';
import { accountFlows } from './actions/account-flows';
import { sessionListener } from './live/session-listener';
import { initialSessionState, type SessionActions, type SessionState, type SessionStore } from './state';
import { signInActions } from './actions/sign-in';

export { initialSessionState, type SessionErrorKey, type SessionState, type SessionStore } from './state';

export const useSession = createStore<SessionStore>((set, get) => ({
  ...initialSessionState,
  ...sessionListener(set, get),
  ...signInActions(set, get),
  ...accountFlows(set, get),
}));

/*
 * Selectors: how every store of the app is read.
 *
 * A component subscribes to the fields it renders, never to the whole store: `useSession()`
 * re-renders on every change of any field. The store exports its selectors so components
 * share them instead of writing their own:
 *   - one field: `useSession(selectIsAuthenticated)`;
 *   - several fields: a selector returning an object, wrapped in `useShallow` (from
 *     'zustand/react/shallow') so that a new object with the same values does not re-render:
 *     `const { loading, isAuthenticated } = useSession(useShallow(selectSessionStatus))`;
 *   - actions: `const { signIn } = useSession(useShallow(selectSessionActions))`; they never
 *     change, so picking them costs no render.
 */

export const selectIsAuthenticated = (state: SessionStore) => state.isAuthenticated;
export const selectIsAdmin = (state: SessionStore) => state.isAdmin;
export const selectIsLoading = (state: SessionStore) => state.status === 'loading';
export const selectSessionError = (state: SessionStore) => state.error;
export const selectUser = (state: SessionStore) => state.user;
export const selectSessionHousehold = (state: SessionStore) => state.household;

/** For `useShallow`: where a screen waits for the session before deciding. */
export const selectSessionStatus = (state: SessionStore) => ({ loading: state.status === 'loading', isAuthenticated: state.isAuthenticated });

/** For `useShallow`: every action of the store. */
export const selectSessionActions = (state: SessionStore): SessionActions => ({
  startSession: state.startSession,
  signIn: state.signIn,
  signInWithGoogle: state.signInWithGoogle,
  signOut: state.signOut,
  switchHousehold: state.switchHousehold,
  clearError: state.clearError,
  signUp: state.signUp,
  verifyEmail: state.verifyEmail,
  sendPasswordReset: state.sendPasswordReset,
  listHouseholds: state.listHouseholds,
});

/** Runs `signedIn` once someone is signed in (at once when they already are); returns the function that stops waiting. */
export function whenSignedIn(signedIn: () => void): () => void {
  if (useSession.getState().isAuthenticated) {
    signedIn();
    return () => undefined;
  }
  const stop = useSession.subscribe((state) => {
    if (!state.isAuthenticated) return;
    stop();
    signedIn();
  });
  return stop;
}

// What another feature's store reads of the session: a selector's answer now, and each change
// after (the household store follows the session this way). Components use the useSession hook.

/** The session as a selector sees it now. */
export const readSession = <T>(select: (state: SessionState) => T): T => select(useSession.getState());

/** Calls the listener on each change of the session; returns the stop function. */
export const onSessionChange = (listener: (state: SessionState) => void): (() => void) => useSession.subscribe(listener);
