import { apiErrorKey } from '@/lib/api-client';
import { isUnknownAccount } from '@/domain/accounts/auth-error-keys';
import { loadAuthData } from '../load-data';
import type { SessionSlice } from '../state';

/** Sign-up, e-mail verification and password reset: each answers its screen with an outcome. */
export const accountFlows: SessionSlice<'signUp' | 'verifyEmail' | 'sendPasswordReset'> = () => ({
  signUp: async (payload) => {
    try {
      await (await loadAuthData()).signUp(payload);
      return { ok: true };
    } catch (error) {
      // Spec A §8: the server's message, else 'Erreur lors de la création du compte.'.
      return { ok: false, error: apiErrorKey(error, 'signup.errors.generic') };
    }
  },

  verifyEmail: async (link) => {
    try {
      await (await loadAuthData()).verifyEmail(link);
      return { ok: true };
    } catch (error) {
      return { ok: false, error: apiErrorKey(error, 'verifyEmail.errors.default') };
    }
  },

  sendPasswordReset: async (email) => {
    try {
      await (await loadAuthData()).sendPasswordReset(email);
      return { ok: true };
    } catch (error) {
      // An unknown address gets the same confirmation: the screen must not reveal who has an account.
      return isUnknownAccount(error) ? { ok: true } : { ok: false, error: 'forgotPassword.error' };
    }
  },
});
