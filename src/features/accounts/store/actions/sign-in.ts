import { DEFAULT_HOUSEHOLD_SIZE } from '@/domain/accounts/account-limits';
import { googleHouseholdName } from '@/domain/accounts/default-household-name';
import { googleErrorKey, loginErrorKey } from '@/domain/accounts/auth-error-keys';
import type { GoogleSignIn } from '../../data/auth';
import { loadAuthData, loadProfileData } from '../load-data';
import type { SessionSlice } from '../state';

type SignInAction = 'signIn' | 'signInWithGoogle' | 'signOut' | 'switchHousehold' | 'clearError' | 'listHouseholds';

/** What the user does with the session itself; failures land in the store's `error` (spec A §8). */
export const signInActions: SessionSlice<SignInAction> = (set, get) => ({
  clearError: () => set({ error: null }),

  listHouseholds: async () => (await loadProfileData()).fetchHouseholds(Object.keys(get().user?.organizations ?? {})),

  signIn: async (email, password) => {
    set({ error: null });
    try {
      await (await loadAuthData()).signInWithPassword(email, password);
    } catch (error) {
      set({ error: loginErrorKey(error) });
    }
  },

  signInWithGoogle: async (emulatorAccount) => {
    set({ error: null });
    let signIn: GoogleSignIn;
    let data: Awaited<ReturnType<typeof loadAuthData>>;
    try {
      data = await loadAuthData();
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
      if (!(await (await loadProfileData()).hasVerifiedAccount(signIn.uid))) {
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
      await (await loadAuthData()).signOutUser();
      set({ error: null });
      return true;
    } catch {
      set({ error: 'session.errors.signOutFailed' });
      return false;
    }
  },

  switchHousehold: async (householdId) => {
    const { user } = get();
    // Spec A §4: only to a household the user is a member of.
    if (!user?.organizations[householdId]) {
      set({ error: 'session.errors.switchFailed' });
      return false;
    }
    try {
      await (await loadProfileData()).setDefaultHousehold(user.id, householdId);
      return true;
    } catch {
      set({ error: 'session.errors.switchFailed' });
      return false;
    }
  },
});
